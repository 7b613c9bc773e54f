import path from 'node:path'
import { parseDocument, LineCounter, isMap, isScalar, isPair } from 'yaml'
import type { Root, Yaml } from 'mdast'
import type { VFile } from 'vfile'
import type { FrontMatter } from '../../shared/types.ts'
import { PAGE_EXTENSION, stripNumberPrefix } from '../../shared/routes.ts'
import { refusedTarget } from './linkProtocols.ts'

/** Keys every page of our own content must give, as non-empty strings (CONTRIBUTING.md, "Front matter"; scripts/content). */
export const requiredFrontMatterKeys = ['id', 'title', 'description'] as const
// The keys Docusaurus knows, typed as it types them; every other key is kept as written.
const stringKeys = [...requiredFrontMatterKeys, 'sidebar_label', 'slug', 'image', 'sidebar_class_name', 'pagination_label'] as const
const booleanKeys = ['hide_title', 'hide_table_of_contents', 'draft', 'unlisted'] as const
/** A string, or null to turn the thing off (`pagination_next: null` shows no "Next" link). */
const stringOrNullKeys = ['pagination_next', 'pagination_prev', 'custom_edit_url'] as const
const headingLevelKeys = ['toc_min_heading_level', 'toc_max_heading_level'] as const

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
export function readFrontMatter(tree: Root, options: { requireKeys?: boolean } = {}): FrontMatterResult {
  const requireKeys = options.requireKeys ?? true
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
  // The document as plain values, aliases resolved (`title: *name` is the anchored string itself); the
  // alias count is capped, so a "billion laughs" document is an error rather than gigabytes.
  let values: Record<string, unknown>
  try {
    values = (doc.toJS({ maxAliasCount: 100 }) ?? {}) as Record<string, unknown>
  } catch (error) {
    fail(0, (error as Error).message.split('\n')[0])
    return { data: undefined, line, found: true, problems }
  }
  const data: Record<string, unknown> = {}
  for (const pair of doc.contents?.items ?? []) {
    if (!isPair(pair) || !isScalar(pair.key)) continue
    const key = String(pair.key.value)
    const offset = pair.key.range?.[0] ?? 0
    if (key === '__proto__') {
      // Assigned, it would replace the object's prototype: its keys would pass unchecked, as the page's own.
      fail(offset, '`__proto__` is not allowed as a key')
      continue
    }
    const value = Object.hasOwn(values, key) ? values[key] : undefined
    if ((stringKeys as readonly string[]).includes(key) && typeof value !== 'string') {
      fail(offset, `\`${key}\` must be a string`)
    } else if ((booleanKeys as readonly string[]).includes(key) && typeof value !== 'boolean') {
      fail(offset, `\`${key}\` must be true or false`)
    } else if ((stringOrNullKeys as readonly string[]).includes(key) && value !== null && typeof value !== 'string') {
      fail(offset, `\`${key}\` must be a string or null`)
    } else if (
      (headingLevelKeys as readonly string[]).includes(key) &&
      !(Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6)
    ) {
      fail(offset, `\`${key}\` must be a whole number from 2 to 6`)
    } else if (key === 'sidebar_position' && typeof value !== 'number') {
      fail(offset, '`sidebar_position` must be a number')
    } else if (key === 'keywords' && !(Array.isArray(value) && value.every((word) => typeof word === 'string'))) {
      fail(offset, '`keywords` must be a list of strings')
    } else if (key === 'custom_edit_url' && typeof value === 'string' && refusedTarget(value, 'link')) {
      fail(offset, `\`custom_edit_url\` is not allowed: ${refusedTarget(value, 'link')} (give an https URL)`)
    } else if ((requiredFrontMatterKeys as readonly string[]).includes(key) && !(value as string).trim()) {
      fail(offset, `\`${key}\` is empty`)
    }
    data[key] = value
  }
  const min = data.toc_min_heading_level as number | undefined
  const max = data.toc_max_heading_level as number | undefined
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    problems.push({ line, column: 1, reason: '`toc_min_heading_level` is above `toc_max_heading_level`' })
  }
  const missing = requireKeys ? requiredFrontMatterKeys.filter((key) => !(key in data)) : []
  if (missing.length) {
    const names = missing.map((key) => `\`${key}\``).join(', ')
    problems.push({
      line,
      column: 1,
      reason: `${names} ${missing.length > 1 ? 'are' : 'is'} missing (every page needs id, title and description)`,
    })
  }
  return { data, line, found: true, problems }
}

/**
 * Reads the front matter into `file.data.frontmatter`; each problem of a front matter block fails the page,
 * naming file:line. As in Docusaurus, no key is required: a missing id is the file name (without its number
 * prefix), a missing title the leading H1; the content checks (scripts/content) require id, title and
 * description of the pages of content/.
 */
export function remarkFrontMatter() {
  return (tree: Root, file: VFile) => {
    const { data = {}, found, problems } = readFrontMatter(tree, { requireKeys: false })
    for (const problem of found ? problems : []) {
      const message = file.message(`Front matter: ${problem.reason}`, { place: { line: problem.line, column: problem.column } })
      message.fatal = true
    }
    const fallbackId = stripNumberPrefix(path.basename(file.path || 'page').replace(PAGE_EXTENSION, ''))
    file.data.frontmatter = { ...data, id: (data.id as string) ?? fallbackId, title: (data.title as string) ?? '' } as FrontMatter
  }
}
