import type { Processor } from 'unified'
import type { VFile } from 'vfile'

// Docusaurus' `:::note Title words` syntax, which remark-directive does not parse (its label is
// `:::note[Title]`). Docusaurus 3 rewrites such lines before parsing (`admonitionTitleToDirectiveLabel`
// in @docusaurus/utils); so do we, with the same rule, except that lines inside fenced code blocks are
// left alone (a page that documents the syntax shows it as written).

/** One line: `:::type Title` → `:::type[Title]` when `type` is one of `names`; any other line as it is. */
export function admonitionTitleToLabel(line: string, names: readonly string[]): string {
  const match = line.match(openingLine(names))
  return match && !match[2].startsWith('[') && !match[2].startsWith('{') ? `${match[1]}[${match[2]}]` : line
}

// The title is `\S(?:.*\S)?` (greedy, then back to its last non-space): a lazy `\S.*?` before `\s*$` tried
// `\s*$` at every step, quadratic in the line's trailing white space.
const openings = new Map<string, RegExp>()
function openingLine(names: readonly string[]): RegExp {
  const key = names.join('|')
  let regex = openings.get(key)
  if (!regex) openings.set(key, (regex = new RegExp(`^((?:> ?)*(?: +|\\t+)?:{3,}(?:${key})) +(\\S(?:.*\\S)?)\\s*$`)))
  return regex
}

/** Rewrites `:::type Title` to `:::type[Title]` for the given directive names, outside fenced code. */
export function admonitionTitlesToLabels(source: string, names: readonly string[]): string {
  if (!source.includes(':::')) return source
  let fence: { char: string; length: number } | undefined
  return source
    .split('\n')
    .map((line) => {
      const marker = line.match(/^(?:> ?)*\s{0,3}(`{3,}|~{3,})/)?.[1]
      if (fence) {
        if (
          marker &&
          marker[0] === fence.char &&
          marker.length >= fence.length &&
          !/\S/.test(line.slice(line.indexOf(marker) + marker.length))
        )
          fence = undefined
        return line
      }
      if (marker) {
        fence = { char: marker[0], length: marker.length }
        return line
      }
      return admonitionTitleToLabel(line, names)
    })
    .join('\n')
}

/**
 * A remark plugin: wraps the parser so the rewritten source is what gets parsed, and makes it the file's
 * value too, so steps that slice the source by offset read the same text (lines do not move, so every
 * reported file:line still points at the author's line). Works in any unified markdown processor,
 * including an MDX compile, because it only needs the parser to be set before it is used.
 */
export function remarkAdmonitionTitles(this: Processor, options: { names: readonly string[] }) {
  const parse = this.parser
  if (!parse) throw new Error('remarkAdmonitionTitles must be used after remark-parse')
  this.parser = (document: string, file: VFile) => {
    const rewritten = admonitionTitlesToLabels(document, options.names)
    if (rewritten !== document) file.value = rewritten
    return parse(rewritten, file)
  }
}
