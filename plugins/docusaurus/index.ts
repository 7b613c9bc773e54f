import path from 'node:path'
import type { Plugin } from 'vite'
import { loadDocusaurusConfig, resolveSiteDir } from './loadConfig.ts'
import { docusaurusToOptions } from './mapConfig.ts'
import { loadSidebarsFile } from '../sidebars/loadSidebarsFile.ts'
import { displayPath } from './warnings.ts'

// The `docusaurus: { siteDir }` option: the site's config loaded (loadConfig.ts) and mapped onto the plain
// options (mapConfig.ts) BEFORE the options are validated, so the rest of the engine never knows a
// Docusaurus site from any other. Options written beside `docusaurus` win over the config's (`site` key
// by key): `docsPlugin({ docusaurus: { siteDir: 'website' }, search: false })`.

export { docusaurusToOptions } from './mapConfig.ts'
export type { MappedOptions } from './mappedOptions.ts'

export interface DocusaurusOption {
  /** The Docusaurus site folder (with `docusaurus.config.*`), from the project root or absolute. */
  siteDir: string
}

/**
 * The docsPlugin() input with the site's config mapped in, the build warnings, and the files read (the
 * config, its sidebars file). `accepts(key, value)`
 * says whether the options schema takes a mapped option: one it does not take yet (an option of another
 * branch of the contract) is left out and named in a warning rather than failing validation.
 */
export function applyDocusaurusSite<Input extends { docusaurus?: DocusaurusOption; site?: object }>(
  input: Input,
  accepts: (key: string, value: unknown) => boolean,
): { input: Input; warnings: string[]; files: string[]; siteDir?: string } {
  if (!input.docusaurus) return { input, warnings: [], files: [] }
  const siteDir = resolveSiteDir(input.docusaurus.siteDir)
  const loaded = loadDocusaurusConfig(siteDir)
  const { options, warnings } = docusaurusToOptions(loaded.config, siteDir, {
    configFile: loaded.configFile,
    missingPackages: loaded.missingPackages,
    loadSidebars: (file) => loadSidebarsFile(file, loaded.loadSiteModule),
  })
  const mapped: Record<string, unknown> = {}
  const notTaken: string[] = []
  for (const [key, value] of Object.entries(options)) {
    if (key in input && key !== 'site') continue // the caller's own option wins
    if (key === 'site' || accepts(key, value)) mapped[key] = value
    else notTaken.push(key)
  }
  if (notTaken.length) {
    warnings.push(
      `${displayPath(loaded.configFile)}: mapped, but not options of this build of the engine yet, so left out: ${notTaken.join(', ')}`,
    )
  }
  const site = { ...options.site, ...input.site }
  const files = [loaded.configFile, ...(typeof options.sidebar === 'object' ? [options.sidebar.file] : [])]
  return { input: { ...mapped, ...input, site }, warnings, files, siteDir }
}

/**
 * Shows the `docusaurus` option's warnings once, in the build's (or dev server's) log; the dev server
 * restarts when the config or its sidebars file changes, so vite.config.ts maps the edited config again.
 */
export function docusaurusSitePlugin(warnings: readonly string[], files: readonly string[] = [], siteDir?: string): Plugin {
  let shown = false
  return {
    name: 'docs:docusaurus-site',
    // React once, the engine's: a site's own node_modules has its own copy, and two Reacts break hooks.
    config: () => ({ resolve: { dedupe: ['react', 'react-dom'] } }),
    // As under Docusaurus (webpack resolves from the site folder's node_modules too), a package a page or
    // component imports that does not resolve where it is found in the site's own node_modules: the docs
    // folder often sits beside the site folder (`docs/` and `website/`), out of reach of its node_modules.
    async resolveId(source, importer, options) {
      if (!siteDir || !importer || !/^(?:@[\w.-]+\/)?[\w.-]/.test(source) || source.includes(':')) return
      const found = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (found) return found
      return this.resolve(source, path.join(siteDir, 'package.json'), { ...options, skipSelf: true })
    },
    configResolved(config) {
      if (shown) return
      shown = true
      for (const warning of warnings) config.logger.warn(`warning: ${warning}`)
    },
    configureServer(server) {
      server.watcher.add([...files])
      server.watcher.on('change', (file) => {
        if (files.includes(file)) void server.restart()
      })
    },
  }
}
