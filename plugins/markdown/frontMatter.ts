import path from 'node:path'
import { parseDocument, LineCounter, isMap, isScalar, isPair } from 'yaml'
import type { Root, Yaml } from 'mdast'
import type { VFile } from 'vfile'
import type { FrontMatter } from '../../shared/types.ts'

/** Keys every page must give, as non-empty strings (CONTRIBUTING.md, "Front matter"). */
export const requiredFrontMatterKeys = ['id', 'title', 'description'] as const
const stringKeys = [...requiredFrontMatterKeys, 'sidebar_label', 'slug'] as const
const booleanKeys = ['hide_title'] as const

/** A problem of a page's front matter, at a place in the markdown file. */
export interface FrontMatterProblem {
  line: number
  column: number
  reason: string
}

export interface FrontMatterResult {
  /** The keys as written; undefined when the page has no front matter block (or it is not `key: value` pairs). */
  data: Record<string, unknown> | undefined
  /** 1-based line of the opening `---` (1 when there is none). */
  line: number
  /** Whether the page has a front matter block at all. */
  found: boolean
  problems: FrontMatterProblem[]
}

/**
 * Reads the YAML front matter of a parsed page with a real YAML parser and checks it: YAML syntax, the
 * types of the keys we use, and `id`, `title`, `description` present and non-empty. Problems point at the
 * line in the markdown file (the YAML starts on the line after the opening `---`).
 */
export function readFrontMatter(tree: Root): FrontMatterResult {
  const node = tree.children.find((child): child is Yaml => child.type === 'yaml')
  if (!node) {
    const reason = 'missing (a `---` block with id, title and description)'
    return { data: undefined, line: 1, found: false, problems: [{ line: 1, column: 1, reason }] }
  }
  const line = node.position?.start.line ?? 1
  const problems: FrontMatterProblem[] = []
  const lineCounter = new LineCounter()
  const doc = parseDocument(node.value, { lineCounter, prettyErrors: false })
  const fail = (offset: number, reason: string) => {
    const pos = lineCounter.linePos(offset)
    problems.push({ line: line + pos.line, column: pos.col, reason })
  }
  for (const error of doc.errors) fail(error.pos[0], error.message.split('\n')[0])
  if (doc.errors.length) return { data: undefined, line, found: true, problems }
  if (doc.contents !== null && !isMap(doc.contents)) {
    fail(0, 'expected `key: value` pairs')
    return { data: undefined, line, found: true, problems }
  }
  const data: Record<string, unknown> = {}
  for (const pair of doc.contents?.items ?? []) {
    if (!isPair(pair) || !isScalar(pair.key)) continue
    const key = String(pair.key.value)
    const value = isScalar(pair.value) ? pair.value.value : pair.value?.toJSON()
    const offset = pair.key.range?.[0] ?? 0
    if ((stringKeys as readonly string[]).includes(key) && typeof value !== 'string') {
      fail(offset, `\`${key}\` must be a string`)
    } else if ((booleanKeys as readonly string[]).includes(key) && typeof value !== 'boolean') {
      fail(offset, `\`${key}\` must be true or false`)
    } else if ((requiredFrontMatterKeys as readonly string[]).includes(key) && !(value as string).trim()) {
      fail(offset, `\`${key}\` is empty`)
    }
    data[key] = value
  }
  const missing = requiredFrontMatterKeys.filter((key) => !(key in data))
  if (missing.length) {
    const names = missing.map((key) => `\`${key}\``).join(', ')
    problems.push({ line, column: 1, reason: `${names} ${missing.length > 1 ? 'are' : 'is'} missing (every page needs id, title and description)` })
  }
  return { data, line, found: true, problems }
}

/**
 * Reads the front matter into `file.data.frontmatter`; each problem of a front matter block fails the page,
 * naming file:line. A source with no block at all still compiles, with the file name as id and a leading H1
 * as title (the unit tests compile such snippets); the content checks refuse it for the pages of content/.
 */
export function remarkFrontMatter() {
  return (tree: Root, file: VFile) => {
    const { data = {}, found, problems } = readFrontMatter(tree)
    for (const problem of found ? problems : []) {
      const message = file.message(`Front matter: ${problem.reason}`, { place: { line: problem.line, column: problem.column } })
      message.fatal = true
    }
    const fallbackId = path.basename(file.path || 'page').replace(/\.mdx?$/, '')
    file.data.frontmatter = { ...data, id: (data.id as string) ?? fallbackId, title: (data.title as string) ?? '' } as FrontMatter
  }
}
