import type { Processor } from 'unified'
import type { Root, RootContent } from 'mdast'
import type { Node, Position } from 'unist'

// The dev server re-parses a page after every save, and parsing (micromark) is most of a compile: ~25 ms
// of ~35 ms for a 13 KB page. A save usually changes a few lines, so this parser keeps each file's last
// parse and re-parses only the top-level blocks around the change, reusing the blocks before it as they
// are and those after it with their positions moved. Builds parse every page once and do not use it.
//
// Why it is safe: the re-parsed region starts at the line of a top-level block before the change, which
// the full parse would reach in the same state (the text before it did not change and that block opened
// on a fresh line); and it ends one block past the change, which must come out of the region's parse
// exactly as it did before (same place, same shape), or the whole file is parsed again. Reference and
// footnote definitions, which change links anywhere in the file, send a page to the full parse too.

interface ParsedFile {
  text: string
  children: RootContent[]
}

/** A definition (`[id]: url`, `[^note]: text`) at the start of a line, possibly inside a quote or list. */
const definitionLine = /^[ \t]*(?:(?:>|[-*+]|\d+[.)])[ \t]*)*\[[^\]\n]+\]:/m

/**
 * A parser that remembers each file's last parse. `parser` parses a whole document (remark-parse and its
 * syntax extensions, no transforms). Returns a fresh tree: the transforms may change it at will.
 */
export function createIncrementalParser(parser: Processor<Root>, options: { files?: number } = {}) {
  // The files parsed last, oldest first: the dev server compiles every page once in the background, and a
  // large site's trees would take hundreds of megabytes; the pages being edited are the recent ones.
  const files = new Map<string, ParsedFile>()
  const limit = options.files ?? 20
  const parseAll = (text: string) => parser.parse(text).children

  return {
    parse(file: string, text: string): Root {
      const previous = files.get(file)
      const children = (previous && reparse(previous, text, parseAll)) ?? parseAll(text)
      files.delete(file)
      files.set(file, { text, children })
      if (files.size > limit) files.delete(files.keys().next().value!)
      return { type: 'root', children: structuredClone(children), position: { start: { line: 1, column: 1, offset: 0 }, end: endOf(text) } }
    },
    /** Forgets a file (deleted, or its next parse should start afresh). */
    forget(file: string) {
      files.delete(file)
    },
  }
}

/** The new text's top-level blocks from the previous parse and a parse of the changed region, or undefined to parse it all. */
export function reparse(previous: ParsedFile, text: string, parseAll: (text: string) => RootContent[]): RootContent[] | undefined {
  const old = previous.text
  const blocks = previous.children
  if (!blocks.length || definitionLine.test(text) || definitionLine.test(old)) return undefined
  // A `---` that opens no front matter yet becomes front matter once its closing fence is typed, however far below.
  if (old.startsWith('---') && blocks[0].type !== 'yaml') return undefined
  // The changed span: old[first, oldEnd) became text[first, newEnd).
  let first = 0
  const shortest = Math.min(old.length, text.length)
  while (first < shortest && old.charCodeAt(first) === text.charCodeAt(first)) first++
  let same = 0
  while (same < shortest - first && old.charCodeAt(old.length - 1 - same) === text.charCodeAt(text.length - 1 - same)) same++
  const oldEnd = old.length - same
  const shift = text.length - old.length

  // From the block before the first one the change touches (a line can turn the paragraph above it into
  // a heading or a table), at the start of its line.
  const touched = blocks.findIndex((block) => offsetOf(block, 'end') >= first)
  const from = touched === -1 ? blocks.length - 1 : touched - 1
  // Near the top, all of it: front matter is front matter only at the very start, up to its closing fence.
  if (from < 1) return undefined
  const start = lineStart(old, offsetOf(blocks[from], 'start'))
  if (start > first) return undefined
  // To the end of the first block after the change (the check block), or to the end of the file.
  const after = blocks.findIndex((block, index) => index > from && offsetOf(block, 'start') >= oldEnd)
  const check = after === -1 ? undefined : blocks[after]
  const kept = after === -1 ? blocks.length : after + 1
  const oldStop = kept < blocks.length ? lineStart(old, offsetOf(blocks[kept], 'start')) : old.length
  if (oldStop < oldEnd) return undefined
  const stop = oldStop + shift

  const region = parseAll(text.slice(start, stop))
  const startLine = blocks[from].position!.start.line
  for (const block of region) move(block, startLine - 1, start)
  if (check) {
    const last = region.at(-1)
    if (!last || last.type !== check.type || offsetOf(last, 'start') !== offsetOf(check, 'start') + shift) return undefined
    if (offsetOf(last, 'end') !== offsetOf(check, 'end') + shift || shape(last) !== shape(check)) return undefined
  }
  const lineShift = countLines(text, start, stop) - countLines(old, start, oldStop)
  const rest = blocks.slice(kept)
  for (const block of rest) move(block, lineShift, shift)
  return [...blocks.slice(0, from), ...region, ...rest]
}

function offsetOf(node: Node, end: 'start' | 'end'): number {
  return node.position?.[end].offset ?? Number.NaN
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1
}

function countLines(text: string, from: number, to: number): number {
  let lines = 0
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) lines++
  return lines
}

/** The point after the last character, as mdast's root ends. */
function endOf(text: string): Position['end'] {
  const lastLine = text.lastIndexOf('\n')
  return { line: countLines(text, 0, text.length) + 1, column: text.length - lastLine, offset: text.length }
}

/** Moves a node and everything in it down by `lines` lines and `offset` characters (columns stay: whole lines move). */
function move(node: Node, lines: number, offset: number) {
  if (node.position) {
    for (const point of [node.position.start, node.position.end]) {
      point.line += lines
      if (point.offset !== undefined) point.offset += offset
    }
  }
  const children = (node as { children?: Node[] }).children
  if (children) for (const child of children) move(child, lines, offset)
}

/** A node as text without its positions: two parses of the same block compare equal. */
function shape(node: Node): string {
  return JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value))
}
