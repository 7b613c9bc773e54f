import { camelCaseParts, namedTerms, termOf, wordsOf, type NamedTerms } from './terms.ts'

// Ranking as a reader means it: a page whose title names the term first, then a page with a heading
// that names it, then pages that only mention it in their text. Within each tier, the page that says
// the most about it first: its best section, plus a share of its next best (the page that teaches
// thunks has several sections on them; a page with one passing heading has one).

/** One word of the query, as the ranking compares it with titles and headings. */
export interface QueryTerm {
  term: string
  /** The word as typed, lowercased. */
  word: string
  /** The terms of its camelCase parts (`createSlice` → `creat`, `slice`), if it has any. */
  parts: string[]
  /** The word being typed: a title or heading word it starts counts too. */
  prefix: boolean
}

export function queryTermsOf(query: string): QueryTerm[] {
  const words = wordsOf(query)
  const terms: QueryTerm[] = []
  words.forEach((word, i) => {
    const term = termOf(word)
    if (!term) return
    const parts = camelCaseParts(word)
    terms.push({
      term,
      word: word.toLowerCase(),
      parts: parts.length > 1 ? parts.map((part) => termOf(part) ?? part.toLowerCase()) : [],
      prefix: i === words.length - 1,
    })
  })
  return terms
}

/**
 * How well a title or heading names one query term: 1 as the word typed, a little less in another form
 * (`Reducing` for `reducers`), less as a camelCase part or the start of a word, 0 not at all.
 */
function naming(named: NamedTerms, { term, word, parts, prefix }: QueryTerm): number {
  if (named.words.has(word)) return 1
  if (named.whole.has(term)) return 0.95
  if (named.parts.has(term)) return 0.9
  // `createSlice` named by "Creating Slice Reducers", `configureStore` by "Configuring Your Store".
  if (parts.length && parts.every((part) => named.whole.has(part) || named.parts.has(part))) return 0.85
  // The word being typed, as typed: its stem (`reduc` of `reducers`) would also start `redux`.
  if (prefix && word.length >= 3) for (const written of named.words) if (written.startsWith(word)) return 0.8
  // Typed past the stem (`testi` of `testing`, the title saying `Tests`).
  if (prefix && word.length > 4 && [word.slice(0, -1), word.slice(0, -2)].some((shorter) => named.whole.has(termOf(shorter) ?? '')))
    return 0.8
  return 0
}

const TITLE = 3
const HEADING = 2
const TEXT = 1

/** The headings of a section, read once when the index is built. */
export interface SectionHeadings {
  title: NamedTerms
  lvl2: NamedTerms
  lvl3: NamedTerms
}

export const sectionHeadings = (title: string, lvl2: string, lvl3: string): SectionHeadings => ({
  title: namedTerms(title),
  lvl2: namedTerms(lvl2),
  lvl3: namedTerms(lvl3),
})

/** 3 when the page title names every query term, 2 when the section's headings do, 1 otherwise (fractions for parts and prefixes). */
export function sectionNaming(headings: SectionHeadings, terms: QueryTerm[]): number {
  if (!terms.length) return TEXT
  let total = 0
  for (const term of terms) {
    const inTitle = TITLE * naming(headings.title, term)
    const inHeading = HEADING * Math.max(naming(headings.lvl2, term), naming(headings.lvl3, term))
    total += Math.max(inTitle, inHeading, TEXT)
  }
  return total / terms.length
}

/** How much of the page title the query is: 1 for a title that is the term ("Reducers"), 1/3 for "Reusing Reducer Logic". */
export function titleFocus(headings: SectionHeadings, terms: QueryTerm[]): number {
  if (!terms.length) return 0
  const named = terms.reduce((sum, term) => sum + naming(headings.title, term), 0) / terms.length
  return named / Math.max(1, headings.title.whole.size)
}

const tierOf = (naming: number) => (naming >= TITLE * 0.8 ? TITLE : naming >= HEADING * 0.8 ? HEADING : TEXT)

export interface ScoredSection {
  pageUrl: string
  /** The search score of the section, times how well its headings name the query. */
  score: number
  naming: number
  /** titleFocus of the section's page. */
  titleFocus: number
}

/**
 * Orders sections page by page: pages by tier, then by their best section plus a decreasing share of
 * the next ones; each page's sections by score. The result keeps all of a page's sections together.
 */
export function rankByPage<T extends ScoredSection>(sections: T[]): T[] {
  const pages = new Map<string, T[]>()
  for (const section of sections) {
    const page = pages.get(section.pageUrl)
    if (page) page.push(section)
    else pages.set(section.pageUrl, [section])
  }
  const ranked = [...pages.values()].map((page) => {
    page.sort((a, b) => b.score - a.score)
    const naming = Math.max(...page.map((section) => section.naming))
    // How much the page says about the query: its best sections' search scores added up (at most
    // eight, so a long page does not win by length alone). The heading bonus decides the order within
    // a tier only through the section that has it: the page that teaches a term in several sections
    // beats the page with one heading on it.
    const depth = page.slice(0, 8).reduce((sum, section) => sum + section.score / section.naming, 0)
    const tier = tierOf(naming)
    // Among pages whose title names the term, the title that is most nearly the term first: "Reducers"
    // before "Reusing Reducer Logic" and "Reducing Boilerplate".
    return { page, tier, titleNaming: tier === TITLE ? page[0].titleFocus : 0, score: depth }
  })
  ranked.sort((a, b) => b.tier - a.tier || b.titleNaming - a.titleNaming || b.score - a.score)
  return ranked.flatMap(({ page }) => page)
}
