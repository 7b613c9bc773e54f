import MiniSearch, { type Query, type SearchOptions } from 'minisearch'
import type { EmbeddedIndexFile, RecordType, SearchResultGroup } from '../../shared/searchTypes.ts'
import { highlightTerms, highlightedSnippet } from './highlight.ts'
import { camelCaseParts, indexWords, termOf, wordPattern, wordsOf } from './terms.ts'
import { queryTermsOf, rankByPage, sectionHeadings, sectionNaming, titleFocus, type SectionHeadings } from './pageRanking.ts'
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
    return {
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      pageUrl,
      category: file.categories[category],
      title,
      lvl2,
      lvl3,
      content,
      type,
    }
  })
}

const processTerm = (term: string) => termOf(term)

const searchOptions: SearchOptions = {
  // Queries are not split at camelCase: `applyMiddleware` should find that word, not every `apply`.
  tokenize: wordsOf,
  processTerm,
  // Prefix matching from the second letter, typo tolerance from the fifth (one typo per five letters);
  // a word that only looks like the query counts far less than the word itself (`test` is not `rest`).
  prefix: (term) => term.length > 1,
  fuzzy: (term) => (term.length > 5 ? 0.15 : false),
  weights: { prefix: 0.3, fuzzy: 0.1 },
  // A word in the page title counts three times a word in the text, a heading's (h2 or h3) twice.
  boost: { title: 3, lvl2: 2, lvl3: 2, content: 1 },
  // Among equal matches, a page's introduction before its sections.
  boostDocument: (_id, _term, stored) => (stored?.type === 'lvl1' ? 1.2 : 1),
  combineWith: 'AND',
}

/**
 * The query as MiniSearch gets it: every word by its stem (`reducers` finds `reducer` and `reducing`);
 * a camelCase word also by its parts together, at a third of the weight (`createSlice` finds the
 * heading "Creating Slice Reducers"); the last word, which may be half typed, also as the start of a
 * longer word, as typed. Not by its stem: `reduc` (of `reducers`) starts `redux` too. A word typed past
 * its stem (`testi`, on its way to `testing`, stem `test`) is also looked up shortened by a letter or two.
 */
function queryTree(query: string, combineWith: 'AND' | 'OR'): Query {
  const words = wordsOf(query)
  return { combineWith, queries: words.map((word, i) => wordQuery(word, i === words.length - 1)) }
}

function wordQuery(word: string, typing: boolean): Query {
  const exactly = { prefix: false, fuzzy: false }
  const alternatives: Query[] = [{ prefix: false, queries: [word] }]
  const parts = camelCaseParts(word)
  if (parts.length > 1) alternatives.push({ ...exactly, combineWith: 'AND', boostTerm: () => 1 / 3, queries: parts })
  if (typing && word.length > 1) alternatives.push({ fuzzy: false, processTerm: (term: string) => term.toLowerCase(), queries: [word] })
  if (typing && word.length > 4 && termOf(word) === word.toLowerCase()) {
    alternatives.push({ ...exactly, boostTerm: () => 0.5, queries: [word.slice(0, -1), word.slice(0, -2)] })
  }
  return alternatives.length > 1 ? { combineWith: 'OR', queries: alternatives } : word
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

/**
 * Adds the documents in the browser's idle time, as many as fit in each idle period: the app's
 * hydration, the reader's typing and the first index's answers go first. On a slow phone chunks of 100
 * sections between timeouts held the main thread for most of a second each, and every key typed
 * meanwhile waited. Without requestIdleCallback (Safari, Node), 20 at a time between timeouts.
 */
async function addWhenIdle<T>(documents: T[], add: (document: T) => void): Promise<void> {
  let next = 0
  const idle = typeof requestIdleCallback === 'function'
  while (next < documents.length) {
    await new Promise<void>((resolve) => {
      if (!idle) {
        for (const end = Math.min(next + 20, documents.length); next < end;) add(documents[next++])
        setTimeout(resolve, 0)
        return
      }
      // The timeout keeps it going, 20 at a time, on a page that is never idle.
      requestIdleCallback(
        (deadline) => {
          const end = Math.min(deadline.didTimeout ? next + 20 : Infinity, documents.length)
          do add(documents[next++])
          while (next < end && (deadline.didTimeout || deadline.timeRemaining() > 1))
          resolve()
        },
        { timeout: 1000 },
      )
    })
  }
}

export interface EmbeddedIndex {
  /** Results grouped by page; multi-word queries need every word, else fall back to any word. */
  search(query: string, options?: { maxGroups?: number; maxHitsPerGroup?: number; shown?: number }): SearchResultGroup[]
}

/** Builds the index; `chunked` yields to the browser between batches so typing stays smooth. */
export async function createEmbeddedIndex(file: EmbeddedIndexFile, { chunked = false } = {}): Promise<EmbeddedIndex> {
  const sections = sectionsFromIndexFile(file)
  const miniSearch = new MiniSearch<Section & { id: number }>({
    fields: ['title', 'lvl2', 'lvl3', 'content'],
    storeFields: ['type'],
    tokenize: indexWords,
    processTerm,
    searchOptions,
  })
  const documents = sections.map((section, id) => ({ ...section, id }))
  // What the ranking reads of a section's headings, worked out for the sections a query finds (not
  // every section at build: that was a third of the headings index's build).
  const normalized: string[][] = []
  const named: SectionHeadings[] = []
  const normalizedHeadings = (id: number) =>
    (normalized[id] ??= [sections[id].title, sections[id].lvl2, sections[id].lvl3].map(normalizeWords))
  const headingsOf = (id: number) => (named[id] ??= sectionHeadings(sections[id].title, sections[id].lvl2, sections[id].lvl3))
  if (chunked) await addWhenIdle(documents, (document) => miniSearch.add(document))
  else miniSearch.addAll(documents)

  return {
    search(query, { maxGroups = 20, maxHitsPerGroup = 5, shown = maxGroups } = {}) {
      if (!query.trim()) return []
      let results = miniSearch.search(queryTree(query, 'AND'))
      if (!results.length) results = miniSearch.search(queryTree(query, 'OR'))
      const words = normalizeWords(query)
      const terms = queryTermsOf(query)
      // The parts of a camelCase query find more, but marking every `create` for `createSlice` is noise.
      const partsOnly = new Set(terms.flatMap((term) => term.parts))
      for (const { term } of terms) partsOnly.delete(term)
      const ranked = rankByPage(
        results.map((result) => {
          const id = result.id as number
          const section = sections[id]
          const naming = sectionNaming(headingsOf(id), terms)
          return {
            section,
            terms: result.terms.filter((term) => !partsOnly.has(term)),
            pageUrl: section.pageUrl,
            naming,
            titleFocus: titleFocus(headingsOf(id), terms),
            score: result.score * headingBonus(normalizedHeadings(id), words) * naming,
          }
        }),
      )
      // Only the hits that are shown are highlighted; the groups past `shown`, only counted, get their
      // page's title unmarked and no hits.
      return groupByPage(ranked, { maxGroups, maxHitsPerGroup }).map((hits, group) => {
        const { section: first, terms: firstTerms } = hits[0]
        if (group >= shown) return { url: first.pageUrl, category: first.category, title: [{ text: first.title, match: false }], hits: [] }
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
