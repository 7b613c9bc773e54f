// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { keepShownPages } from '../../../src/search/keepShownPages.ts'
import { useSearchResults } from '../../../src/search/useSearchResults.ts'
import type { SearchEngine } from '../../../src/search/searchEngine.ts'
import type { SearchResponse, SearchResultGroup } from '../../../shared/searchTypes.ts'

// The first index (titles and headings) answers while the full index loads; when the full one answers the
// same query, the pages on screen must not change places under a reader's pointer.

/** A page's group; `snippet` stands for the text only the full index has. */
const page = (url: string, snippet = ''): SearchResultGroup => ({
  url,
  category: 'API Reference',
  title: [{ text: url, match: false }],
  hits: [{ url, type: 'lvl1', headings: [], snippet: snippet ? [{ text: snippet, match: false }] : [] }],
})
const urls = (groups: SearchResultGroup[] | undefined) => groups?.map((group) => group.url)

describe('keepShownPages', () => {
  const shown = [page('/a'), page('/b')]

  it('keeps the pages shown in their order, with the full answer’s hits, then its other pages', () => {
    const full = [page('/c', 'text of c'), page('/b', 'text of b'), page('/a', 'text of a')]
    const merged = keepShownPages(shown, full, 8)
    expect(urls(merged)).toEqual(['/a', '/b', '/c'])
    expect(merged[0].hits[0].snippet).toEqual([{ text: 'text of a', match: false }])
  })

  it('keeps a shown page as it was when the full answer ranks it past the pages it marks, and stops at maxGroups', () => {
    const full = [page('/c', 'c'), page('/a', 'text of a'), page('/d', 'd'), page('/b', 'text of b')]
    const merged = keepShownPages(shown, full, 3)
    expect(urls(merged)).toEqual(['/a', '/b', '/c'])
    expect(merged[0]).toBe(full[1]) // among the first three: its marked hits
    expect(merged[1]).toBe(shown[1]) // fourth: unmarked in the full answer, so the first answer's
  })
})

/** A search engine whose first index answers until the test says the full index is built. */
function fakeEngine(partial: SearchResultGroup[], full: SearchResultGroup[]) {
  let complete = false
  let markComplete!: () => void
  const built = new Promise<void>((resolve) => (markComplete = resolve))
  const engine: SearchEngine = {
    search: async (): Promise<SearchResponse> =>
      complete ? { groups: full, source: 'embedded', tookMs: 1 } : { groups: partial, source: 'embedded', partial: true, tookMs: 1 },
    warm: () => undefined,
    whenComplete: () => built,
  }
  const finishLoading = async () => {
    complete = true
    markComplete()
    // The hook asks again once the index is built; let that answer arrive.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { engine, finishLoading }
}

describe('useSearchResults when the full index arrives', () => {
  afterEach(cleanup)
  const limits = { maxGroups: 8, maxHitsPerGroup: 3 }
  const firstAnswer = [page('/api/store'), page('/api/createstore')]
  const fullAnswer = [
    page('/usage/configuring-your-store', 'setting the store up'),
    page('/api/createstore', 'creates a store'),
    page('/api/store', 'the store'),
  ]

  it('keeps the pages shown in place for the same query, and counts the full answer', async () => {
    const { engine, finishLoading } = fakeEngine(firstAnswer, fullAnswer)
    const { result } = renderHook(() => useSearchResults(engine, 'store', limits))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(urls(result.current.response?.groups)).toEqual(['/api/store', '/api/createstore'])
    await act(finishLoading)
    expect(result.current.response?.partial).toBeUndefined()
    expect(urls(result.current.response?.groups)).toEqual(['/api/store', '/api/createstore', '/usage/configuring-your-store'])
    expect(result.current.response?.groups[0].hits[0].snippet).toEqual([{ text: 'the store', match: false }])
    expect(result.current.total).toBe(3)
  })

  it('ranks afresh for a new query', async () => {
    const { engine, finishLoading } = fakeEngine(firstAnswer, fullAnswer)
    const { result, rerender } = renderHook(({ query }) => useSearchResults(engine, query, limits), { initialProps: { query: 'store' } })
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await act(finishLoading)
    rerender({ query: 'stores' })
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(urls(result.current.response?.groups)).toEqual(urls(fullAnswer))
  })
})
