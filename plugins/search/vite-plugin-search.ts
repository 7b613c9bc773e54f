import { fileURLToPath } from 'node:url'
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import type { DocsPluginApi } from '../vite-plugin-docs.ts'
import type { AlgoliaSettings } from '../../shared/searchTypes.ts'
import { siteConfig } from '../../site.config.ts'
import { recordsOfPages } from './collectRecords.ts'
import { toEmbeddedIndexFile } from './indexFile.ts'

/** The module whose stand-in values this plugin replaces with the build's (see that file). */
export const SEARCH_CONFIG_FILE = fileURLToPath(new URL('../../src/search/searchConfig.ts', import.meta.url))
/** Where the dev server answers with the index file (a build emits it as a hashed asset instead). */
export const DEV_INDEX_PATH = '/@search/index.json'

export interface SearchPluginOptions {
  /** Algolia credentials (search-only key). Default: site.config.ts, else ALGOLIA_* from the env and .env files. `false`: embedded search only. */
  algolia?: AlgoliaSettings | false
}

/** `ALGOLIA_HOST` must be `http(s)://host[:port]`: anything else is a build error, not a silent fallback. */
export function validateAlgolia(settings: AlgoliaSettings): AlgoliaSettings {
  if (settings.host !== undefined && !/^https?:\/\/[^/\s?#]+\/?$/.test(settings.host)) {
    throw new Error(`ALGOLIA_HOST must look like http(s)://host:port, got "${settings.host}"`)
  }
  return { ...settings, host: settings.host?.replace(/\/$/, '') }
}

function algoliaFromEnv(env: Record<string, string | undefined>): AlgoliaSettings | undefined {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName, ALGOLIA_HOST: host } = env
  return appId && apiKey && indexName ? { appId, apiKey, indexName, host: host || undefined } : undefined
}

/**
 * Search for the docs: at build, one record per heading section of every page (from the docs plugin's
 * compiled pages) emitted as a hashed JSON asset; in dev, the same file served from memory. The browser
 * reads its URL and the Algolia settings from src/search/searchConfig.ts, whose content this plugin
 * writes, and which only the lazily loaded search code imports: a doc page's first load never pays.
 */
export function searchPlugin(options: SearchPluginOptions = {}): Plugin {
  let config: ResolvedConfig
  let docs: DocsPluginApi
  let algolia: AlgoliaSettings | undefined

  const indexFileSource = () => JSON.stringify(toEmbeddedIndexFile(recordsOfPages(docs.getPages())))

  return {
    name: 'search',

    configResolved(resolved) {
      config = resolved
      const docsPlugin = resolved.plugins.find((plugin) => plugin.name === 'docs')
      if (!docsPlugin?.api) throw new Error('searchPlugin() needs docsPlugin() in the same config')
      docs = docsPlugin.api as DocsPluginApi
      const settings =
        options.algolia === false
          ? undefined
          : (options.algolia ?? siteConfig.algolia ?? algoliaFromEnv(loadEnv(resolved.mode, resolved.envDir || resolved.root, 'ALGOLIA_')))
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
