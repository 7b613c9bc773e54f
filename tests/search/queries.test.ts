import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectRecords } from '../../plugins/search/collectRecords.ts'
import { sidebarConfig } from '../../sidebar.config.ts'
import { toEmbeddedIndexFile } from '../../plugins/search/indexFile.ts'
import { createEmbeddedIndex, type EmbeddedIndex } from '../../src/search/embeddedIndex.ts'
import { highlightedSnippet, textOfParts } from '../../src/search/highlight.ts'
import { MAX_QUERY_LENGTH, createSearchEngine, meaningfulQuery } from '../../src/search/searchEngine.ts'
import type { EmbeddedIndexFile } from '../../shared/searchTypes.ts'
import { wantedFirst } from './wantedFirst.ts'

const root = path.resolve(import.meta.dirname, '../..')

// Issue 16, item 7: no doubled ellipsis in snippets; queries capped and one-letter terms dropped.

describe('snippets', () => {
  const doubled = /(\.\.\.|…)\s*…|…\s*(\.\.\.|…)/

  it('has no doubled ellipsis where the excerpt is cut next to dots', () => {
    // Wherever the cut falls, a word ending (or starting) in `...`, `…` or `=> …` must not meet the cut's `…`.
    for (const dots of ['...', '…', '=> …', '=> ...']) {
      for (let k = 0; k < 60; k++) {
        const after = `reducer ${'ab '.repeat(k)}wait${dots} ${'more '.repeat(60)}`
        expect(textOfParts(highlightedSnippet(after, ['reducer'])), `${dots} ${k}`).not.toMatch(doubled)
        const before = `${'more '.repeat(60)}${dots} ${'ab '.repeat(k)}reducer ${'more '.repeat(60)}`
        expect(textOfParts(highlightedSnippet(before, ['reducer'])), `${dots} ${k}`).not.toMatch(doubled)
      }
    }
  })

  it('keeps a short section whole, its own dots included', () => {
    expect(textOfParts(highlightedSnippet('Wait for it...', ['wait']))).toBe('Wait for it...')
  })
})

describe('queries', () => {
  it('caps the length of a query', () => {
    expect(meaningfulQuery('x'.repeat(10_000)).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(MAX_QUERY_LENGTH).toBeLessThanOrEqual(200)
  })

  it('drops one-letter terms unless one is the whole query', () => {
    expect(meaningfulQuery('e')).toBe('e')
    expect(meaningfulQuery('  S  ')).toBe('S')
    expect(meaningfulQuery('a store')).toBe('store')
    expect(meaningfulQuery('getState()  x')).toBe('getState()')
    expect(meaningfulQuery('e e e e')).toBe('')
    expect(meaningfulQuery('e '.repeat(5000))).toBe('')
    expect(meaningfulQuery('dispatch an action')).toBe('dispatch an action')
    expect(meaningfulQuery('Redux 5 x')).toBe('Redux 5')
  })

  const indexFile: EmbeddedIndexFile = {
    version: 1,
    categories: ['API Reference'],
    pages: Array.from({ length: 30 }, (_, i) => [`/page-${i}`, 0, `Page ${i}`] as [string, number, string]),
    sections: Array.from(
      { length: 30 },
      (_, i) =>
        [i, '', '', '', `const handler = (e) => e.preventDefault() in example ${i}, see ${'e'.repeat((i % 5) + 1)}`] as [
          number,
          string,
          string,
          string,
          string,
        ],
    ),
  }
  const limits = { maxGroups: 20, maxHitsPerGroup: 3 }

  it('a 10 KB query of one repeated letter matches nothing', async () => {
    const engine = createSearchEngine({ loadIndexFile: async () => indexFile })
    expect((await engine.search('e'.repeat(10_000), limits)).groups).toEqual([])
    expect((await engine.search('e '.repeat(5_000), limits)).groups).toEqual([])
    // A real query still answers.
    expect((await engine.search('preventDefault', limits)).groups.length).toBeGreaterThan(0)
  })
})

describe('the page a reader wants first, over the real docs', () => {
  let index: EmbeddedIndex
  beforeAll(async () => {
    index = await createEmbeddedIndex(toEmbeddedIndexFile(await collectRecords(root, sidebarConfig)))
  }, 180_000)

  const firstPage = (query: string) => index.search(query)[0]?.url

  it.each(wantedFirst.filter((row) => !row.knownMiss))('$query → $page', ({ query, page, also = [] }) => {
    expect([page, ...also]).toContain(firstPage(query))
  })

  it('gets the best page first for at least 9 queries in 10 (the README reports this score)', () => {
    const hits = wantedFirst.filter(({ query, page, also = [] }) => [page, ...also].includes(firstPage(query)!))
    expect(hits.length / wantedFirst.length).toBeGreaterThanOrEqual(0.9)
    // A known miss still finds a wanted page near the top, and is still a miss (else move it up to the table).
    for (const { query, page, also = [], knownMiss } of wantedFirst.filter((row) => row.knownMiss)) {
      expect(firstPage(query)).toBe(knownMiss)
      const top3 = index
        .search(query)
        .slice(0, 3)
        .map((group) => group.url)
      expect(
        [page, ...also].some((wanted) => top3.includes(wanted)),
        `${query}: ${top3.join(', ')}`,
      ).toBe(true)
    }
  })

  it('keeps one group per page, the sections that name the term first', () => {
    const groups = index.search('thunk')
    expect(new Set(groups.map((group) => group.url)).size).toBe(groups.length)
    const [part5] = groups
    expect(part5.hits[0].headings.flat().some((part) => part.match && /^thunks?$/i.test(part.text))).toBe(true)
  })

  it('finds word forms by their stem, and marks whole words', () => {
    const marked = (query: string) =>
      index
        .search(query)
        .slice(0, 5)
        .flatMap((group) => group.hits.flatMap((hit) => [...hit.headings.flat(), ...hit.snippet]))
        .filter((part) => part.match)
        .map((part) => part.text.toLowerCase())
    expect(marked('testing')).toContain('tests')
    expect(marked('reducer')).toContain('reducers')
    // Never a word that only starts like the stem (`redux` for `reduc`), nor a piece of a word.
    expect(marked('reducers')).not.toContain('redux')
    expect(marked('thunk')).toContain('thunks')
  })

  it('matches a camelCase API name whole and by its parts', () => {
    expect(index.search('thunk').map((group) => group.url)).toContain('/recipes/usage-with-typescript') // createAsyncThunk, ThunkAction
    expect(['/tutorials/essentials/part-2-app-structure', '/tutorials/fundamentals/part-8-modern-redux']).toContain(
      firstPage('createSlice'),
    )
    // The parts find more, but are not marked: `create` alone is every other word.
    const marks = index
      .search('createSlice')
      .flatMap((group) => group.hits.flatMap((hit) => hit.snippet))
      .filter((part) => part.match)
    expect(marks.map((part) => part.text.toLowerCase())).not.toContain('create')
  })

  it('answers a query in a few milliseconds', () => {
    const start = performance.now()
    for (let round = 0; round < 3; round++) for (const { query } of wantedFirst) index.search(query)
    expect((performance.now() - start) / (3 * wantedFirst.length)).toBeLessThan(50)
  })
})
