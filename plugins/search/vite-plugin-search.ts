import { fileURLToPath } from 'node:url'
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import { docsApiOf, type DocsPluginApi } from '../docs/index.ts'
import type { AlgoliaSettings } from '../../shared/searchTypes.ts'
import { siteConfigFrom } from '../../site.config.ts'
import { recordsOfPages } from './collectRecords.ts'
import { categoriesFromSidebar } from './categories.ts'
import { toEmbeddedIndexFile } from './indexFile.ts'

/** The module whose stand-in values this plugin replaces with the build's (see that file). */
const SEARCH_CONFIG_FILE = fileURLToPath(new URL('../../src/search/searchConfig.ts', import.meta.url))
/** Where the dev server answers with the index file (a build emits it as a hashed asset instead). */
const DEV_INDEX_PATH = '/@search/index.json'

export interface SearchPluginOptions {
  /** Algolia credentials (search-only key). Default: site.config.ts's, from ALGOLIA_* in the environment or .env files. `false`: embedded search only. */
  algolia?: AlgoliaSettings | false
}

/** `ALGOLIA_HOST` must be `http(s)://host[:port]`: anything else is a build error, not a silent fallback. */
export function validateAlgolia(settings: AlgoliaSettings): AlgoliaSettings {
  if (settings.host !== undefined && !/^https?:\/\/[^/\s?#]+\/?$/.test(settings.host)) {
    throw new Error(`ALGOLIA_HOST must look like http(s)://host:port, got "${settings.host}"`)
  }
  return { ...settings, host: settings.host?.replace(/\/$/, '') }
}

/**
 * Search for the docs: at build, one record per heading section of every page (from the docs plugin's
 * compiled pages) emitted as a hashed JSON asset; in dev, the same file served from memory. The browser
 * reads its URL and the Algolia settings from src/search/searchConfig.ts, whose content this plugin
 * writes, and which only the lazily loaded search code imports: a doc page's first load never pays.
 */
/** What the prerenderer reads from the search plugin: the Algolia settings the browser will use, for the CSP. */
export interface SearchPluginApi {
  getAlgolia(): AlgoliaSettings | undefined
}

export function searchPlugin(options: SearchPluginOptions = {}): Plugin<SearchPluginApi> {
  let config: ResolvedConfig
  let docs: DocsPluginApi
  let algolia: AlgoliaSettings | undefined

  const indexFileSource = () => JSON.stringify(toEmbeddedIndexFile(recordsOfPages(docs.getPages(), categoriesFromSidebar(docs.getSidebar()))))

  return {
    name: 'search',
    api: { getAlgolia: () => algolia },

    configResolved(resolved) {
      config = resolved
      docs = docsApiOf(resolved, 'searchPlugin')
      const settings =
        options.algolia === false
          ? undefined
          : (options.algolia ?? siteConfigFrom(loadEnv(resolved.mode, resolved.envDir || resolved.root, 'ALGOLIA_')).algolia)
      algolia = settings && validateAlgolia(settings)
    },

    load(id, loadOptions) {
      if (id.split('?')[0] !== SEARCH_CONFIG_FILE) return
      let indexUrl = JSON.stringify(DEV_INDEX_PATH)
      if (config.command === 'build') {
        // The prerenderer's server bundle never fetches the index: don't emit it twice.
        const isServer = loadOptions?.ssr || Boolean(config.build.ssr)
        indexUrl = isServer
          ? '""'
          : `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: 'search-index.json', source: indexFileSource() })}`
      }
      return [`export const indexUrl = ${indexUrl}`, `export const algolia = ${JSON.stringify(algolia ?? null)}`].join('\n') + '\n'
    },

    configureServer(server) {
      server.middlewares.use(DEV_INDEX_PATH, (_request, response) => {
        // Pages compile in the background when the dev server starts; the file covers those done so far.
        response.setHeader('content-type', 'application/json; charset=utf-8')
        response.setHeader('cache-control', 'no-store')
        response.end(indexFileSource())
      })
    },
  }
}
