import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ALGOLIA_RETRY_AFTER_MS,
  ALGOLIA_TIMEOUT_MS,
  createSearchEngine,
  describeAlgoliaError,
  type AlgoliaQuery,
} from '../../../src/search/searchEngine.ts'
import type { EmbeddedIndexFile, SearchResultGroup } from '../../../shared/searchTypes.ts'

// Which engine answers, and what the reader is told when Algolia fails. Algolia is a stub here; the
// real client against a real HTTP server is in algolia.test.ts.

const indexFile: EmbeddedIndexFile = {
  version: 1,
  categories: ['API Reference'],
  pages: [['/api/combinereducers', 0, 'combineReducers']],
  sections: [[0, '', '', '', 'Turns an object of slice reducers into one reducer.']],
}
const limits = { maxGroups: 5, maxHitsPerGroup: 3 }
const algoliaGroups: SearchResultGroup[] = [
  { url: '/from-algolia', category: 'Algolia', title: [{ text: 'From Algolia', match: false }], hits: [] },
]

afterEach(() => {
  vi.useRealTimers()
})

describe('the search engine', () => {
  it('answers from the embedded index when Algolia is not configured, loading the index once', async () => {
    const loadIndexFile = vi.fn(async () => indexFile)
    const engine = createSearchEngine({ loadIndexFile })
    const response = await engine.search('combineReducers', limits)
    await engine.search('reducers', limits)
    expect(response.source).toBe('embedded')
    expect(response.fallbackReason).toBeUndefined()
    expect(response.groups[0].url).toBe('/api/combinereducers')
    expect(loadIndexFile).toHaveBeenCalledTimes(1)
  })

  it('answers from Algolia when it answers, without loading the embedded index', async () => {
    const loadIndexFile = vi.fn(async () => indexFile)
    const engine = createSearchEngine({ algolia: async () => algoliaGroups, loadIndexFile })
    const response = await engine.search('anything', limits)
    expect(response).toMatchObject({ source: 'algolia', groups: algoliaGroups })
    expect(loadIndexFile).not.toHaveBeenCalled()
  })

  it(`falls back to the embedded index after ${ALGOLIA_TIMEOUT_MS} ms without an answer, and says why`, async () => {
    vi.useFakeTimers()
    const engine = createSearchEngine({ algolia: () => new Promise(() => undefined), loadIndexFile: async () => indexFile })
    const pending = engine.search('combineReducers', limits)
    let settled = false
    void pending.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(ALGOLIA_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    // The embedded index then builds a batch of sections per timer (no requestIdleCallback in Node).
    await vi.runAllTimersAsync()
    const response = await pending
    expect(response.source).toBe('embedded')
    expect(response.fallbackReason).toBe('no answer within 3 s')
    expect(response.groups[0].url).toBe('/api/combinereducers')
  })

  it(`leaves a failing Algolia alone for ${ALGOLIA_RETRY_AFTER_MS / 1000} s, then tries it again`, async () => {
    let now = 0
    const algolia = vi.fn<AlgoliaQuery>(async () => {
      throw Object.assign(new Error('Forbidden'), { status: 403 })
    })
    const engine = createSearchEngine({ algolia, loadIndexFile: async () => indexFile, now: () => now })
    expect((await engine.search('reducers', limits)).fallbackReason).toBe('HTTP 403')
    now += ALGOLIA_RETRY_AFTER_MS - 1
    const meanwhile = await engine.search('reducers', limits)
    expect(meanwhile).toMatchObject({ source: 'embedded', fallbackReason: 'HTTP 403' })
    expect(algolia).toHaveBeenCalledTimes(1)
    now += 1
    algolia.mockResolvedValueOnce(algoliaGroups)
    expect((await engine.search('reducers', limits)).source).toBe('algolia')
    expect(algolia).toHaveBeenCalledTimes(2)
  })

  it('rejects when the index file cannot load, and loads it again on the next query', async () => {
    const loadIndexFile = vi
      .fn<() => Promise<EmbeddedIndexFile>>()
      .mockRejectedValueOnce(new Error('HTTP 503'))
      .mockResolvedValue(indexFile)
    const engine = createSearchEngine({ loadIndexFile })
    await expect(engine.search('reducers', limits)).rejects.toThrow('HTTP 503')
    expect((await engine.search('reducers', limits)).groups).toHaveLength(1)
  })
})

describe('Algolia failures, in plain words', () => {
  it('names timeouts, HTTP statuses and network errors', () => {
    expect(describeAlgoliaError(Object.assign(new Error('Invalid API key'), { name: 'ApiError', status: 403 }))).toBe('HTTP 403')
    const retryError = (response: object) =>
      Object.assign(new Error('Unreachable hosts'), { name: 'RetryError', stackTrace: [{ response }] })
    expect(describeAlgoliaError(retryError({ status: 503, isTimedOut: false }))).toBe('HTTP 503')
    expect(describeAlgoliaError(retryError({ status: 0, isTimedOut: true }))).toBe('no answer in time')
    expect(describeAlgoliaError(retryError({ status: 0, isTimedOut: false }))).toBe('network error')
    expect(describeAlgoliaError(new TypeError('x is not a function'))).toBe('unexpected error')
  })
})
