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
  const failAt = (at: { line: number; col: number }, reason: string) => problems.push({ line: line + at.line, column: at.col, reason })
  // Most front matter is one `key: value` a line: read without the YAML parser, to the same values
  // (simpleYamlPairs); anything else goes to the parser.
  let pairs: { key: string; at: () => { line: number; col: number } }[]
  let values: Record<string, unknown>
  const simple = simpleYamlPairs(node.value)
  if (simple) {
    pairs = simple.map((pair) => ({ key: pair.key, at: () => ({ line: pair.line, col: 1 }) }))
    values = Object.fromEntries(simple.map((pair) => [pair.key, pair.value]))
  } else {
    const lineCounter = new LineCounter()
    const doc = parseDocument(node.value, { lineCounter, prettyErrors: false })
    const fail = (offset: number, reason: string) => failAt(lineCounter.linePos(offset), reason)
    for (const error of doc.errors) fail(error.pos[0], error.message.split('\n')[0])
    if (doc.errors.length) return { data: undefined, line, found: true, problems }
    if (doc.contents !== null && !isMap(doc.contents)) {
      fail(0, 'expected `key: value` pairs')
      return { data: undefined, line, found: true, problems }
    }
    // The document as plain values, aliases resolved (`title: *name` is the anchored string itself); the
    // alias count is capped, so a "billion laughs" document is an error rather than gigabytes.
    try {
      values = (doc.toJS({ maxAliasCount: 100 }) ?? {}) as Record<string, unknown>
    } catch (error) {
      fail(0, (error as Error).message.split('\n')[0])
      return { data: undefined, line, found: true, problems }
    }
    pairs = (doc.contents?.items ?? []).flatMap((pair) => {
      if (!isPair(pair) || !isScalar(pair.key)) return []
      return [{ key: String(pair.key.value), at: () => lineCounter.linePos(pair.key.range?.[0] ?? 0) }]
    })
  }
  const data: Record<string, unknown> = {}
  for (const pair of pairs) {
    const { key } = pair
    const fail = (reason: string) => failAt(pair.at(), reason)
    if (key === '__proto__') {
      // Assigned, it would replace the object's prototype: its keys would pass unchecked, as the page's own.
      fail('`__proto__` is not allowed as a key')
      continue
    }
    const value = Object.hasOwn(values, key) ? values[key] : undefined
    if ((stringKeys as readonly string[]).includes(key) && typeof value !== 'string') {
      fail(`\`${key}\` must be a string`)
    } else if ((booleanKeys as readonly string[]).includes(key) && typeof value !== 'boolean') {
      fail(`\`${key}\` must be true or false`)
    } else if ((stringOrNullKeys as readonly string[]).includes(key) && value !== null && typeof value !== 'string') {
      fail(`\`${key}\` must be a string or null`)
    } else if (
      (headingLevelKeys as readonly string[]).includes(key) &&
      !(Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6)
    ) {
      fail(`\`${key}\` must be a whole number from 2 to 6`)
    } else if (key === 'sidebar_position' && typeof value !== 'number') {
      fail('`sidebar_position` must be a number')
    } else if (key === 'keywords' && !(Array.isArray(value) && value.every((word) => typeof word === 'string'))) {
      fail('`keywords` must be a list of strings')
    } else if (key === 'custom_edit_url' && typeof value === 'string' && refusedTarget(value, 'link')) {
      fail(`\`custom_edit_url\` is not allowed: ${refusedTarget(value, 'link')} (give an https URL)`)
    } else if ((requiredFrontMatterKeys as readonly string[]).includes(key) && !(value as string).trim()) {
      fail(`\`${key}\` is empty`)
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

// A line `key: value`: a plain key, then a value that is single-quoted, double-quoted without escapes, or
// plain (not starting with an indicator, no `: ` or ` #` inside, no `:` at its end), or nothing (null).
const simplePair = /^([A-Za-z_][A-Za-z0-9_-]{0,99}):(?: (.*))?$/
const singleQuoted = /^'((?:[^']|'')*)'$/
const doubleQuoted = /^"([^"\\]*)"$/
// Characters YAML treats specially or refuses (controls, tabs, a byte order mark, lone surrogates).
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const unusual = /[\x00-\x09\x0b-\x1f\x7f-\x9f\ufeff\ud800-\udfff]/
/**
 * The pairs of front matter written as one `key: value` a line, with the values YAML 1.2's core schema
 * (the `yaml` package's default, which readFrontMatter otherwise uses) gives them; undefined for anything
 * else (nesting, lists, block scalars, comments, anchors, escapes, repeated keys, a plain value that might
 * be a number, boolean or null other than the plainest forms), which the parser then reads. The parser
 * cost more than anything else in listing a large site's pages.
 */
export function simpleYamlPairs(yaml: string): { key: string; value: unknown; line: number }[] | undefined {
  if (unusual.test(yaml)) return undefined
  const pairs: { key: string; value: unknown; line: number }[] = []
  const seen = new Set<string>()
  const lines = yaml.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]
    if (text === '') continue
    const match = simplePair.exec(text)
    if (!match || match[1] === '__proto__' || notStringKey.test(match[1]) || seen.has(match[1])) return undefined
    const value = simpleScalar(match[2])
    if (value === unreadable) return undefined
    seen.add(match[1])
    pairs.push({ key: match[1], value, line: index + 1 })
  }
  return pairs
}

const unreadable = Symbol('unreadable')
// Keys YAML reads as a boolean or null.
const notStringKey = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)$/

function simpleScalar(text: string | undefined): unknown {
  if (text === undefined) return null
  if (text === '' || /^\s|\s$/.test(text)) return unreadable
  const single = singleQuoted.exec(text)
  if (single) return single[1].replaceAll("''", "'")
  const double = doubleQuoted.exec(text)
  if (double) return double[1]
  // Indicators, and starts that may make a number, a null or a special float.
  if (/^[-?:,[\]{}#&*!|>'"%@`.+~0-9]/.test(text) || text.includes(': ') || text.includes(' #') || text.endsWith(':')) {
    return /^(?:0|[1-9][0-9]{0,14})$/.test(text) ? Number(text) : unreadable
  }
  if (/^(?:true|True|TRUE)$/.test(text)) return true
  if (/^(?:false|False|FALSE)$/.test(text)) return false
  if (/^(?:null|Null|NULL)$/.test(text)) return null
  return text
}
