// Limits a page's source is held to before it is parsed, so that input no real page has (thousands of
// nested blockquotes, lists or elements; a line of hundreds of kilobytes) is an error naming file:line
// within a second, rather than a stack overflow deep in a recursive tree walk or minutes of parsing.
// One linear pass over the lines; fenced code is skipped (its text is not nested), as are code spans.

/** Nesting of blockquotes, lists and HTML/JSX elements a page may have (real pages stay below 10). */
export const MAX_NESTING = 100
/** Characters on one line (a long paragraph is a few thousand). */
export const MAX_LINE_LENGTH = 100_000

export interface SourceProblem {
  line: number
  column: number
  reason: string
}

// Container markers at the start of a line: `>`, `-`, `*`, `+`, `1.` / `1)`, each followed by white space.
const containerPrefix = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*[ \t]*/
const marker = /(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$)/g
const fence = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})/
// Elements whose end tag HTML lets an author leave out, and void elements: neither is counted as nesting.
const notNesting = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'option',
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const tag = /<(\/?)([A-Za-z][\w.:-]*)(?:\s[^<>]*?)?(\/?)>/g

/**
 * Problems of a source (empty when it is within the limits). A line's container depth is counted as its
 * markers plus half its leading indentation (each nested list indents its items by at least two
 * columns), which overestimates and never underestimates; elements are counted by their tags.
 */
export function sourceLimitProblems(source: string): SourceProblem[] {
  const lines = source.split('\n')
  let open: { char: string; length: number } | undefined
  let elementDepth = 0
  const at = (index: number, column: number, reason: string) => [{ line: index + 1, column, reason }]
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (line.length > MAX_LINE_LENGTH) {
      return at(
        index,
        1,
        `line of ${line.length} characters: the limit is ${MAX_LINE_LENGTH} (break it up, or put the data in a file under public/)`,
      )
    }
    const fenceMarker = fence.exec(line)?.[1]
    if (open) {
      if (fenceMarker && fenceMarker[0] === open.char && fenceMarker.length >= open.length) open = undefined
      continue
    }
    if (fenceMarker) open = { char: fenceMarker[0], length: fenceMarker.length }
    const prefix = containerPrefix.exec(line)![0]
    // Most lines start with neither white space nor a marker: no containers to count.
    const containers = prefix
      ? (prefix.match(marker)?.length ?? 0) + Math.floor(prefix.replace(/\t/g, '    ').replace(/\S/g, '').length / 2)
      : 0
    if (containers > MAX_NESTING) {
      return at(
        index,
        1,
        `blockquotes and lists nested more than ${MAX_NESTING} deep (the limit: deeper trees overflow the stack of the tools that walk them)`,
      )
    }
    // A tag starts with `<`: most lines have none.
    if (fenceMarker || !line.includes('<')) continue
    for (const match of line.replace(/`+[^`]*`+/g, (span) => ' '.repeat(span.length)).matchAll(tag)) {
      const [, closing, name, selfClosing] = match
      if (selfClosing || notNesting.has(name.toLowerCase())) continue
      elementDepth = closing ? Math.max(0, elementDepth - 1) : elementDepth + 1
      if (elementDepth > MAX_NESTING) {
        return at(
          index,
          (match.index ?? 0) + 1,
          `elements nested more than ${MAX_NESTING} deep (the limit: deeper trees overflow the stack of the tools that walk them)`,
        )
      }
    }
  }
  return []
}
