import type { ServerResponse } from 'node:http'
import type { Plugin, ResolvedConfig } from 'vite'
import type { EmbeddedIndexFile } from '../../shared/searchTypes.ts'
import type { DocsPluginApi } from '../docs/index.ts'
import type { ResolvedDocsOptions } from '../options.ts'
import { recordsOfPages } from './collectRecords.ts'
import { categoriesFromSidebar } from './categories.ts'
import { toEmbeddedIndexFile, toHeadingsIndexFile } from './indexFile.ts'

/** The module that tells the search code where the index file is, and the Algolia settings (src/search/siteSearch.ts). */
const SEARCH_INDEX_ID = 'virtual:search-config'
const RESOLVED_SEARCH_INDEX_ID = `\0${SEARCH_INDEX_ID}`
/** Where the dev server answers with the index files (a build emits them as hashed assets instead). */
const DEV_INDEX_PATH = '/@search/index.json'
const DEV_HEADINGS_PATH = '/@search/headings.json'

/**
 * Search for the docs: at build, one record per heading section of every page (from the docs plugin's
 * compiled pages) emitted as a hashed JSON asset, and the same without the sections' text (titles and
 * headings: the first index, which answers while the full one loads); in dev, the same files served
 * from memory. The browser reads their URLs and the `search` option's Algolia settings from `virtual:search-config`, which only the
 * lazily loaded search code imports: a doc page's first load never pays. With `search: false` there is no
 * index, and search says it is unavailable.
 */
export function searchPlugin(docs: DocsPluginApi, options: ResolvedDocsOptions['search']): Plugin {
  const enabled = options !== false
  const algolia = (options && options.algolia) || null
  let config: ResolvedConfig

  const indexFile = () =>
    toEmbeddedIndexFile(recordsOfPages([...docs.getPages(), ...docs.getMarkdownSitePages()], categoriesFromSidebar(docs.getSidebar())))

  return {
    name: 'search',
    sharedDuringBuild: true,

    configResolved(resolved) {
      config = resolved
    },

    // Filtered: the bundler calls into these hooks for this module only, not for each of a site's pages.
    resolveId: {
      filter: { id: new RegExp(`^${SEARCH_INDEX_ID}$`) },
      handler: () => RESOLVED_SEARCH_INDEX_ID,
    },

    load: {
      filter: { id: new RegExp(`^${RESOLVED_SEARCH_INDEX_ID}$`) },
      handler(_id, loadOptions) {
        let indexUrl = JSON.stringify(enabled ? DEV_INDEX_PATH : '')
        let headingsUrl = JSON.stringify(enabled ? DEV_HEADINGS_PATH : '')
        if (config.command === 'build' && enabled) {
          // The prerenderer's server bundle never fetches the index: don't emit it twice.
          if (loadOptions?.ssr) indexUrl = headingsUrl = '""'
          else {
            const file = indexFile()
            docs.releaseSearchSections()
            const emit = (name: string, content: EmbeddedIndexFile) =>
              `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name, source: JSON.stringify(content) })}`
            indexUrl = emit('search-index.json', file)
            headingsUrl = emit('search-headings.json', toHeadingsIndexFile(file))
          }
        }
        return `export const indexUrl = ${indexUrl}\nexport const headingsUrl = ${headingsUrl}\nexport const algolia = ${JSON.stringify(algolia)}\n`
      },
    },

    configureServer(server) {
      if (!enabled) return
      // Pages compile in the background when the dev server starts; the files cover those done so far.
      const serveJson = (content: () => EmbeddedIndexFile) => (_request: unknown, response: ServerResponse) => {
        response.setHeader('content-type', 'application/json; charset=utf-8')
        response.setHeader('cache-control', 'no-store')
        response.end(JSON.stringify(content()))
      }
      server.middlewares.use(DEV_INDEX_PATH, serveJson(indexFile))
      server.middlewares.use(
        DEV_HEADINGS_PATH,
        serveJson(() => toHeadingsIndexFile(indexFile())),
      )
    },
  }
}
