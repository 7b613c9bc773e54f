import type { Nodes, Root, RootContent } from 'mdast'
import { parseBlocks } from './markdownIt.ts'
import { readDocument } from './blocks.ts'
import { autolinks } from './inline.ts'
import { Positions, Unsupported } from './positions.ts'

// A fast path for the markdown parse: markdown-it reads the blocks, inline.ts the text, and the result
// is the mdast micromark (remark-parse, remark-frontmatter, syntaxAsNeeded's GFM and directives) gives,
// positions included, for the pages whose constructs this reproduces exactly. Any other page gets
// `undefined` and goes to micromark (tests/markdown/fastParse.test.ts compares both on real pages).

/** The page's mdast as the pipeline's micromark parser gives it, or undefined when the page needs micromark. */
export function fastParse(markdown: string): Root | undefined {
  return fastParseOrReason(markdown).tree
}

/** fastParse, with why a page goes to micromark (the tests report it). */
export function fastParseOrReason(markdown: string): { tree?: Root; reason?: string } {
  try {
    return { tree: parse(markdown) }
  } catch (error) {
    if (error instanceof Unsupported) return { reason: error.message }
    throw error
  }
}

// Footnotes, raw characters markdown-it normalises, tabs (columns by tab stops), directive lines other
// than a container directive's at the start of a line (markdown-it reads the others as text, where
// micromark's leaf and container directives interrupt a paragraph, even inside a code span over lines),
// and nested block quotes or a `>` without its space (where micromark reads lazy lines and list items
// otherwise): micromark's alone.
const unsupportedSource = /\[\^|[\r\0\t]|^[ >*+\-\d.)]*::[^\s:]|^[ >*+\-\d.)]+:::|^[ \t]*>(?:[ \t]*>|[^ \n])/m
const frontMatter = /^---\n(?:[^\n]*\n)*?---(?=\n|$)/

function parse(markdown: string): Root {
  if (!markdown.trim()) throw new Unsupported('an empty page')
  const unsupported = unsupportedSource.exec(markdown)
  if (unsupported) throw new Unsupported(`the source text ${JSON.stringify(unsupported[0])}`)
  const positions = new Positions(markdown)
  const children: RootContent[] = []
  let body = markdown
  if (markdown.startsWith('---')) {
    const yaml = frontMatter.exec(markdown)
    if (!yaml) throw new Unsupported('front matter this parser does not read')
    const value = yaml[0].slice(4, -4)
    // A fence-like line inside (`---  `, `...`): where remark-frontmatter closes it is its to say.
    if (/^(?:---|\.\.\.)/m.test(value)) throw new Unsupported('front matter holding a fence-like line')
    children.push({
      type: 'yaml',
      value,
      position: { start: positions.point(0), end: positions.point(yaml[0].length) },
    })
    // The same lines, blank (spaces), so markdown-it's lines and offsets stay the source's.
    body = yaml[0].replace(/[^\n]/g, ' ') + markdown.slice(yaml[0].length)
  }
  const { tokens, env } = parseBlocks(body)
  if (env.unsupported) throw new Unsupported(env.unsupported)
  if (env.references && Object.keys(env.references).length) throw new Unsupported('a link reference definition')
  children.push(...readDocument(tokens, positions))
  const root: Root = {
    type: 'root',
    children,
    position: { start: positions.point(0), end: positions.point(markdown.length) },
  }
  checkText(root)
  if (tables(root) !== delimiterRows(markdown)) throw new Unsupported('a table delimiter row outside the tables read')
  return root
}

// GFM autolink literals (`www.`, `http://`, `https://`, an email's `@`, any case, as its syntax and its
// transform both need) and text or leaf directives (`:name`) are read by micromark in text this parser
// leaves as text: a page with either goes to micromark.
const literalOrDirective = /@|www\.|https?:\/\/|:[^\s!-/:-@[-`{-~]/i

// A text node whose first line is only the start of a construct that failed (`[`, a backtick) ends after
// the next line's prefix in micromark's positions: not reproduced.
const failedStartLine = /^[![`]*[[`]\n/

function checkText(node: Nodes): void {
  if (node.type === 'text' && (literalOrDirective.test(node.value) || failedStartLine.test(node.value)))
    throw new Unsupported(`the text ${JSON.stringify(node.value)}`)
  if (node.type === 'image' && literalOrDirective.test(node.alt ?? '')) throw new Unsupported('an image text')
  if ('children' in node && !autolinks.has(node)) for (const child of node.children) checkText(child)
}

// GFM tables' delimiter rows: a line of `|`, `:` and `-` holding a `-` and a `|` or `:` (a table's second
// line). Each must be one of a table this parser read (blocks.ts): any other may be one micromark reads
// (a table interrupting a paragraph, in a code block it is nothing, but counting those too is simpler).
const delimiterRowLine = /^[ \t>]*(?=[ -]*[|:])[ |:-]*-[ |:-]*$/gm

function delimiterRows(markdown: string): number {
  return markdown.match(delimiterRowLine)?.length ?? 0
}

function tables(node: Nodes): number {
  if (node.type === 'table') return 1
  if (!('children' in node)) return 0
  let count = 0
  for (const child of node.children) count += tables(child)
  return count
}
