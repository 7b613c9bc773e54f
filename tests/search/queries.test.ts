import { describe, expect, it } from 'vitest'
import { highlightedSnippet, textOfParts } from '../../src/search/highlight.ts'
import { MAX_QUERY_LENGTH, createSearchEngine, meaningfulQuery } from '../../src/search/searchEngine.ts'
import type { EmbeddedIndexFile } from '../../shared/searchTypes.ts'

// Issue 16, item 7: no doubled ellipsis in snippets; queries capped and one-letter terms dropped. (The page a
// reader wants first, over the real docs, is in tests/src/search/ranking.test.ts, which builds their index.)

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
