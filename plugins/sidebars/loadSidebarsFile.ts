import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import createJITI from 'jiti'
import { SidebarsFileError } from './normalize.ts'

// A Docusaurus sidebars file read as Docusaurus 3 reads it: with jiti (its loadFreshModule), so
// `sidebars.js` in CommonJS or ESM, `.cjs`, `.mjs`, `.ts` (type-only imports dropped) and `.json` all load,
// fresh each time (a rebuild reads the edited file). Synchronous: docsPlugin() maps a Docusaurus site's
// options before Vite starts. The one loader of the build and the tests; a Docusaurus site passes its
// config's own module loader (plugins/docusaurus/loadConfig.ts), which stubs the packages it lacks.

const nodeRequire = createRequire(import.meta.url)

/** Loads one file of the site and returns its export. */
export type SiteModuleLoader = (file: string) => unknown

/** The file's export (sidebars by id), not yet checked item by item: normalizeSidebars() does that. */
export function loadSidebarsFile(file: string, loadModule: SiteModuleLoader = loadFresh): Record<string, unknown> {
  if (!existsSync(file)) throw new SidebarsFileError(`${file}: no such sidebars file`)
  // jiti hands a plain CommonJS file to Node's require, whose cache would keep the first read.
  delete nodeRequire.cache[file]
  const exported = loadModule(file)
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported))
    throw new SidebarsFileError(`${file}: a sidebars file exports an object of sidebars by id ({ docs: [...] })`)
  return exported as Record<string, unknown>
}

function loadFresh(file: string): unknown {
  const jiti = createJITI(file, { cache: false, requireCache: false, interopDefault: true })
  try {
    return jiti(file)
  } catch (error) {
    throw new SidebarsFileError(`${file}: could not be loaded: ${(error as Error).message}`, { cause: error })
  }
}
