// What Docusaurus 3 does by default (its `markdown.mdx1Compat` options) so that markdown written for MDX 1
// still compiles with MDX 3. It runs on the source text, before MDX parses it (MDX 3 fails on `<!--`
// before any remark step could see it), and never moves a character to another line: errors MDX reports
// later keep the author's line numbers, and the columns of everything before a change on its line.

import { admonitionTitleToLabel } from '../admonitionTitles.ts'
import { containerDirectiveNames } from '../directives.ts'

const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/

/**
 * Rewrites, outside fenced code blocks and inline code:
 * - `<!-- note -->` → `{/* note *\/}` (an MDX comment, the same length: `<!--` becomes `{/* `);
 * - a heading's trailing `{#custom-id}` → `\{#custom-id\}` (MDX would read `{…}` as an expression);
 * - `:::type Title words` → `:::type[Title words]` (the directive label form);
 * - a ```` ```mdx-code-block ```` fence → its content (the fence lines become blank lines).
 */
export function mdx1Compat(source: string): string {
  const lines = source.split('\n')
  let open: { marker: string; unwrap: boolean } | undefined
  let comment = false
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    const fenceMatch = comment ? null : line.match(fence)
    if (open) {
      // A closing fence: the same character, at least as long, nothing after it.
      if (fenceMatch && fenceMatch[1][0] === open.marker[0] && fenceMatch[1].length >= open.marker.length && !fenceMatch[2].trim()) {
        if (open.unwrap) lines[index] = ''
        open = undefined
      } else if (open.unwrap) {
        lines[index] = rewriteLine(line, comment, (inside) => (comment = inside))
      }
      continue
    }
    if (fenceMatch) {
      const unwrap = fenceMatch[2].trim() === 'mdx-code-block'
      open = { marker: fenceMatch[1], unwrap }
      if (unwrap) lines[index] = ''
      continue
    }
    lines[index] = rewriteLine(line, comment, (inside) => (comment = inside))
  }
  return lines.join('\n')
}

/** One line outside code blocks; `inComment` says whether an HTML comment from an earlier line is open. */
function rewriteLine(line: string, inComment: boolean, setComment: (inside: boolean) => void): string {
  let out = ''
  let rest = line
  let comment = inComment
  while (rest) {
    if (comment) {
      const end = rest.indexOf('-->')
      if (end === -1) {
        out += rest
        rest = ''
      } else {
        out += rest.slice(0, end) + '*/}'
        rest = rest.slice(end + 3)
        comment = false
      }
      continue
    }
    const start = rest.search(/<!--|`/)
    if (start === -1) {
      out += rest
      break
    }
    if (rest[start] === '`') {
      // Inline code is kept as written, up to the matching run of backticks.
      const ticks = rest.slice(start).match(/^`+/)![0]
      const close = rest.indexOf(ticks, start + ticks.length)
      const end = close === -1 ? start + ticks.length : close + ticks.length
      out += rest.slice(0, end)
      rest = rest.slice(end)
      continue
    }
    out += rest.slice(0, start) + '{/* '
    rest = rest.slice(start + 4)
    comment = true
  }
  setComment(comment)
  if (comment) return out
  // The admonition title rule is the markdown pipeline's own (admonitionTitles.ts).
  return admonitionTitleToLabel(out.replace(/^(\s{0,3}#{1,6}\s.*?)\{#([\w-]+)\}(\s*)$/, '$1\\{#$2\\}$3'), containerDirectiveNames)
}
