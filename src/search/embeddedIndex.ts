import MiniSearch, { type SearchOptions } from 'minisearch'
import type { EmbeddedIndexFile, RecordType, SearchResultGroup } from '../../shared/searchTypes.ts'
import { camelCaseParts, highlightTerms, highlightedSnippet, wordPattern } from './highlight.ts'
import { groupByPage } from './groupResults.ts'

// The embedded search engine: MiniSearch over the heading sections of every page, built in the browser
// from the index file the search plugin emits (see plugins/search/indexFile.ts for why not prebuilt).

export interface Section {
  url: string
  pageUrl: string
  category: string
  title: string
  lvl2: string
  lvl3: string
  content: string
  type: RecordType
}

export function sectionsFromIndexFile(file: EmbeddedIndexFile): Section[] {
  return file.sections.map(([page, anchor, lvl2, lvl3, content]) => {
    const [pageUrl, category, title] = file.pages[page]
    const type: RecordType = lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1'
    return { url: anchor ? `${pageUrl}#${anchor}` : pageUrl, pageUrl, category: file.categories[category], title, lvl2, lvl3, content, type }
  })
}

// Words too common to tell sections apart; leaving them out makes the index a third faster to build.
const stopWords = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these they this to was were will with you your'.split(' '),
)

/** Words of a text, and the camelCase parts of each (`applyMiddleware` is also `apply` and `middleware`). */
function indexTerms(text: string): string[] {
  const terms: string[] = []
  for (const word of text.match(wordPattern) ?? []) {
    terms.push(word)
    const parts = camelCaseParts(word)
    if (parts.length > 1) terms.push(...parts)
  }
  return terms
}

const processTerm = (term: string) => {
  const lower = term.toLowerCase()
  return stopWords.has(lower) ? null : lower
}

const searchOptions: SearchOptions = {
  // Queries are not split at camelCase: `applyMiddleware` should find that word, not every `apply`.
  tokenize: (text) => text.match(wordPattern) ?? [],
  processTerm,
  // Prefix matching from the second letter, typo tolerance from the fourth (one typo per five letters).
  prefix: (term) => term.length > 1,
  fuzzy: (term) => (term.length > 3 ? 0.2 : false),
  // A word in the page title counts three times a word in the text, a heading's twice.
  boost: { title: 3, lvl2: 2, lvl3: 1.5, content: 1 },
  // Among equal matches, a page's introduction before its sections.
  boostDocument: (_id, _term, stored) => (stored?.type === 'lvl1' ? 1.2 : 1),
  combineWith: 'AND',
}

const normalizeWords = (text: string) => (text.toLowerCase().match(wordPattern) ?? []).join(' ')

/**
 * Word frequencies alone let a long FAQ answer that repeats `getState` outrank the `getState()` heading
 * of the Store API. A title or heading that is the query (×2), or starts with it (×1.5), wins.
 */
function headingBonus(headings: string[], query: string): number {
  if (!query) return 1
  let bonus = 1
  for (const words of headings) {
    if (words === query) return 2
    if (words.startsWith(query + ' ')) bonus = 1.5
  }
  return bonus
}

export interface EmbeddedIndex {
  /** Results grouped by page; multi-word queries need every word, else fall back to any word. */
  search(query: string, options?: { maxGroups?: number; maxHitsPerGroup?: number }): SearchResultGroup[]
}

/** Builds the index; `chunked` yields to the browser between batches so typing stays smooth. */
export async function createEmbeddedIndex(file: EmbeddedIndexFile, { chunked = false } = {}): Promise<EmbeddedIndex> {
  const sections = sectionsFromIndexFile(file)
  const miniSearch = new MiniSearch<Section & { id: number }>({
    fields: ['title', 'lvl2', 'lvl3', 'content'],
    storeFields: ['type'],
    tokenize: indexTerms,
    processTerm,
    searchOptions,
  })
  const documents = sections.map((section, id) => ({ ...section, id }))
  const normalizedHeadings = sections.map((section) => [section.title, section.lvl2, section.lvl3].map(normalizeWords))
  if (chunked) await miniSearch.addAllAsync(documents, { chunkSize: 100 })
  else miniSearch.addAll(documents)

  return {
    search(query, { maxGroups = 20, maxHitsPerGroup = 5 } = {}) {
      if (!query.trim()) return []
      let results = miniSearch.search(query)
      if (!results.length) results = miniSearch.search(query, { combineWith: 'OR' })
      const words = normalizeWords(query)
      const ranked = results
        .map((result) => {
          const section = sections[result.id as number]
          return { section, terms: result.terms, pageUrl: section.pageUrl, score: result.score * headingBonus(normalizedHeadings[result.id as number], words) }
        })
        .sort((a, b) => b.score - a.score)
      // Only the hits that are shown are highlighted.
      return groupByPage(ranked, { maxGroups, maxHitsPerGroup }).map((hits) => {
        const { section: first, terms: firstTerms } = hits[0]
        return {
          url: first.pageUrl,
          category: first.category,
          title: highlightTerms(first.title, firstTerms),
          hits: hits.map(({ section, terms }) => ({
            url: section.url,
            type: section.type,
            headings: [section.lvl2, section.lvl3].filter(Boolean).map((heading) => highlightTerms(heading, terms)),
            snippet: highlightedSnippet(section.content, terms),
          })),
        }
      })
    },
  }
}
