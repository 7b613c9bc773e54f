import type { TextPart } from '../../shared/searchTypes.ts'
import { camelCaseParts, dottedNamePattern, termOf, wordPattern } from './terms.ts'

// Marking matched words in plain text, for both engines. The output is a list of text runs that React
// renders as text nodes: a query or a record is never parsed as HTML.

export { camelCaseParts, wordPattern } from './terms.ts'

/** Whether a word (or camelCase part) is one of the wanted terms, as typed or by its stem (`Thunks` for `thunk`). */
const isWanted = (word: string, wanted: Set<string>) => wanted.has(word.toLowerCase()) || wanted.has(termOf(word) ?? '')

/** Ranges of `text` to mark (from `from`; at most `limit` of them). */
function matchRanges(text: string, wanted: Set<string>, from = 0, limit = Infinity): [number, number][] {
  const ranges: [number, number][] = []
  if (!wanted.size) return ranges
  // A dotted name (`Next.js`) first, marked whole when its joined form (`nextjs`) is wanted.
  const words = new RegExp(`${dottedNamePattern.source}|${wordPattern.source}`, 'gu')
  words.lastIndex = from
  for (let match = words.exec(text); match && ranges.length < limit; match = words.exec(text)) {
    let word = match[0]
    const start = match.index
    const dot = word.indexOf('.')
    if (dot > 0) {
      if (isWanted(word.replace('.', ''), wanted)) {
        ranges.push([start, start + word.length])
        continue
      }
      // Else its words one by one: this one now, the one after the dot next.
      word = word.slice(0, dot)
      words.lastIndex = start + dot
    }
    if (isWanted(word, wanted)) {
      ranges.push([start, start + word.length])
      continue
    }
    const parts = camelCaseParts(word)
    if (parts.length < 2) continue
    let offset = 0
    for (const part of parts) {
      const at = word.indexOf(part, offset)
      offset = at + part.length
      if (part.length > 1 && isWanted(part, wanted)) ranges.push([start + at, start + at + part.length])
    }
  }
  return ranges
}

const termSet = (terms: Iterable<string>) => new Set([...terms].flatMap((term) => [term.toLowerCase(), termOf(term) ?? '']).filter(Boolean))

/**
 * Marks every whole word of `text` that is one of `terms` as typed or by its stem (`Thunks` for
 * `thunk`); when only a camelCase part of a word matches (`middleware` in `applyMiddleware`), marks
 * that part, a word of its own. Never a piece of a word (`rest` in `restore`).
 */
export function highlightTerms(text: string, terms: Iterable<string>): TextPart[] {
  return partsFromRanges(text, matchRanges(text, termSet(terms)))
}

/**
 * An excerpt of about `length` characters around the first match of `terms` (or the start of the
 * text), cut at word boundaries, with `…` where text was left out, its matches marked. Only the
 * excerpt is scanned past the first match: a long section costs no more than a short one.
 */
export function highlightedSnippet(text: string, terms: Iterable<string>, length = 160): TextPart[] {
  const wanted = termSet(terms)
  if (text.length <= length) return partsFromRanges(text, matchRanges(text, wanted))
  const firstMatch = matchRanges(text, wanted, 0, 1)[0]?.[0] ?? 0
  let start = Math.max(0, firstMatch - Math.floor(length / 4))
  let end = Math.min(text.length, start + length)
  start = Math.max(0, end - length)
  if (start > 0) start = wordBoundaryAfter(text, start)
  if (end < text.length) end = wordBoundaryBefore(text, end, firstMatch + 1)
  // Dots (`...`, `…`) and spaces next to a cut would double the `…` added there: leave them out.
  if (start > 0) while (start < end && elided.test(text[start])) start++
  if (end < text.length) while (end > start && elided.test(text[end - 1])) end--
  const excerpt = text.slice(start, end)
  const parts = partsFromRanges(excerpt, matchRanges(excerpt, wanted))
  if (start > 0) parts.unshift({ text: '…', match: false })
  if (end < text.length) parts.push({ text: '…', match: false })
  return mergeAdjacent(parts)
}

/** Splits `text` into marked and unmarked runs, given sorted, non-overlapping ranges to mark. */
function partsFromRanges(text: string, ranges: [number, number][]): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false })
    const last = parts.at(-1)
    // Adjacent camelCase parts (`apply` + `Middleware`) read as one mark.
    if (last?.match && start === at) last.text += text.slice(start, end)
    else parts.push({ text: text.slice(start, end), match: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false })
  return parts
}

/** What a cut's `…` stands in for already: dots, ellipses and spaces. */
const elided = /[\s.…]/

function wordBoundaryAfter(text: string, at: number): number {
  const space = text.indexOf(' ', at)
  return space === -1 || space - at > 20 ? at : space + 1
}

function wordBoundaryBefore(text: string, at: number, notBefore: number): number {
  const space = text.lastIndexOf(' ', at)
  return space <= notBefore || at - space > 20 ? at : space
}

function mergeAdjacent(parts: TextPart[]): TextPart[] {
  const out: TextPart[] = []
  for (const part of parts) {
    const last = out.at(-1)
    if (last && last.match === part.match) last.text += part.text
    else out.push({ ...part })
  }
  return out
}

/**
 * Reads a string Algolia highlighted with our own tags (see algolia.ts) into text runs. The string is
 * treated as plain text: anything else in it, `<img onerror>` included, stays literal text.
 */
export function partsFromTaggedString(value: string, preTag: string, postTag: string): TextPart[] {
  const parts: TextPart[] = []
  let rest = value
  while (rest) {
    const open = rest.indexOf(preTag)
    if (open === -1) {
      parts.push({ text: rest, match: false })
      break
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), match: false })
    const close = rest.indexOf(postTag, open + preTag.length)
    const end = close === -1 ? rest.length : close
    const marked = rest.slice(open + preTag.length, end)
    if (marked) parts.push({ text: marked, match: true })
    rest = close === -1 ? '' : rest.slice(close + postTag.length)
  }
  return mergeAdjacent(parts.filter((part) => part.text))
}

/** Plain text of some runs. */
export const textOfParts = (parts: TextPart[]) => parts.map((part) => part.text).join('')
