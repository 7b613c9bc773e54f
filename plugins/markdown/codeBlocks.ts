import type { Root, Code, Nodes } from 'mdast'
import type { Element, ElementContent } from 'hast'
import type { VFile } from 'vfile'
import { walkChildren, type ParentOf } from './walkTree.ts'
import { hastOfTokens, type CodeHighlighter, type CodeLine, type CodeToken } from './highlighter.ts'
import { reportError, reportWarning } from './problems.ts'

export interface CodeMeta {
  title?: string
  /** 1-based line numbers, counted on the code as shown (after highlight comments are removed). */
  highlight: Set<number>
  /** Bare words such as `run`, `fragment`, `typecheck`. */
  flags: Set<string>
  /** The largest line number a `{…}` range asked for past the last line (`{1-20000000}`), if any. */
  beyondLastLine?: number
}

/** Where `{…}` ranges stop when the block's length is not given (the content checks' reading of a fence). */
const maxHighlightLine = 10_000

/** Reads `title="app.js" {1,3-5} run` from a code fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined, lastLine = maxHighlightLine): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), flags: new Set() }
  let rest = meta ?? ''
  rest = rest.replace(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/, (_, a, b, c) => {
    result.title = a ?? b ?? c
    return ''
  })
  rest = rest.replace(/\{([\d,\s-]+)\}/g, (_, ranges: string) => {
    for (const part of ranges.split(',')) {
      const [from, to] = part.trim().split('-').map(Number)
      if (!Number.isInteger(from)) continue
      const end = Number.isInteger(to) ? to : from
      // Clamped, so the loop is as long as the block: `{1-20000000}` once took 10 s and 816 MB.
      if (end > lastLine) result.beyondLastLine = Math.max(result.beyondLastLine ?? 0, end)
      for (let line = from; line <= Math.min(end, lastLine); line++) result.highlight.add(line)
    }
    return ''
  })
  for (const word of rest.split(/\s+/)) if (/^[\w-]+$/.test(word)) result.flags.add(word)
  return result
}

const magicComment = /^\s*(?:\/\/|#|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/

/** Removes `highlight-next-line` / `highlight-start` / `highlight-end` comments, noting the lines they mark. */
export function extractHighlightComments(code: string): { code: string; highlight: Set<number> } {
  const kept: string[] = []
  const highlight = new Set<number>()
  let nextLine = false
  let inRange = false
  for (const line of code.split('\n')) {
    const match = line.match(magicComment)
    if (match) {
      if (match[1] === 'next-line') nextLine = true
      else inRange = match[1] === 'start'
      continue
    }
    kept.push(line)
    if (nextLine || inRange) highlight.add(kept.length)
    nextLine = false
  }
  return { code: kept.join('\n'), highlight }
}

/**
 * Replaces each fenced code block with highlighted `<pre data-language data-lines data-title><code>`. A line
 * that is marked (highlighted, or a diff's added or removed line) is a `<span class="line">` box, which
 * code.css draws edge to edge; the others are their tokens and text only (a span per line was a sixth of a
 * long page's elements, in its HTML and in every render). An unknown language is a warning, shown as plain text.
 */
/** A diff's added or removed line is one such token (highlighter.ts: roles `ins` and `del`). */
const isDiffToken = (token: CodeToken) => typeof token !== 'string' && (token[0] === 'ins' || token[0] === 'del')

export function remarkCodeBlocks(options: { highlighter: CodeHighlighter }) {
  return (tree: Root, file: VFile) => {
    walkChildren<Nodes>(tree, (node, index, parent) => {
      if (node.type === 'code') highlightBlock(node, index, parent)
    })
    function highlightBlock(node: Code, index: number, parent: ParentOf<Nodes>) {
      const { code, highlight } = extractHighlightComments(node.value.replace(/\n+$/, ''))
      const lineCount = code.split('\n').length
      const meta = parseCodeMeta(node.meta, lineCount)
      if (meta.beyondLastLine)
        reportError(file, node, `Code block: {…} highlights line ${meta.beyondLastLine}, but the block has ${lineCount} line(s)`)
      for (const line of meta.highlight) highlight.add(line)
      const lang = node.lang?.toLowerCase()
      const results = file.data.codeResults
      let lines = results
        ? results.get<CodeLine[] | null>(`highlight\0${lang ?? ''}\0${code}`, () => options.highlighter.highlight(code, lang))
        : options.highlighter.highlight(code, lang)
      if (!lines) {
        reportWarning(file, node, `Language does not exist: ${node.lang}`)
        lines = options.highlighter.highlight(code, 'text')!
      }
      const children: ElementContent[] = []
      const pushText = (value: string) => {
        const last = children.at(-1)
        if (last?.type === 'text') last.value += value
        else children.push({ type: 'text', value })
      }
      lines.forEach((tokens, index) => {
        const highlighted = highlight.has(index + 1)
        if (highlighted || tokens.some(isDiffToken)) {
          const className = highlighted ? ['line', 'highlighted'] : ['line']
          children.push({ type: 'element', tagName: 'span', properties: { className }, children: hastOfTokens(tokens) })
        } else {
          for (const token of tokens) {
            if (typeof token === 'string') pushText(token)
            else children.push(...hastOfTokens([token]))
          }
        }
        if (index < lines.length - 1) pushText('\n')
      })
      const codeElement: Element = { type: 'element', tagName: 'code', properties: {}, children }
      // A node type remark-rehype doesn't know is turned into `data.hName` with our properties and
      // children as they are (its own `code` handler would wrap them in a second <pre>).
      const replacement = {
        type: 'highlightedCode',
        position: node.position,
        data: {
          hName: 'pre',
          // data-lines: the block's height before the browser lays it out (code.css, content-visibility).
          hProperties: { dataLanguage: lang ?? 'text', dataLines: lines.length, ...(meta.title ? { dataTitle: meta.title } : {}) },
          hChildren: [codeElement],
        },
      }
      parent.children.splice(index, 1, replacement as never)
    }
  }
}
