import type { Processor } from 'unified'
import type { VFile } from 'vfile'

// Docusaurus' `:::note Title words` syntax, which remark-directive does not parse (its label is
// `:::note[Title]`). Docusaurus 3 rewrites such lines before parsing (`admonitionTitleToDirectiveLabel`
// in @docusaurus/utils); so do we, with the same rule, except that lines inside fenced code blocks are
// left alone (a page that documents the syntax shows it as written).

/** Rewrites `:::type Title` to `:::type[Title]` for the given directive names, outside fenced code. */
export function admonitionTitlesToLabels(source: string, names: readonly string[]): string {
  if (!source.includes(':::')) return source
  const opening = new RegExp(`^((?:> ?)*(?: +|\\t+)?:{3,}(?:${names.join('|')})) +(\\S.*?)\\s*$`)
  let fence: { char: string; length: number } | undefined
  return source
    .split('\n')
    .map((line) => {
      const marker = line.match(/^(?:> ?)*\s{0,3}(`{3,}|~{3,})/)?.[1]
      if (fence) {
        if (marker && marker[0] === fence.char && marker.length >= fence.length && !/\S/.test(line.slice(line.indexOf(marker) + marker.length))) fence = undefined
        return line
      }
      if (marker) {
        fence = { char: marker[0], length: marker.length }
        return line
      }
      const match = line.match(opening)
      return match && !match[2].startsWith('[') && !match[2].startsWith('{') ? `${match[1]}[${match[2]}]` : line
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
