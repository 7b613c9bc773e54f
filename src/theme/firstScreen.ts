import type { CompactNode } from '../../shared/types.ts'

// How much of a page's body a reader sees before scrolling. A forward navigation opens a page at its
// top, so DocPage renders these leading blocks in the navigation's commit and the rest right after the
// first paint (most of a long page's render, DOM and layout is below the fold). Estimated from the
// compiled tree, as the render cannot measure: lines of text at a desktop column's width.

/** Characters per line of body text in the desktop column (about 90 at 16 px; fewer counts safer). */
const CHARS_PER_LINE = 80
/**
 * Lines to cover: a 1600 px tall window holds about 50 body lines under the title. On a phone, whose
 * column holds about 40 characters a line, the same blocks fill twice the height.
 */
export const FIRST_SCREEN_LINES = 60

/** Elements whose height is their children's: lists, tables, admonitions, containers. */
const CONTAINERS = new Set([
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'div',
  'section',
  'blockquote',
  'details',
  'docs-admonition',
  'dl',
  'figure',
])

function textLength(node: CompactNode): number {
  if (typeof node === 'string') return node.length
  let length = 0
  for (let i = 2; i < node.length; i++) length += textLength(node[i] as CompactNode)
  return length
}

function newlines(node: CompactNode): number {
  if (typeof node === 'string') return node.split('\n').length - 1
  let count = 0
  for (let i = 2; i < node.length; i++) count += newlines(node[i] as CompactNode)
  return count
}

/** Estimated height of a block in lines of body text, its margins included. */
export function blockLines(node: CompactNode): number {
  if (typeof node === 'string') return node.trim() ? Math.ceil(node.length / CHARS_PER_LINE) : 0
  const [tag] = node
  // A code block: one line per source line, plus its padding (and title bar or copy button).
  if (tag === 'pre') return newlines(node) + 3
  if (CONTAINERS.has(tag)) {
    let lines = 1
    for (let i = 2; i < node.length; i++) lines += blockLines(node[i] as CompactNode)
    return lines
  }
  return Math.ceil(textLength(node) / CHARS_PER_LINE) + 1
}

/** How many of the leading top-level blocks fill the first screen (at least one; all of a short page). */
export function firstScreenBlockCount(tree: CompactNode[], lines = FIRST_SCREEN_LINES): number {
  let total = 0
  for (let i = 0; i < tree.length; i++) {
    total += blockLines(tree[i]!)
    if (total >= lines) return i + 1
  }
  return tree.length
}
