import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import createJITI from 'jiti'
import { missingModuleName, whileStubbingMissingPackages } from './missingPackages.ts'

// Loads a Docusaurus site's `docusaurus.config.*` as Docusaurus 3 loads it: with jiti (the loader
// Docusaurus itself uses, @docusaurus/utils' loadFreshModule), so TypeScript, ESM and CommonJS configs,
// `__dirname`, `require` and `require.resolve` all work, type-only imports are dropped, and the default
// export is the config (an object, or a function returning one). Packages the config imports but that are
// not installed here (its theme, search or analytics plugins) are stubbed and named, not fatal.

/** The config file names Docusaurus 3 looks for, in its order. */
export const configFileNames = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'].map((ext) => `docusaurus.config${ext}`)

export interface LoadedDocusaurusConfig {
  /** The config as the file exports it (after calling it, when it exports a function). */
  config: Record<string, unknown>
  /** Absolute path of the config file. */
  configFile: string
  /** Absolute path of the site folder. */
  siteDir: string
  /** Packages the config imports or resolves that are not installed, in the order met. */
  missingPackages: string[]
  /** Loads another file of the site (its sidebars file) with the same loader and stubs. */
  loadSiteModule: (file: string) => unknown
}

/** An error of the Docusaurus site itself (no config, a config that throws): the message names the file. */
export class DocusaurusConfigError extends Error {}

/** The site folder, from the project root (`website`) or absolute. */
export function resolveSiteDir(siteDir: string, projectRoot = process.cwd()): string {
  return path.resolve(projectRoot, siteDir)
}

/** Finds and loads the site's config. Synchronous, as docsPlugin() is: the options exist before Vite starts. */
export function loadDocusaurusConfig(siteDir: string): LoadedDocusaurusConfig {
  const configFile = configFileNames.map((name) => path.join(siteDir, name)).find((file) => existsSync(file))
  if (!configFile) {
    throw new DocusaurusConfigError(`docusaurus.siteDir "${siteDir}": no ${configFileNames.join(', ')} in this folder`)
  }
  const missingPackages: string[] = []
  // The options Docusaurus gives jiti: no require cache (a rebuild reads the edited config), the default
  // export only. Unlike Docusaurus, installed packages load natively (Node 20.19+ requires ES modules):
  // jiti would compile every ES module package and its dependencies again (remark-gfm: seconds), and the
  // plugin functions would not be the ones the rest of the build imports.
  const jiti = createJITI(configFile, {
    cache: false,
    requireCache: false,
    interopDefault: true,
    nativeModules: installedPackages(siteDir),
  })
  const load = <T>(file: string, evaluate: (exported: unknown) => T): T => {
    try {
      return whileStubbingMissingPackages(missingPackages, () => evaluate(jiti(file)))
    } catch (error) {
      throw new DocusaurusConfigError(`${file}: could not be loaded: ${(error as Error).message}`, { cause: error })
    }
  }
  const loadSiteModule = (file: string) => load(file, (exported) => exported)
  // Docusaurus also takes a function returning the config (called here, still stubbing: it may require).
  const config = load(configFile, (exported) =>
    typeof exported === 'function' && missingModuleName(exported) === undefined ? (exported as () => unknown)() : exported,
  )
  if (config instanceof Promise) {
    throw new DocusaurusConfigError(
      `${configFile}: the config is asynchronous (an async function or a Promise); docsPlugin() reads it before Vite starts, so export the config object itself`,
    )
  }
  if (!config || typeof config !== 'object') {
    throw new DocusaurusConfigError(`${configFile}: the default export is not a config object`)
  }
  return { config: config as Record<string, unknown>, configFile, siteDir, missingPackages, loadSiteModule }
}

/** The names of the packages in every node_modules folder from `dir` up (`remark-gfm`, `@scope/name`). */
function installedPackages(dir: string): string[] {
  const names = new Set<string>()
  for (let current = dir; ; current = path.dirname(current)) {
    const folder = path.join(current, 'node_modules')
    for (const name of existsSync(folder) ? readdirSync(folder) : []) {
      if (name.startsWith('.')) continue
      if (!name.startsWith('@')) names.add(name)
      else for (const scoped of readdirSync(path.join(folder, name))) names.add(`${name}/${scoped}`)
    }
    if (path.dirname(current) === current) return [...names]
  }
}
