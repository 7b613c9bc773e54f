import { createRequire } from 'node:module'
import type MarkdownIt from 'markdown-it'
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs'
import type Token from 'markdown-it/lib/token.mjs'

// markdown-it (CommonMark) for the page's blocks only: its inline rules never run, the inline text of
// each block is read by inline.ts. Every block token gets `meta.first`, the source offset of the first
// character of its first line after the containers' prefixes, and `meta.indent`, how far that line is
// indented past its container's content, read while the rule that made it ran (the containers restore
// their line marks afterwards). Container directives are a block rule of their own below.

export interface BlockMeta {
  first: number
  indent: number
  /** A paragraph with a lazy continuation line. */
  lazy?: boolean
}

export interface ParseEnv {
  /** Why the page must be micromark's, when a rule found out while parsing. */
  unsupported?: string
  /** How many container directives enclose the rule running now. */
  directiveDepth: number
}

/** A line opening a container directive as this parser reads it: colons, a name, an optional one-line label. */
const directiveOpening = /^(:{3,})([A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)(?:\[([^[\]\\\n]*)\])?[ \t]*$/

function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine] + state.tShift[startLine]
  if (state.src.charCodeAt(start) !== 0x3a || state.src.charCodeAt(start + 1) !== 0x3a || state.src.charCodeAt(start + 2) !== 0x3a)
    return false
  const env = state.env as ParseEnv
  const line = state.src.slice(start, state.eMarks[startLine])
  const match = directiveOpening.exec(line)
  // Inside a list or block quote, or indented: micromark's rules there (lazy lines, the prefix it strips) are not reproduced.
  const placed = state.level === env.directiveDepth && state.tShift[startLine] === 0 && state.blkIndent === 0
  if (!match || !placed) {
    // A `:::` line that is no closing fence: something micromark may read as a directive.
    if (!silent && !/^:+[ \t]*$/.test(line)) env.unsupported ??= 'a directive line this parser does not read'
    if (!silent && !placed && match) env.unsupported ??= 'a container directive inside a container'
    return false
  }
  if (match[3] !== undefined && !match[3].trim()) {
    if (!silent) env.unsupported ??= 'a directive with an empty label'
    return false
  }
  if (silent) return true
  const size = match[1].length
  let closing = -1
  for (let next = startLine + 1; next < endLine; next++) {
    const text = state.src.slice(state.bMarks[next], state.eMarks[next])
    const fence = /^ {0,3}(:{3,})([ \t]*)$/.exec(text)
    if (fence && fence[1].length >= size) {
      if (fence[2]) env.unsupported ??= 'white space after a closing directive fence'
      closing = next
      break
    }
  }
  if (closing === -1) {
    env.unsupported ??= 'an unclosed container directive'
    return false
  }
  const open = state.push('directive_open', 'div', 1)
  open.info = match[2]
  open.meta = { first: start, indent: 0, label: match[3], labelAt: start + size + match[2].length }
  open.map = [startLine, closing + 1]
  const oldLineMax = state.lineMax
  const oldParent = state.parentType
  state.lineMax = closing
  state.parentType = 'directive' as typeof oldParent
  env.directiveDepth++
  state.md.block.tokenize(state, startLine + 1, closing)
  env.directiveDepth--
  state.lineMax = oldLineMax
  state.parentType = oldParent
  const close = state.push('directive_close', 'div', -1)
  close.map = [closing, closing + 1]
  state.line = closing + 1
  return true
}

// Required with the first page parsed, not imported: Vite bundles the engine into the config in one file,
// where a package imported at a module's top is loaded by every build, one that compiles no page too.
// (Its CommonJS build: `require` keeps this function synchronous.)
const loadMarkdownIt = () => createRequire(import.meta.url)('markdown-it') as typeof MarkdownIt

function createMarkdownIt(): MarkdownIt {
  const MarkdownItParser = loadMarkdownIt()
  const md = new MarkdownItParser('commonmark')
  md.block.ruler.before('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] })
  const ruler = md.block.ruler as unknown as {
    __rules__: { fn: (state: StateBlock, start: number, end: number, silent: boolean) => boolean }[]
    __cache__: unknown
  }
  for (const rule of ruler.__rules__) {
    const run = rule.fn
    rule.fn = (state, startLine, endLine, silent) => {
      const from = state.tokens.length
      const ok = run(state, startLine, endLine, silent)
      if (ok && !silent)
        for (let index = from; index < state.tokens.length; index++) {
          const token = state.tokens[index]
          if (token.map && !token.meta) {
            const line = token.map[0]
            const meta: BlockMeta = { first: state.bMarks[line] + state.tShift[line], indent: state.sCount[line] - state.blkIndent }
            // A paragraph's lazy lines (markdown-it's: less indented than a list item's content, or without
            // a block quote's `>`, which makes their count -1): micromark reads some of them otherwise.
            if (token.type === 'paragraph_open') {
              for (let next = line + 1; next < token.map[1]; next++) if (state.sCount[next] < state.blkIndent) meta.lazy = true
              // A paragraph cut by a line less indented than its list item, but by 4 or more, and no list
              // item: where markdown-it sees a block that ends the paragraph, micromark may see a lazy line.
              const after = token.map[1]
              if (
                after < state.lineMax &&
                !state.isEmpty(after) &&
                state.sCount[after] < state.blkIndent &&
                state.sCount[after] >= 4 &&
                !/^ *(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/.test(state.src.slice(state.bMarks[after], state.eMarks[after]))
              )
                meta.lazy = true
            }
            token.meta = meta
          }
        }
      return ok
    }
  }
  ruler.__cache__ = null
  return md
}

let shared: MarkdownIt | undefined

/** The page's block tokens (markdown-it's, with `meta`), and what markdown-it noticed along the way. */
export function parseBlocks(source: string): { tokens: Token[]; env: ParseEnv & { references?: Record<string, unknown> } } {
  const md = (shared ??= createMarkdownIt())
  const env: ParseEnv & { references?: Record<string, unknown> } = { directiveDepth: 0 }
  const tokens: Token[] = []
  md.block.parse(source, md, env, tokens)
  return { tokens, env }
}
