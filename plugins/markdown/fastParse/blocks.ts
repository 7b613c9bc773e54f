import type { AlignType, BlockContent, Code, Heading, List, ListItem, Paragraph, RootContent, Table, TableCell, TableRow } from 'mdast'
import type Token from 'markdown-it/lib/token.mjs'
import type { BlockMeta } from './markdownIt.ts'
import { parseInline, type InlineSource } from './inline.ts'
import { bail, type Positions } from './positions.ts'

// markdown-it's block tokens to mdast blocks with micromark's positions: where each block starts
// (the `#` of a heading, a list item's marker, a code block's line after its container's prefix) and
// ends (the last content character; a code or HTML block's whole last line), and list and list item
// `spread` as mdast-util-from-markdown infers it from blank lines.

interface Context {
  positions: Positions
  tokens: Token[]
  /** Block quotes around the token being read. */
  quotes: number
  /** Start lines of the list items around it. */
  itemLines: number[]
  /** The line after the last indented code block read. */
  codeEnd: number
}

const meta = (token: Token) => token.meta as BlockMeta

/** Where a paragraph's inline text lies: each content line is the end of its source line. */
function paragraphSource(token: Token, context: Context): InlineSource {
  const { positions } = context
  const lines = token.content.split('\n')
  const first = token.map![0]
  if (token.map![1] - first !== lines.length) bail('a paragraph whose lines do not map')
  const textLineStarts: number[] = []
  const sourceLineStarts: number[] = []
  let index = 0
  for (let k = 0; k < lines.length; k++) {
    const sourceLine = positions.lineText(first + k)
    const line = lines[k]
    const trimmed = k === lines.length - 1 ? sourceLine.trimEnd() : sourceLine
    if (!trimmed.endsWith(line)) bail('a paragraph line that is not its source line')
    textLineStarts.push(index)
    sourceLineStarts.push(positions.lineStarts[first + k] + trimmed.length - line.length)
    index += line.length + 1
  }
  return { text: token.content, textLineStarts, sourceLineStarts }
}

// A GFM table as these docs write them: every line a row between a leading and a trailing pipe, no
// escaped pipe, as many cells in every row, the paragraph markdown-it read being the whole table and
// followed by a blank line (where else a table ends is micromark's to say).
const delimiterRow = /^[ |:-]*-[ |:-]*$/
const delimiterCell = /^ *(:?)-+(:?) *$/

function readTable(inline: Token, source: InlineSource, positions: Positions): Table {
  const lines = inline.content.split('\n')
  const afterLine = inline.map![1]
  if (afterLine < positions.lineStarts.length && !blankLine(positions.lineText(afterLine))) bail('a table not followed by a blank line')
  const cellsOf = (line: string, k: number) => {
    const sourceLine = positions.lineText(inline.map![0] + k)
    if (!line.startsWith('|') || !line.endsWith('|') || line.length < 2 || line.includes('\\|') || sourceLine !== sourceLine.trimEnd())
      bail('a table row this parser does not read')
    const pipes: number[] = []
    for (let at = line.indexOf('|'); at !== -1; at = line.indexOf('|', at + 1)) pipes.push(at)
    return pipes
  }
  const headPipes = cellsOf(lines[0], 0)
  const delimiterPipes = cellsOf(lines[1], 1)
  if (headPipes.length !== delimiterPipes.length) bail('a table whose head and delimiter row differ')
  const align: AlignType[] = []
  for (let k = 0; k + 1 < delimiterPipes.length; k++) {
    const cell = delimiterCell.exec(lines[1].slice(delimiterPipes[k] + 1, delimiterPipes[k + 1]))
    if (!cell) bail('a table delimiter cell this parser does not read')
    align.push(cell[1] ? (cell[2] ? 'center' : 'left') : cell[2] ? 'right' : null)
  }
  const rows: TableRow[] = []
  for (let k = 0; k < lines.length; k++) {
    if (k === 1) continue
    const line = lines[k]
    const pipes = k === 0 ? headPipes : cellsOf(line, k)
    if (pipes.length !== headPipes.length) bail('a table row with another number of cells')
    const lineStart = source.sourceLineStarts[k]
    const cells: TableCell[] = []
    for (let c = 0; c + 1 < pipes.length; c++) {
      const inner = line.slice(pipes[c] + 1, pipes[c + 1])
      const lead = inner.length - inner.trimStart().length
      const text = inner.trim()
      const cellEnd = c + 2 === pipes.length ? pipes[c + 1] + 1 : pipes[c + 1]
      cells.push({
        type: 'tableCell',
        children: text
          ? parseInline(
              {
                text,
                textLineStarts: [0],
                sourceLineStarts: [lineStart + pipes[c] + 1 + lead],
                before: line[pipes[c] + lead],
                after: line[pipes[c] + 1 + lead + text.length],
              },
              positions,
            )
          : [],
        position: { start: positions.point(lineStart + pipes[c]), end: positions.point(lineStart + cellEnd) },
      })
    }
    rows.push({
      type: 'tableRow',
      children: cells,
      position: { start: positions.point(lineStart), end: positions.point(lineStart + line.length) },
    })
  }
  return { type: 'table', align, children: rows, position: { start: rows[0].position!.start, end: rows[rows.length - 1].position!.end } }
}

const blankLine = (line: string) => /^[ \t>]*$/.test(line)

function anyBlank(context: Context, fromLine: number, toLine: number): boolean {
  for (let line = fromLine; line < toLine; line++) if (blankLine(context.positions.lineText(line))) return true
  return false
}

function anyNonBlank(context: Context, fromLine: number, toLine: number): boolean {
  for (let line = fromLine; line < toLine; line++) if (!blankLine(context.positions.lineText(line))) return true
  return false
}

/** Reads blocks from `index` until the closing token of the enclosing container (or the end); returns the index after. */
function readBlocks(context: Context, index: number, out: RootContent[]): number {
  const { tokens, positions } = context
  while (index < tokens.length) {
    const token = tokens[index]
    if (token.nesting === -1) return index
    const where = meta(token)
    switch (token.type) {
      case 'paragraph_open': {
        if (where.lazy) bail('a paragraph with a lazy continuation line')
        const inline = tokens[index + 1]
        if (inline.content.endsWith('\\')) bail('a paragraph ending in a backslash')
        const source = paragraphSource(inline, context)
        if (source.textLineStarts.length > 1 && delimiterRow.test(inline.content.slice(source.textLineStarts[1]).split('\n', 1)[0])) {
          out.push(readTable(inline, source, positions))
          index += 3
          break
        }
        const children = parseInline(source, positions)
        const start = source.sourceLineStarts[0]
        // micromark's paragraph ends with its last line, white space included.
        const end = positions.lineEnd(inline.map![1] - 1)
        out.push({ type: 'paragraph', children, position: { start: positions.point(start), end: positions.point(end) } } as Paragraph)
        index += 3
        break
      }
      case 'heading_open': {
        if (token.markup !== '#'.repeat(token.markup.length) || !token.markup) bail('a setext heading')
        const inline = tokens[index + 1]
        const line = token.map![0]
        const depth = token.markup.length
        const lineEnd = positions.lineEnd(line)
        let children: Heading['children'] = []
        if (inline.content) {
          const at = positions.source.indexOf(inline.content, where.first + depth)
          if (at === -1 || at + inline.content.length > lineEnd || positions.source.slice(where.first + depth, at).trim())
            bail('a heading whose text does not map')
          children = parseInline({ text: inline.content, textLineStarts: [0], sourceLineStarts: [at] }, positions)
        }
        out.push({
          type: 'heading',
          depth: depth as Heading['depth'],
          children,
          position: { start: positions.point(where.first), end: positions.point(lineEnd) },
        })
        index += 3
        break
      }
      case 'hr': {
        const line = token.map![0]
        const lineEnd = positions.lineEnd(line)
        out.push({ type: 'thematicBreak', position: { start: positions.point(where.first), end: positions.point(lineEnd) } })
        index++
        break
      }
      case 'fence': {
        if (/[\\&]/.test(token.info)) bail('escapes or references in a fence info string')
        const [startLine, endLine] = token.map!
        const closing = positions.lineText(endLine - 1)
        const column = where.first - positions.lineStarts[startLine]
        if (where.indent || closing[column] !== token.markup[0] || (column && closing.slice(0, column).trim()))
          bail('an indented fence or a closing fence elsewhere than its opening')
        const fence = new RegExp(`(?:^|[ >])(\\${token.markup[0]}{${token.markup.length},})[ \\t]*$`)
        if (endLine - startLine < 2 || !fence.test(closing)) bail('an unclosed fenced code block')
        const info = token.info.replace(/^[ \t]+/, '')
        const space = info.search(/[ \t]/)
        const lang = space === -1 ? info : info.slice(0, space)
        const rest = space === -1 ? '' : info.slice(space).replace(/^[ \t]+/, '')
        out.push({
          type: 'code',
          lang: lang || null,
          meta: rest || null,
          value: token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content,
          position: { start: positions.point(where.first - where.indent), end: positions.point(positions.lineEnd(endLine - 1)) },
        } as Code)
        index++
        break
      }
      case 'code_block': {
        if (context.quotes || context.itemLines.length || token.level) bail('an indented code block in a container')
        if (out[out.length - 1]?.type === 'list') bail('an indented code block after a list')
        const [startLine, endLine] = token.map!
        const spaces = (line: number) => line >= 0 && line < positions.lineStarts.length && /^[ \t]+$/.test(positions.lineText(line))
        // micromark reads a line right after an indented code block otherwise than markdown-it at times.
        const followed = endLine < positions.lineStarts.length && !blankLine(positions.lineText(endLine))
        for (let line = endLine; line < positions.lineStarts.length && blankLine(positions.lineText(line)); line++)
          if (spaces(line)) bail('an indented code block followed by white space lines')
        if (blankLine(positions.lineText(startLine)) || spaces(startLine - 1) || spaces(endLine) || followed)
          bail('an indented code block beside white space lines')
        context.codeEnd = endLine
        out.push({
          type: 'code',
          lang: null,
          meta: null,
          value: token.content.replace(/\n$/, ''),
          position: { start: positions.point(positions.lineStarts[startLine]), end: positions.point(positions.lineEnd(endLine - 1)) },
        } as Code)
        index++
        break
      }
      case 'html_block': {
        if (context.quotes || context.itemLines.length || token.level) bail('an HTML block in a container')
        const [startLine, endLine] = token.map!
        const value = token.content.replace(/\n$/, '')
        // One running to the end of the page keeps its last line ending in micromark's value.
        const last = endLine >= positions.lineStarts.length - 1
        if (!value.trim() || last || /\n[ \t]*(?:\n|$)/.test(value) || blankLine(positions.lineText(endLine - 1)))
          bail('an HTML block holding a blank line')
        out.push({
          type: 'html',
          value,
          position: { start: positions.point(positions.lineStarts[startLine]), end: positions.point(positions.lineEnd(endLine - 1)) },
        })
        index++
        break
      }
      case 'blockquote_open': {
        const children: RootContent[] = []
        context.quotes++
        index = readBlocks(context, index + 1, children) + 1
        context.quotes--
        if (!children.length) bail('an empty block quote')
        const [quoteStart, quoteEnd] = token.map!
        if (positions.lineText(quoteStart).includes('>>')) bail('block quote markers without space')
        if (children[0].position!.start.line !== quoteStart + 1 || children[children.length - 1].position!.end.line !== quoteEnd)
          bail('a block quote with blank quoted lines at its start or end')
        out.push({
          type: 'blockquote',
          children: children as BlockContent[],
          position: { start: positions.point(where.first), end: children[children.length - 1].position!.end },
        })
        break
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
        index = readList(context, index, out)
        break
      case 'directive_open': {
        const info = token.meta as BlockMeta & { label?: string; labelAt: number }
        const children: RootContent[] = []
        if (info.label !== undefined) {
          const labelStart = info.labelAt
          const labelEnd = labelStart + info.label.length + 2
          children.push({
            type: 'paragraph',
            data: { directiveLabel: true },
            children: parseInline({ text: info.label, textLineStarts: [0], sourceLineStarts: [labelStart + 1] }, positions),
            position: { start: positions.point(labelStart), end: positions.point(labelEnd) },
          } as Paragraph)
        }
        index = readBlocks(context, index + 1, children)
        const close = tokens[index]
        if (close.type !== 'directive_close') bail('a directive closed by another token')
        index++
        out.push({
          type: 'containerDirective',
          name: token.info,
          attributes: {},
          children: children as BlockContent[],
          position: { start: positions.point(info.first), end: positions.point(positions.lineEnd(close.map![0])) },
        } as RootContent)
        break
      }
      default:
        bail(`the block token ${token.type}`)
    }
  }
  return index
}

function readList(context: Context, index: number, out: RootContent[]): number {
  const { tokens, positions } = context
  const open = tokens[index]
  const ordered = open.type === 'ordered_list_open'
  const items: ListItem[] = []
  const lastChildren: RootContent[][] = []
  const firstNumber = tokens[index + 1].info
  const firstLine = tokens[index + 1].map![0]
  // A list that could not interrupt a paragraph, right after a line of another block: micromark's to read.
  // So does one after an indented code block and blank lines.
  if (ordered && Number.parseInt(firstNumber, 10) !== 1 && firstLine > 0) {
    if (!blankLine(positions.lineText(firstLine - 1))) bail('an ordered list not starting at 1 right after another block')
    if (context.codeEnd !== -1 && !anyNonBlank(context, context.codeEnd, firstLine))
      bail('an ordered list not starting at 1 after indented code')
  }
  index++
  while (tokens[index].type === 'list_item_open') {
    const item = tokens[index]
    const where = meta(item)
    const line = item.map![0]
    if (context.itemLines.includes(line)) bail('a list item on its parent item’s line')
    const marker = ordered ? `${item.info}${item.markup}` : item.markup
    if (!positions.source.startsWith(marker, where.first)) bail('a list item marker that does not map')
    context.itemLines.push(line)
    const children: RootContent[] = []
    index = readBlocks(context, index + 1, children) + 1
    context.itemLines.pop()
    if (!children.length || children[0].position!.start.line !== line + 1) bail('an empty list item or one starting with a blank line')
    if (children[0]?.type === 'paragraph') {
      const first = children[0].children[0]
      if (first?.type === 'text' && /^\[[ \txX]\]/.test(first.value)) bail('a task list item')
    }
    let spread = false
    for (let k = 1; k < children.length; k++) {
      if (anyBlank(context, children[k - 1].position!.end.line, children[k].position!.start.line - 1)) {
        if (children[k - 1].type === 'list' || children[k - 1].type === 'blockquote') bail('a blank line after a nested container')
        spread = true
      }
    }
    const end = children.length ? children[children.length - 1].position!.end : positions.point(where.first + marker.length)
    items.push({
      type: 'listItem',
      spread,
      checked: null,
      children: children as BlockContent[],
      position: { start: positions.point(where.first), end },
    })
    lastChildren.push(children)
  }
  let spread = false
  for (let k = 1; k < items.length; k++) {
    if (anyBlank(context, items[k - 1].position!.end.line, items[k].position!.start.line - 1)) {
      const last = lastChildren[k - 1][lastChildren[k - 1].length - 1]
      if (last && (last.type === 'list' || last.type === 'blockquote' || last.type === 'containerDirective'))
        bail('a blank line after a nested container')
      spread = true
    }
  }
  const after = items[items.length - 1].position!.end.line
  if (context.quotes && after < positions.lineStarts.length && !blankLine(positions.lineText(after)))
    bail('a list in a block quote followed by another block without a blank line')
  const list: List = {
    type: 'list',
    ordered,
    start: ordered ? Number.parseInt(firstNumber, 10) : null,
    spread,
    children: items,
    position: { start: items[0].position!.start, end: items[items.length - 1].position!.end },
  }
  out.push(list)
  return index + 1
}

export function readDocument(tokens: Token[], positions: Positions): RootContent[] {
  const out: RootContent[] = []
  const context: Context = { positions, tokens, quotes: 0, itemLines: [], codeEnd: -1 }
  const end = readBlocks(context, 0, out)
  if (end !== tokens.length) bail('unbalanced block tokens')
  return out
}
