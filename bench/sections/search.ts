import path from 'node:path'
import type { Size } from '../lib/distFiles.ts'
import type { SiteAnalysis } from '../lib/siteAnalysis.ts'
import { percentile } from '../lib/stats.ts'

// The embedded search: the index file's size, the time to build the in-memory index from it, and query
// times over 50 queries (API names, concepts, prefixes as typed, typos), run on the site's own search
// module (src/search/embeddedIndex.ts) in Node, whose V8 is the engine Chromium runs it on.

export const queries = [
  'createSlice',
  'configureStore',
  'dispatch',
  'reducer',
  'middleware',
  'thunk',
  'selector memoization',
  'immutable update',
  'normalize state',
  'useSelector',
  'Provider',
  'combineReducers',
  'applyMiddleware',
  'store enhancer',
  'async logic',
  'rtk query',
  'typescript',
  'action creator',
  'devtools',
  'serializable',
  'redux toolkit',
  'side effects',
  'listener middleware',
  'entity adapter',
  'testing',
  'code splitting',
  'server rendering',
  'undo history',
  'performance',
  'connect',
  'mapStateToProps',
  'hooks',
  'batch',
  'subscribe',
  'getState',
  'replaceReducer',
  'compose',
  'bindActionCreators',
  'createStore',
  'immer',
  'reselect',
  'flux',
  'mutation',
  'reducre',
  'dispach',
  'sel',
  'conf',
  'ts',
  'why redux',
  'glossary',
]

export type SearchResult =
  | { available: false; reason: string }
  | {
      available: true
      indexFile: string
      index: Size
      buildMs: number
      queries: number
      p50Ms: number
      p95Ms: number
      /** Queries that found nothing (a sanity check that the timings are of real searches). */
      empty: string[]
    }

interface SearchModule {
  createEmbeddedIndex(file: unknown): Promise<{ search(query: string): unknown[] }>
}

export async function measureSearch(site: SiteAnalysis): Promise<SearchResult> {
  if (!site.searchIndex) return { available: false, reason: 'no search index file in the build' }
  let module: SearchModule
  try {
    module = (await import(path.resolve(import.meta.dirname, '../../src/search/embeddedIndex.ts'))) as SearchModule
    if (typeof module.createEmbeddedIndex !== 'function') throw new Error('src/search/embeddedIndex.ts exports no createEmbeddedIndex')
  } catch (error) {
    return { available: false, reason: `cannot load the search module: ${(error as Error).message}` }
  }
  const file = JSON.parse(site.dist.text(site.searchIndex))
  const buildStart = performance.now()
  const index = await module.createEmbeddedIndex(file)
  const buildMs = performance.now() - buildStart
  for (const query of queries.slice(0, 5)) index.search(query) // warm-up, as a reader's first keystrokes are
  const times: number[] = []
  const empty: string[] = []
  for (const query of queries) {
    const start = performance.now()
    const results = index.search(query)
    times.push(performance.now() - start)
    if (!results.length) empty.push(query)
  }
  return {
    available: true,
    indexFile: site.searchIndex,
    index: site.dist.size(site.searchIndex),
    buildMs,
    queries: queries.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    empty,
  }
}
