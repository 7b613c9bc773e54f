import { stemmer } from 'stemmer'

// How text becomes search terms, the same for the index, the query, the ranking and the highlighter:
// words (runs of letters and digits), lowercased, common words left out, each reduced to its Porter stem
// (`testing`, `tests` → `test`; `reducers`, `reducer` → `reduc`), camelCase API names indexed whole
// and by their parts (`createAsyncThunk` is also `create`, `async`, `thunk`), and a dotted name also as
// the one word readers type for it (`Next.js` is also `nextjs`).

/** Runs of letters and digits. */
export const wordPattern = /[\p{L}\p{N}]+/gu
/** `applyMiddleware` → `apply`, `Middleware`; `HTMLElement` → `HTML`, `Element`. */
const camelPartPattern = /\p{Lu}?[\p{Ll}\p{N}]+|\p{Lu}+(?!\p{Ll})/gu
// Only a word with a case change inside (`applyMiddleware`, `HTMLElement`) has camelCase parts.
const hasCamelParts = /[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u

export function camelCaseParts(word: string): string[] {
  if (!hasCamelParts.test(word)) return [word]
  return word.match(camelPartPattern) ?? [word]
}

// Words too common to tell sections apart; leaving them out makes the index a third faster to build.
const stopWords = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these they this to was were will with you your'.split(
    ' ',
  ),
)

// The docs have a few thousand distinct words, each seen many times: stem each once.
const stems = new Map<string, string>()

/** The term a word is indexed and searched as (`Reducers` → `reduc`), or null for a common word. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase()
  if (stopWords.has(lower)) return null
  let stem = stems.get(lower)
  if (stem === undefined) {
    // Numbers and short words stay as they are (`v5`, `api`).
    stem = lower.length > 3 && /^\p{Ll}+$/u.test(lower) ? stemmer(lower) : lower
    stems.set(lower, stem)
  }
  return stem
}

/**
 * A name written with a dot before a short suffix: `Next.js`, `Immutable.JS`, `Socket.io`. Readers type it
 * as one word (`nextjs`); the text's words are `Next` and `js`.
 */
export const dottedNamePattern = /[\p{L}\p{N}]+\.\p{L}{2,3}(?![\p{L}\p{N}])/gu

/** The dotted names of a text as one word each (`Next.js` → `Nextjs`). */
export const joinedDottedNames = (text: string): string[] => (text.match(dottedNamePattern) ?? []).map((name) => name.replace('.', ''))

/** The words of a text. */
export const wordsOf = (text: string): string[] => text.match(wordPattern) ?? []

/** Words of a text, the camelCase parts of each and its dotted names joined, as the index splits a text (before termOf). */
export function indexWords(text: string): string[] {
  const words: string[] = []
  for (const word of wordsOf(text)) {
    words.push(word)
    const parts = camelCaseParts(word)
    if (parts.length > 1) words.push(...parts)
  }
  words.push(...joinedDottedNames(text))
  return words
}

/** The terms a text names: `whole` of its words, `parts` of its camelCase words' parts; `words` as written, lowercased. */
export interface NamedTerms {
  whole: Set<string>
  parts: Set<string>
  words: Set<string>
}

export function namedTerms(text: string): NamedTerms {
  const whole = new Set<string>()
  const parts = new Set<string>()
  const words = new Set<string>()
  for (const word of [...wordsOf(text), ...joinedDottedNames(text)]) {
    words.add(word.toLowerCase())
    const term = termOf(word)
    if (term) whole.add(term)
    const wordParts = camelCaseParts(word)
    if (wordParts.length > 1) for (const part of wordParts) parts.add(termOf(part) ?? part.toLowerCase())
  }
  return { whole, parts, words }
}
