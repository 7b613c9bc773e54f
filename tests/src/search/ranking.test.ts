import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectRecords } from '../../../plugins/search/collectRecords.ts'
import { sidebarConfig } from '../../../sidebar.config.ts'
import { toEmbeddedIndexFile } from '../../../plugins/search/indexFile.ts'
import { createEmbeddedIndex, type EmbeddedIndex } from '../../../src/search/embeddedIndex.ts'
import type { SearchResultGroup, TextPart } from '../../../shared/searchTypes.ts'

// The embedded engine over the real docs (every page of content/, compiled by the site's pipeline).

const root = path.resolve(import.meta.dirname, '../../..')
let index: EmbeddedIndex

beforeAll(async () => {
  index = await createEmbeddedIndex(toEmbeddedIndexFile(await collectRecords(root, sidebarConfig)))
}, 180_000)

const pagesFor = (query: string) => index.search(query).map((group) => group.url)
const marks = (parts: TextPart[]) => parts.filter((part) => part.match).map((part) => part.text)
const allMarks = (groups: SearchResultGroup[]) =>
  groups.flatMap((group) => [
    ...marks(group.title),
    ...group.hits.flatMap((hit) => [...hit.headings.flatMap(marks), ...marks(hit.snippet)]),
  ])

describe('ranking over the real docs', () => {
  it('puts the combineReducers API page first for "combineReducers"', () => {
    const groups = index.search('combineReducers')
    expect(groups[0].url).toBe('/api/combinereducers')
    expect(groups[0].category).toBe('API Reference')
    expect(groups[0].hits[0].url).toBe('/api/combinereducers') // the page itself before its sections
    expect(pagesFor('combineReducers')).toContain('/recipes/structuring-reducers/using-combinereducers')
  })

  it('still finds applyMiddleware through the typo "applymidleware", and marks the real word', () => {
    const groups = index.search('applymidleware')
    expect(groups[0].url).toBe('/api/applymiddleware')
    expect(marks(groups[0].title)).toEqual(['applyMiddleware'])
    expect(allMarks(groups.slice(0, 3))).toContain('applyMiddleware')
  })

  it('matches prefixes as the reader types', () => {
    expect(pagesFor('combineRed')[0]).toBe('/api/combinereducers')
    expect(pagesFor('bindActionCr')[0]).toBe('/api/bindactioncreators')
  })

  it('prefers a heading that is the query over a long answer that repeats it', () => {
    const [first] = index.search('getState')
    expect(first.hits[0].url).toBe('/api/store#getstate')
  })

  it('needs every word of a multi-word query, and finds camelCase parts', () => {
    const groups = index.search('selector memoize')
    expect(groups.length).toBeGreaterThan(0)
    expect(groups.map((group) => group.url)).toContain('/recipes/computing-derived-data')
    // "middleware" alone finds the applyMiddleware page through the word's camelCase part.
    expect(pagesFor('middleware')).toContain('/api/applymiddleware')
  })

  it('answers nothing for gibberish, and nothing for an empty query', () => {
    expect(index.search('qzxwvjk')).toEqual([])
    expect(index.search('   ')).toEqual([])
  })
})
