import type { Plugin, ResolvedConfig } from 'vite'
import type { DocsPluginApi } from '../docs/index.ts'
import type { ResolvedDocsOptions } from '../options.ts'
import { recordsOfPages } from './collectRecords.ts'
import { categoriesFromSidebar } from './categories.ts'
import { toEmbeddedIndexFile } from './indexFile.ts'

/** The module that tells the search code where the index file is, and the Algolia settings (src/search/siteSearch.ts). */
const SEARCH_INDEX_ID = 'virtual:search-config'
const RESOLVED_SEARCH_INDEX_ID = `\0${SEARCH_INDEX_ID}`
/** Where the dev server answers with the index file (a build emits it as a hashed asset instead). */
const DEV_INDEX_PATH = '/@search/index.json'

/**
 * Search for the docs: at build, one record per heading section of every page (from the docs plugin's
 * compiled pages) emitted as a hashed JSON asset; in dev, the same file served from memory. The browser
 * reads its URL and the `search` option's Algolia settings from `virtual:search-config`, which only the
 * lazily loaded search code imports: a doc page's first load never pays. With `search: false` there is no
 * index, and search says it is unavailable.
 */
export function searchPlugin(docs: DocsPluginApi, options: ResolvedDocsOptions['search']): Plugin {
  const enabled = options !== false
  const algolia = (options && options.algolia) || null
  let config: ResolvedConfig

  const indexFileSource = () =>
    JSON.stringify(
      toEmbeddedIndexFile(recordsOfPages([...docs.getPages(), ...docs.getMarkdownSitePages()], categoriesFromSidebar(docs.getSidebar()))),
    )

  return {
    name: 'search',
    sharedDuringBuild: true,

    configResolved(resolved) {
      config = resolved
    },

    resolveId(id) {
      if (id === SEARCH_INDEX_ID) return RESOLVED_SEARCH_INDEX_ID
    },

    load(id, loadOptions) {
      if (id !== RESOLVED_SEARCH_INDEX_ID) return
      let indexUrl = JSON.stringify(enabled ? DEV_INDEX_PATH : '')
      if (config.command === 'build' && enabled) {
        // The prerenderer's server bundle never fetches the index: don't emit it twice.
        indexUrl = loadOptions?.ssr
          ? '""'
          : `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: 'search-index.json', source: indexFileSource() })}`
      }
      return `export const indexUrl = ${indexUrl}\nexport const algolia = ${JSON.stringify(algolia)}\n`
    },

    configureServer(server) {
      if (!enabled) return
      server.middlewares.use(DEV_INDEX_PATH, (_request, response) => {
        // Pages compile in the background when the dev server starts; the file covers those done so far.
        response.setHeader('content-type', 'application/json; charset=utf-8')
        response.setHeader('cache-control', 'no-store')
        response.end(indexFileSource())
      })
    },
  }
}
