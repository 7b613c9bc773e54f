import { describe, expect, it, vi } from 'vitest'
import { toHeadingsIndexFile } from '../../../plugins/search/indexFile.ts'
import { createEmbeddedIndex } from '../../../src/search/embeddedIndex.ts'
import { createSearchEngine } from '../../../src/search/searchEngine.ts'
import { statusText } from '../../../src/search/SearchResults.tsx'
import type { EmbeddedIndexFile } from '../../../shared/searchTypes.ts'

// Issue 31: on a slow phone the full index takes seconds to download and build, so a small first index
// (every title and heading, no text) answers meanwhile, and the answer is asked again once the full
// index is built.

const fullFile: EmbeddedIndexFile = {
  version: 1,
  categories: ['API Reference', 'Recipes'],
  pages: [
    ['/api/combinereducers', 0, 'combineReducers'],
    ['/recipes/structuring-reducers', 1, 'Structuring Reducers'],
  ],
  sections: [
    [0, '', '', '', 'Turns an object of slice reducers into one reducer.'],
    [0, 'arguments', 'Arguments', '', 'An object whose values are reducer functions.'],
    [1, '', '', '', 'Split the root reducer into slices, then combine them with combineReducers.'],
  ],
}
const headingsFile = toHeadingsIndexFile(fullFile)
const limits = { maxGroups: 5, maxHitsPerGroup: 3 }

/** A promise and the function that settles it, for loads the test lets arrive when it says. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

describe('the headings index file', () => {
  it('keeps every page, title and heading, and leaves each section’s text out', () => {
    expect(headingsFile.pages).toEqual(fullFile.pages)
    expect(headingsFile.categories).toEqual(fullFile.categories)
    expect(headingsFile.sections).toEqual([
      [0, '', '', '', ''],
      [0, 'arguments', 'Arguments', '', ''],
      [1, '', '', '', ''],
    ])
    expect(JSON.stringify(headingsFile)).not.toContain('slice reducers')
  })
})

describe('a search engine with a first index', () => {
  it('answers from the titles and headings while the full index loads, then from the full index', async () => {
    const full = deferred<EmbeddedIndexFile>()
    const engine = createSearchEngine({ loadIndexFile: () => full.promise, loadFirstIndexFile: async () => headingsFile })
    const early = await engine.search('combineReducers', limits)
    expect(early).toMatchObject({ source: 'embedded', partial: true })
    expect(early.groups.map((group) => group.url)).toEqual(['/api/combinereducers'])
    expect(early.groups[0].hits[0].snippet).toEqual([]) // no text yet

    let complete = false
    void engine.whenComplete().then(() => (complete = true))
    await Promise.resolve()
    expect(complete).toBe(false)
    full.resolve(fullFile)
    await engine.whenComplete()
    const later = await engine.search('combineReducers', limits)
    expect(later.partial).toBeUndefined()
    // The text now counts: the recipe that mentions combineReducers is found too, with a snippet.
    expect(later.groups.map((group) => group.url)).toEqual(['/api/combinereducers', '/recipes/structuring-reducers'])
    expect(later.groups[0].hits[0].snippet.length).toBeGreaterThan(0)
  })

  it('waits for the full index when no title or heading has the words', async () => {
    const full = deferred<EmbeddedIndexFile>()
    const engine = createSearchEngine({ loadIndexFile: () => full.promise, loadFirstIndexFile: async () => headingsFile })
    let answered = false
    const pending = engine.search('slice', limits).then((response) => ((answered = true), response))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(answered).toBe(false)
    full.resolve(fullFile)
    const response = await pending
    expect(response.partial).toBeUndefined()
    expect(response.groups.map((group) => group.url)).toContain('/recipes/structuring-reducers')
  })

  it('answers from the full index when the first index fails', async () => {
    const engine = createSearchEngine({
      loadIndexFile: async () => fullFile,
      loadFirstIndexFile: () => Promise.reject(new Error('HTTP 404')),
    })
    const response = await engine.search('combineReducers', limits)
    expect(response.partial).toBeUndefined()
    expect(response.groups[0].url).toBe('/api/combinereducers')
  })

  it('starts both loads on warm(), the small file first, each once', async () => {
    const calls: string[] = []
    const loadFirstIndexFile = vi.fn(async () => (calls.push('headings'), headingsFile))
    const loadIndexFile = vi.fn(async () => (calls.push('full'), fullFile))
    const engine = createSearchEngine({ loadIndexFile, loadFirstIndexFile })
    engine.warm()
    expect(calls).toEqual(['headings', 'full'])
    await engine.whenComplete()
    await engine.search('combineReducers', limits)
    expect(loadFirstIndexFile).toHaveBeenCalledTimes(1)
    expect(loadIndexFile).toHaveBeenCalledTimes(1)
  })
})

describe('groups that are counted, not shown', () => {
  it('marks the words of the shown groups only, and still returns the others to count', async () => {
    const index = await createEmbeddedIndex(fullFile)
    const all = index.search('reducers', { maxGroups: 10, maxHitsPerGroup: 3 })
    const firstShown = index.search('reducers', { maxGroups: 10, maxHitsPerGroup: 3, shown: 1 })
    expect(firstShown.map((group) => group.url)).toEqual(all.map((group) => group.url))
    expect(firstShown[0]).toEqual(all[0])
    expect(all[1].hits.length).toBeGreaterThan(0)
    expect(firstShown[1]).toEqual({
      url: all[1].url,
      category: all[1].category,
      title: [{ text: 'Structuring Reducers', match: false }],
      hits: [],
    })
  })
})

describe('the full index, built in idle time', () => {
  const manySections: EmbeddedIndexFile = {
    ...fullFile,
    sections: Array.from(
      { length: 50 },
      (_, i) => [0, `s${i}`, `Section ${i}`, '', `Text of section number${i}.`] as [number, string, string, string, string],
    ),
  }

  it('adds sections while each idle period lasts, and 20 at a time when its timeout fires first', async () => {
    for (const [didTimeout, expectedCallbacks] of [
      [false, 10], // 5 sections a period: the first, then 4 more while time remains
      [true, 3], // 20, 20, 10
    ] as const) {
      let callbacks = 0
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
        callbacks++
        let left = 4
        setTimeout(() => callback({ didTimeout, timeRemaining: () => (left-- > 0 ? 5 : 0) }))
        return callbacks
      })
      try {
        const index = await createEmbeddedIndex(manySections, { chunked: true })
        expect(callbacks).toBe(expectedCallbacks)
        expect(index.search('number49')[0].hits[0].url).toBe('/api/combinereducers#s49')
      } finally {
        vi.unstubAllGlobals()
      }
    }
  })
})

describe('the status line of a partial answer', () => {
  it('gives no count until the full index has answered (the count would grow)', () => {
    const group = { url: '/a', category: '', title: [], hits: [] }
    const response = { groups: [group], source: 'embedded' as const, tookMs: 1 }
    expect(statusText({ query: 'reducer', loading: false, total: 47, response: { ...response, partial: true } })).toBe(
      'Pages whose titles and headings match “reducer”; searching the full text…',
    )
    expect(statusText({ query: 'reducer', loading: false, total: 97, response })).toBe('97 pages match “reducer”; showing the first 1')
  })
})
