import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import { visit, SKIP } from 'unist-util-visit'
import { parseDocument } from 'yaml'
import type { Root, Code, Yaml } from 'mdast'
import type { Node } from 'unist'

/** A fenced code block of a markdown page. */
export interface CodeBlock {
  /** Lower-cased language, or undefined for a fence without one. */
  lang: string | undefined
  /** The raw meta string after the language (`title="x.js" {1,3} run`). */
  meta: string
  /** Bare words of the meta (`run`, `fragment`, `typecheck`…); `title="…"` and `{1,3-5}` are not flags. */
  flags: Set<string>
  /** 1-based line of the opening fence; line `n` of the code (1-based) is markdown line `line + n`. */
  line: number
  /** The code, as the site sees it (indentation of lists/admonitions removed). */
  value: string
}

/** The markdown parsers the site uses (plugins/markdown/pipeline.ts), without its transforms. */
const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective)

export function parseMarkdown(source: string): Root {
  return processor.parse(source)
}

/** Flags of a code fence's meta string; `title="…"`, `title='…'`, `title=x` and `{1,3-5}` are skipped. */
export function parseMetaFlags(meta: string | null | undefined): Set<string> {
  const rest = (meta ?? '')
    .replace(/title=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .replace(/\{[\d,\s-]*\}/g, ' ')
  const flags = new Set<string>()
  for (const word of rest.split(/\s+/)) if (/^[\w-]+$/.test(word)) flags.add(word)
  return flags
}

/** Every fenced code block of the page, in document order (including those inside admonitions and lists). */
export function extractBlocks(source: string, tree: Root = parseMarkdown(source)): CodeBlock[] {
  const blocks: CodeBlock[] = []
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      lang: node.lang ? node.lang.toLowerCase() : undefined,
      meta: node.meta ?? '',
      flags: parseMetaFlags(node.meta),
      line: node.position?.start.line ?? 0,
      value: node.value,
    })
  })
  return blocks
}

interface Segment {
  start: number | undefined
  end: number | undefined
  text: string
}

const directiveTypes = new Set(['textDirective', 'leafDirective'])

/**
 * Prose words: `text` and `inlineCode` nodes, skipping `code`, `yaml` and `html`. remark-directive reads
 * `10:30` or `key:value` as a text directive; its source text counts as words too. Inline pieces that touch
 * in the source (`` `dispatch`es ``, `10` + `:30`) count as one word.
 */
export function countWords(source: string, tree: Root = parseMarkdown(source)): number {
  const segments: Segment[] = []
  visit(tree, (node: Node) => {
    if (node.type === 'code' || node.type === 'yaml' || node.type === 'html') return SKIP
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (directiveTypes.has(node.type)) {
      if (start !== undefined && end !== undefined) segments.push({ start, end, text: source.slice(start, end) })
      return SKIP
    }
    if (node.type === 'text' || node.type === 'inlineCode') {
      segments.push({ start, end, text: (node as Node & { value: string }).value })
    }
    return undefined
  })
  let joined = ''
  let previousEnd: number | undefined
  for (const segment of segments) {
    const touching = previousEnd !== undefined && segment.start === previousEnd
    joined += (touching ? '' : ' ') + segment.text
    previousEnd = segment.end
  }
  return joined.split(/\s+/).filter(Boolean).length
}

export interface FrontMatterResult {
  /** Parsed key/values; undefined when the page has no front matter. */
  data: Record<string, unknown> | undefined
  /** 1-based line of the opening `---` (1 when missing). */
  line: number
  /** YAML syntax error, if any. */
  error?: string
}

export function readFrontMatter(source: string, tree: Root = parseMarkdown(source)): FrontMatterResult {
  const node = tree.children.find((child): child is Yaml => child.type === 'yaml')
  if (!node) return { data: undefined, line: 1 }
  const line = node.position?.start.line ?? 1
  const doc = parseDocument(node.value, { prettyErrors: false })
  if (doc.errors.length) return { data: undefined, line, error: doc.errors[0].message.split('\n')[0] }
  const value: unknown = doc.toJS()
  if (value === null || value === undefined) return { data: {}, line }
  if (typeof value !== 'object' || Array.isArray(value)) return { data: undefined, line, error: 'expected `key: value` pairs' }
  return { data: value as Record<string, unknown>, line }
}

/** One markdown page with everything the checks need. */
export interface Page {
  /** Path relative to the project root, with `/`: `content/api/store.md`. */
  file: string
  /** Absolute path. */
  absolute: string
  /** `/api/store`. */
  route: string
  source: string
  blocks: CodeBlock[]
  words: number
  frontMatter: FrontMatterResult
}

/** Builds a page from its source; `file` is the path shown in messages (relative to the project root). */
export function pageFromSource(file: string, source: string, absolute = file): Page {
  const tree = parseMarkdown(source)
  const relativeToContent = file.replace(/^content\//, '')
  return {
    file,
    absolute,
    route: '/' + relativeToContent.replace(/\.md$/, ''),
    source,
    blocks: extractBlocks(source, tree),
    words: countWords(source, tree),
    frontMatter: readFrontMatter(source, tree),
  }
}

/** Every file under `content/` (any extension), relative to the content folder with `/`, sorted. */
export function listContentFiles(contentDir: string): string[] {
  const files: string[] = []
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`)
      else files.push(`${prefix}${name}`)
    }
  }
  walk(contentDir, '')
  return files
}

/** Loads every markdown page under `<root>/content`. */
export function loadPages(root: string): Page[] {
  const contentDir = path.join(root, 'content')
  return listContentFiles(contentDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const absolute = path.join(contentDir, name)
      return pageFromSource(`content/${name}`, readFileSync(absolute, 'utf8'), absolute)
    })
}
