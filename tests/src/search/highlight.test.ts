import { describe, expect, it } from 'vitest'
import { camelCaseParts, highlightTerms, highlightedSnippet, partsFromTaggedString, textOfParts } from '../../../src/search/highlight.ts'
import { replacesEntry, searchUrl, queryFromSearch } from '../../../src/search/queryHistory.ts'
import { groupByPage, shownCategory } from '../../../src/search/groupResults.ts'

const marked = (parts: { text: string; match: boolean }[]) => parts.filter((part) => part.match).map((part) => part.text)

describe('highlighting', () => {
  it('marks whole words whose lowercase form matched, whatever their case', () => {
    const parts = highlightTerms('Call combineReducers, then COMBINEREDUCERS again.', ['combinereducers'])
    expect(marked(parts)).toEqual(['combineReducers', 'COMBINEREDUCERS'])
    expect(textOfParts(parts)).toBe('Call combineReducers, then COMBINEREDUCERS again.')
  })

  it('marks the camelCase part that matched, and joins adjacent parts into one mark', () => {
    expect(camelCaseParts('applyMiddleware')).toEqual(['apply', 'Middleware'])
    expect(camelCaseParts('HTMLElement')).toEqual(['HTML', 'Element'])
    expect(marked(highlightTerms('Use applyMiddleware here', ['middleware']))).toEqual(['Middleware'])
    expect(marked(highlightTerms('Use applyMiddleware here', ['apply', 'middleware']))).toEqual(['applyMiddleware'])
  })

  it('marks nothing for no terms, and never a part of a plain word', () => {
    expect(highlightTerms('store', [])).toEqual([{ text: 'store', match: false }])
    expect(marked(highlightTerms('restore the store', ['store']))).toEqual(['store'])
  })

  it('cuts a snippet around the first match, at word boundaries, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(30)}the matched word ${'dolor sit '.repeat(30)}`
    const snippet = highlightedSnippet(text, ['matched'], 80)
    const plain = textOfParts(snippet)
    expect(plain.startsWith('…')).toBe(true)
    expect(plain.endsWith('…')).toBe(true)
    expect(plain.length).toBeLessThanOrEqual(82)
    expect(marked(snippet)).toEqual(['matched'])
    expect(plain).toMatch(/^…\w/) // starts on a whole word
  })

  it('keeps a short text whole, and starts at the beginning when nothing matched', () => {
    expect(textOfParts(highlightedSnippet('Short text.', ['x']))).toBe('Short text.')
    expect(textOfParts(highlightedSnippet('word '.repeat(100), ['x'], 40)).startsWith('word')).toBe(true)
  })

  it('reads Algolia highlight tags as marks and leaves any HTML in the value as plain text', () => {
    const parts = partsFromTaggedString('<img src=x onerror=alert(1)> [[m]]combineReducers[[/m]] & [[m]]more', '[[m]]', '[[/m]]')
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'combineReducers', match: true },
      { text: ' & ', match: false },
      { text: 'more', match: true },
    ])
  })
})

describe('the query in the URL', () => {
  it('writes /search?q=… with the query encoded, and reads it back', () => {
    expect(searchUrl('  a&b <c> ')).toBe('/search?q=a%26b+%3Cc%3E')
    expect(queryFromSearch('?q=a%26b+%3Cc%3E')).toBe('a&b <c>')
    expect(searchUrl('   ')).toBe('/search')
    expect(queryFromSearch('')).toBe('')
  })

  it('replaces the history entry while a query is refined, and adds one for a new search', () => {
    expect(replacesEntry('', 'c')).toBe(true)
    expect(replacesEntry('comb', 'combineReducers')).toBe(true)
    expect(replacesEntry('combineReducers', 'combine')).toBe(true)
    expect(replacesEntry('combineReducers', '')).toBe(true)
    expect(replacesEntry('combineReducers', 'store')).toBe(false)
  })
})

describe('grouping by page', () => {
  it('orders pages by their best hit and keeps rank order inside a page, within the limits', () => {
    const hits = ['/a#1', '/b#1', '/a#2', '/c#1', '/a#3', '/b#2'].map((url) => ({ url, pageUrl: url.split('#')[0] }))
    const groups = groupByPage(hits, { maxGroups: 2, maxHitsPerGroup: 2 })
    expect(groups.map((group) => group.map((hit) => hit.url))).toEqual([
      ['/a#1', '/a#2'],
      ['/b#1', '/b#2'],
    ])
  })
})

describe('issue 31: stems, whole words and the group label', () => {
  it('marks other forms of a word by its stem, whole, and never a word that only starts alike', () => {
    expect(marked(highlightTerms('Writing Tests and testing', ['test']))).toEqual(['Tests', 'testing'])
    expect(marked(highlightTerms('reducers, a reducer, Redux', ['reduc']))).toEqual(['reducers', 'reducer'])
    expect(marked(highlightTerms('Use createAsyncThunk', ['thunk']))).toEqual(['Thunk'])
  })

  it('does not repeat the category when the page title says it', () => {
    expect(shownCategory('Recipes', 'Recipes: Index')).toBe('')
    expect(shownCategory('FAQ', 'FAQ Index')).toBe('')
    expect(shownCategory('API Reference', 'API Reference')).toBe('')
    expect(shownCategory('Recipes', 'Writing Tests')).toBe('Recipes')
    expect(shownCategory('FAQ', 'FAQs elsewhere')).toBe('FAQ')
  })
})
