import type { Processor } from 'unified'
import type { Extension as SyntaxExtension } from 'micromark-util-types'
import type { Extension as TreeExtension } from 'mdast-util-from-markdown'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import { directive } from 'micromark-extension-directive'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { directiveFromMarkdown } from 'mdast-util-directive'
import type { Nodes, Root } from 'mdast'

// GFM and directives as remark-gfm and remark-directive add them, but each page is parsed only with the
// constructs its text can hold. micromark tries every construct of an extension wherever it may start
// (a table at the start of every block, GFM's email autolink at every word, strikethrough's resolver over
// every run of text), and those tries were half of a page's parse; a construct that cannot match changes
// nothing when left out. So a part is left out only when a character it cannot do without is absent from
// the page's text (tests/markdown/syntaxAsNeeded.test.ts parses pages both ways and compares the trees).

interface SyntaxPart {
  name: string
  syntax: SyntaxExtension
  tree: TreeExtension
  /** False only when the part cannot match anywhere in this markdown. */
  mayOccur(markdown: string): boolean
}

export const syntaxParts: SyntaxPart[] = [
  {
    name: 'gfm autolink literal',
    syntax: gfmAutolinkLiteral(),
    // Its transform also finds `www.`, `http(s)://` and emails in text nodes, whose text a character
    // reference (`&#64;`, `&commat;`) may have made: those count as present too.
    tree: textOnlyWhenNeeded(gfmAutolinkLiteralFromMarkdown()),
    mayOccur: (markdown) => /@|&#|&commat;|www|http/i.test(markdown),
  },
  // `[^label]` and `[^label]:`, the caret right after the bracket.
  { name: 'gfm footnote', syntax: gfmFootnote(), tree: gfmFootnoteFromMarkdown(), mayOccur: (markdown) => markdown.includes('[^') },
  {
    name: 'gfm strikethrough',
    syntax: gfmStrikethrough(),
    tree: gfmStrikethroughFromMarkdown(),
    mayOccur: (markdown) => markdown.includes('~'),
  },
  // A delimiter row needs a `|`, or a colon beside a dash (`:--`, `--:`: a one-column table without pipes).
  { name: 'gfm table', syntax: gfmTable(), tree: gfmTableFromMarkdown(), mayOccur: (markdown) => /\||:-|-:/.test(markdown) },
  {
    name: 'gfm task list item',
    syntax: gfmTaskListItem(),
    tree: gfmTaskListItemFromMarkdown(),
    mayOccur: (markdown) => markdown.includes('['),
  },
  // `:name`, `::name`, `:::name`: a colon right before a name, which starts with any character but white
  // space and punctuation (`1:1` holds the directive `:1`); every ASCII punctuation mark is ruled out here.
  {
    name: 'directive',
    syntax: directive(),
    tree: directiveFromMarkdown(),
    mayOccur: (markdown) => /:[^\s!-/:-@[-`{-~]/.test(markdown),
  },
]

/**
 * GFM autolink literals' tree extension with its transform run only on a tree with a text node holding
 * `@`, `www` or `http` (any case). The transform finds URLs and emails in text nodes with regular
 * expressions that each need one of them (`https?://` and `www.` case-insensitively, `@` in emails,
 * `mailto:` and `xmpp:` addresses), walking the whole tree once per expression; on any other tree it
 * changes nothing. The page's source holding them is not enough to tell: code blocks hold most of them
 * (`@reduxjs/toolkit`), and code is no text node.
 */
function textOnlyWhenNeeded(extension: TreeExtension): TreeExtension {
  const transforms = extension.transforms ?? []
  const textMayMatch = (node: Nodes): boolean => {
    if (node.type === 'text') return /@|www|http/i.test(node.value)
    if (!('children' in node)) return false
    for (const child of node.children) if (textMayMatch(child)) return true
    return false
  }
  return {
    ...extension,
    transforms: transforms.map((transform) => (tree) => (textMayMatch(tree) ? transform(tree) : undefined)),
  }
}

/**
 * remark-gfm and remark-directive's parsing (nothing here writes markdown, so not their serialising), in
 * that order, with a parser that leaves out the parts a page cannot hold. Use right after remark-parse (and
 * remark-frontmatter); it parses as remark-parse does otherwise, with every extension other plugins add.
 */
export function remarkSyntaxAsNeeded(this: Processor) {
  const data = this.data()
  const syntax = (data.micromarkExtensions ??= [])
  const tree = (data.fromMarkdownExtensions ??= [])
  syntax.push(...syntaxParts.map((part) => part.syntax))
  tree.push(...syntaxParts.map((part) => part.tree))
  const autolinks = syntaxParts.find((part) => part.name === 'gfm autolink literal')!
  this.parser = (document: string) => {
    const absent = new Set<unknown>()
    for (const part of syntaxParts) if (!part.mayOccur(document)) absent.add(part.syntax).add(part.tree)
    // remark-parse's own call, with the absent parts left out.
    const parse = () =>
      fromMarkdown(document, {
        ...this.data('settings'),
        extensions: syntax.filter((extension) => !absent.has(extension)),
        mdastExtensions: tree.filter((extension) => !absent.has(extension)),
      })
    if (absent.has(autolinks.syntax) || !autolinkMarkersOnlyInCode(document, fenceRanges(document))) return parse()
    // Most pages hold `@`, `www` or `http` in code blocks only: parsed without autolink literals' syntax,
    // then checked; a page where one lies outside the code blocks after all is parsed again with it.
    absent.add(autolinks.syntax)
    const parsed = parse()
    if (autolinkMarkersOnlyInCode(document, codeRanges(parsed))) return parsed
    absent.delete(autolinks.syntax)
    return parse()
  }
}

// GFM autolink literals' syntax is tried at nearly every word of a page's text (an email may start
// there), and nearly every page holds the characters it needs, `@` above all, but in its code blocks
// (`@reduxjs/toolkit`). A literal lies in text (a paragraph, a heading, a table cell) and holds `@`, `www`
// or `http` (any case: the syntax reads those letters either way); text constructs are read once the
// page's blocks are (micromark's flow before its text), so leaving one out changes no block. So when
// every `@`, `www` and `http` of the source lies inside a fenced or indented code block or the front
// matter of the page parsed without it, no literal could have been read, and the tree is the same. The
// syntax's tree extension stays (its transform reads text nodes, which character references may make).

const autolinkMarker = /@|www|http/gi

/** Whether every autolink marker of `document` lies in one of `ranges` (sorted, not overlapping: [start, end) offsets). */
function autolinkMarkersOnlyInCode(document: string, ranges: readonly (readonly [number, number])[]): boolean {
  autolinkMarker.lastIndex = 0
  let range = 0
  for (let match = autolinkMarker.exec(document); match; match = autolinkMarker.exec(document)) {
    while (range < ranges.length && ranges[range][1] <= match.index) range++
    if (range === ranges.length || match.index < ranges[range][0]) return false
  }
  return true
}

/** The source ranges of a parsed page's code blocks and front matter, in order. */
function codeRanges(tree: Root): [number, number][] {
  const ranges: [number, number][] = []
  const walk = (node: Nodes) => {
    if (node.type === 'code' || node.type === 'yaml') {
      const start = node.position?.start.offset
      const end = node.position?.end.offset
      if (start !== undefined && end !== undefined) ranges.push([start, end])
    } else if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return ranges
}

/**
 * Where the code blocks and the front matter of a source probably are, from its fence lines alone,
 * before it is parsed: only a guess at codeRanges, which says whether to try the parse without autolink
 * literals' syntax (codeRanges then decides).
 */
function fenceRanges(document: string): [number, number][] {
  const ranges: [number, number][] = []
  const frontMatter = /^---[ \t]*\n[\s\S]*?\n---[ \t]*(?:\n|$)/.exec(document)
  if (frontMatter) ranges.push([0, frontMatter[0].length])
  const fence = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})/gm
  fence.lastIndex = frontMatter?.[0].length ?? 0
  let open: { at: number; marker: string } | undefined
  for (let match = fence.exec(document); match; match = fence.exec(document)) {
    const marker = match[1]
    if (!open) open = { at: match.index, marker }
    else if (marker[0] === open.marker[0] && marker.length >= open.marker.length) {
      const lineEnd = document.indexOf('\n', match.index)
      ranges.push([open.at, lineEnd === -1 ? document.length : lineEnd])
      open = undefined
    }
  }
  if (open) ranges.push([open.at, document.length])
  return ranges
}
