import type { AlgoliaSettings, EmbeddedIndexFile, SearchResponse, SearchResultGroup } from '../../shared/searchTypes.ts'
import type { EmbeddedIndex } from './embeddedIndex.ts'
import type { AlgoliaClient } from './algolia.ts'
import type { GroupLimits } from './groupResults.ts'

// One entry point for both engines. With Algolia configured, a query goes there first; if Algolia
// fails (network, HTTP error, over ALGOLIA_TIMEOUT_MS) the embedded index answers and the response says
// why. Each engine's code and data load on first use, never with the page.

export const ALGOLIA_TIMEOUT_MS = 3000
/** After a failure, Algolia is left alone for this long: every query would otherwise wait for it again. */
export const ALGOLIA_RETRY_AFTER_MS = 30_000

/** Longer queries are cut here: no one types more, and a pasted 10 KB string would cost every engine. */
export const MAX_QUERY_LENGTH = 200

/**
 * The query as the engines get it: cut at MAX_QUERY_LENGTH and trimmed, without one-letter terms (`a`,
 * `x`, `(e)`) or bare punctuation, which match nearly every page, unless a single such term is the whole query. A query of
 * nothing but one-letter terms (`e e e e`) means nothing: it becomes empty and finds nothing.
 */
export function meaningfulQuery(query: string): string {
  const terms = query.slice(0, MAX_QUERY_LENGTH).trim().split(/\s+/).filter(Boolean)
  if (terms.length <= 1) return terms.join('')
  return terms.filter(meansSomething).join(' ')
}

/** Two letters or digits at least, or a lone digit (`Redux 5`); a lone letter or bare punctuation does not. */
function meansSomething(term: string): boolean {
  const characters = term.match(/[\p{L}\p{N}]/gu) ?? []
  return characters.length > 1 || (characters.length === 1 && /\p{N}/u.test(characters[0]))
}

export type AlgoliaQuery = (query: string, limits: GroupLimits) => Promise<SearchResultGroup[]>

interface SearchEngineOptions {
  /** Queries Algolia; absent, only the embedded index answers. */
  algolia?: AlgoliaQuery
  /** Loads the algolia chunk ahead of the first query. */
  warmAlgolia?: () => Promise<unknown>
  loadIndexFile: () => Promise<EmbeddedIndexFile>
  /**
   * Loads a small first index, the titles and headings without the text (plugins/search/indexFile.ts),
   * which answers while the full one downloads and builds: seconds on a slow phone. Its answers are
   * `partial`; a query it finds nothing for waits for the full index.
   */
  loadFirstIndexFile?: () => Promise<EmbeddedIndexFile>
  now?: () => number
}

export interface SearchEngine {
  search(query: string, limits: GroupLimits): Promise<SearchResponse>
  /** Starts loading what the first query needs (called when a search box opens). */
  warm(): void
  /** Resolves once the full embedded index is built: a `partial` answer can then be asked again. */
  whenComplete(): Promise<void>
}

export function createSearchEngine({
  algolia,
  warmAlgolia,
  loadIndexFile,
  loadFirstIndexFile,
  now = () => performance.now(),
}: SearchEngineOptions): SearchEngine {
  let embedded: Promise<EmbeddedIndex> | undefined
  let firstIndex: Promise<EmbeddedIndex> | undefined
  let built: EmbeddedIndex | undefined
  let algoliaFailure: { reason: string; at: number } | undefined

  // Each index is built once; a load that failed is tried again by the next query.
  const loadEmbedded = () =>
    (embedded ??= Promise.all([loadIndexFile(), import('./embeddedIndex.ts')])
      .then(([file, { createEmbeddedIndex }]) => createEmbeddedIndex(file, { chunked: true }))
      .then((index) => (built = index))
      .catch((error: unknown) => {
        embedded = undefined
        throw error
      }))
  // A few hundred headings: built in one go, a few milliseconds.
  const loadFirst = (load: () => Promise<EmbeddedIndexFile>) =>
    (firstIndex ??= Promise.all([load(), import('./embeddedIndex.ts')])
      .then(([file, { createEmbeddedIndex }]) => createEmbeddedIndex(file))
      .catch((error: unknown) => {
        firstIndex = undefined
        throw error
      }))

  const searchEmbedded = async (query: string, limits: GroupLimits, fallbackReason?: string): Promise<SearchResponse> => {
    const full = loadEmbedded()
    if (!built && loadFirstIndexFile) {
      // Whichever index is ready first (a first index that failed leaves the full one to answer).
      const early = await Promise.race([full, loadFirst(loadFirstIndexFile).catch(() => full)])
      if (early !== built) {
        const start = now()
        const groups = early.search(query, limits)
        // No title or heading names it: the text may, so the full index answers.
        if (groups.length) return { groups, source: 'embedded', fallbackReason, partial: true, tookMs: now() - start }
      }
    }
    const index = await full
    const start = now()
    const groups = index.search(query, limits)
    return { groups, source: 'embedded', fallbackReason, tookMs: now() - start }
  }

  return {
    warm() {
      if (algolia && !algoliaFailure) void warmAlgolia?.().catch(() => undefined)
      else {
        // The small file's request first.
        if (loadFirstIndexFile) void loadFirst(loadFirstIndexFile).catch(() => undefined)
        void loadEmbedded().catch(() => undefined)
      }
    },

    whenComplete: () => loadEmbedded().then(() => undefined),

    async search(rawQuery, limits) {
      const query = meaningfulQuery(rawQuery)
      if (!query) return { groups: [], source: algolia && !algoliaFailure ? 'algolia' : 'embedded', tookMs: 0 }
      if (!algolia) return searchEmbedded(query, limits)
      if (algoliaFailure && now() - algoliaFailure.at < ALGOLIA_RETRY_AFTER_MS) {
        return searchEmbedded(query, limits, algoliaFailure.reason)
      }
      const start = now()
      try {
        const groups = await withTimeout(algolia(query, limits), ALGOLIA_TIMEOUT_MS)
        algoliaFailure = undefined
        return { groups, source: 'algolia', tookMs: now() - start }
      } catch (error) {
        algoliaFailure = { reason: describeAlgoliaError(error), at: now() }
        return searchEmbedded(query, limits, algoliaFailure.reason)
      }
    },
  }
}

/** Algolia through the lite client, whose code loads on the first call. */
export function algoliaQuery(settings: AlgoliaSettings): { query: AlgoliaQuery; warm: () => Promise<unknown> } {
  let client: Promise<[AlgoliaClient, typeof import('./algolia.ts')]> | undefined
  const load = () =>
    (client ??= import('./algolia.ts')
      .then((module) => [module.createAlgoliaClient(settings), module] as [AlgoliaClient, typeof import('./algolia.ts')])
      .catch((error: unknown) => {
        client = undefined
        throw error
      }))
  return {
    warm: load,
    query: async (query, limits) => {
      const [algoliaClient, { searchAlgolia }] = await load()
      return searchAlgolia(algoliaClient, settings.indexName, query, limits)
    },
  }
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms / 1000} s`)), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}

/** A short, plain reason for the notice: "no answer within 3 s", "HTTP 403", "network error". */
export function describeAlgoliaError(error: unknown): string {
  if (error instanceof TimeoutError) return error.message
  const status = (error as { status?: unknown })?.status
  if (typeof status === 'number' && status > 0) return `HTTP ${status}`
  // Server errors and dead hosts are retried on the next host; with none left the client throws a
  // RetryError whose stack trace holds the last response.
  const trace = (error as { stackTrace?: { response?: { status?: number; isTimedOut?: boolean } }[] })?.stackTrace
  const last = Array.isArray(trace) ? trace.at(-1)?.response : undefined
  if (last?.isTimedOut) return 'no answer in time'
  if (last?.status) return `HTTP ${last.status}`
  if (Array.isArray(trace)) return 'network error'
  return 'unexpected error'
}
