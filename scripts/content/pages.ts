// The pages of content/ as the checks see them, read with the markdown pipeline's own parts: its parser,
// its front matter reader, its code-fence meta parser, its file listing and its route rule.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { visit, SKIP } from 'unist-util-visit'
import type { Root, Code } from 'mdast'
import type { Node } from 'unist'
import { createMarkdownParser } from '../../plugins/markdown/pipeline.ts'
import { readFrontMatter, type FrontMatterResult } from '../../plugins/markdown/frontMatter.ts'
import { parseCodeMeta } from '../../plugins/markdown/codeBlocks.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { fileToRoute } from '../../shared/routes.ts'

/** A fenced code block of a markdown page. */
export interface CodeBlock {
  /** Lower-cased language, or undefined for a fence without one. */
  lang: string | undefined
  /** The raw meta string after the language (`title="x.js" {1,3} run`). */
  meta: string
  /** The `title="…"` of the fence, if any. */
  title: string | undefined
  /** Bare words of the meta (`run`, `fragment`…); `title="…"` and `{1,3-5}` are not flags. */
  flags: Set<string>
  /** 1-based line of the opening fence; line `n` of the code (1-based) is markdown line `line + n`. */
  line: number
  /** The code, as the site sees it (indentation of lists/admonitions removed). */
  value: string
}

/** One markdown page with everything the checks need. */
export interface Page {
  /** Path relative to the project root, with `/`: `content/api/store.md`. */
  file: string
  /** `/api/store`. */
  route: string
  source: string
  blocks: CodeBlock[]
  words: number
  frontMatter: FrontMatterResult
}

const parser = createMarkdownParser()

export function parseMarkdown(source: string): Root {
  return parser.parse(source)
}

/** Every fenced code block of the page, in document order (including those inside admonitions and lists). */
export function extractBlocks(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = []
  visit(tree, 'code', (node: Code) => {
    const meta = parseCodeMeta(node.meta)
    blocks.push({
      lang: node.lang ? node.lang.toLowerCase() : undefined,
      meta: node.meta ?? '',
      title: meta.title,
      flags: meta.flags,
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
export function countWords(source: string, tree: Root): number {
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

/** Builds a page from its source; `file` is the path shown in messages (`content/api/store.md`). */
export function pageFromSource(file: string, source: string): Page {
  const tree = parseMarkdown(source)
  const frontMatter = readFrontMatter(tree)
  return {
    file,
    route: fileToRoute(file.replace(/^content\//, ''), frontMatter.data),
    source,
    blocks: extractBlocks(tree),
    words: countWords(source, tree),
    frontMatter,
  }
}

/**
 * Pages already parsed in this process, by path: reading all of content/ takes seconds of parsing, and some
 * tests read a page again (the Fundamentals app's listing check; the test files that share a worker).
 */
const parsedPages = new Map<string, Page>()

/**
 * Loads one page; `absolute` is its path on disk, `root` the project root. A file read again with the same
 * text gives the same Page object, so no caller may change a page it is given.
 */
export function loadPage(root: string, absolute: string): Page {
  const file = path.relative(root, absolute).split(path.sep).join('/')
  const source = readFileSync(absolute, 'utf8')
  const key = `${root}\0${file}`
  const parsed = parsedPages.get(key)
  if (parsed?.source === source) return parsed
  const page = pageFromSource(file, source)
  parsedPages.set(key, page)
  return page
}

/** Loads every markdown page under `<root>/content`, in file order. */
export function loadPages(root: string): Page[] {
  return findMarkdownFiles(path.join(root, 'content')).map((absolute) => loadPage(root, absolute))
}

/** A code block with the page it is on. */
export interface Located {
  page: Page
  block: CodeBlock
}

export function blocksWhere(pages: Page[], keep: (block: CodeBlock, page: Page) => boolean): Located[] {
  return pages.flatMap((page) => page.blocks.filter((block) => keep(block, page)).map((block) => ({ page, block })))
}
