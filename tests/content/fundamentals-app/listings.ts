/**
 * The Redux Fundamentals app ("Tasks": file names, state shape and action types are Part 3's) assembled from
 * its own listings. The convention is the Essentials one: a code block titled `src/…` on a Fundamentals
 * page is a WHOLE file of the app, and listings apply in page order, parts in number order, a later listing of
 * a path replacing the earlier one. Blocks marked `fragment` are never applied.
 *
 * Unlike Essentials, the app is checked after EVERY listing, not only at a part's end: one state per listing,
 * the app exactly as a reader has it after copying that file. Any `part-N-*.md` of the folder is picked up.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { loadPage, type CodeBlock } from '../../../scripts/content/pages.ts'

export const FUNDAMENTALS_DIR = 'content/tutorials/fundamentals'

/** Languages a listing of the app may have. */
const APP_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'css', 'json'])
const SCRIPT = new Set(['js', 'jsx', 'ts', 'tsx'])

export interface FundamentalsPage {
  /** `content/tutorials/fundamentals/part-3-state-actions-reducers.md` */
  file: string
  part: number
  blocks: CodeBlock[]
}

/** One whole-file listing: a non-fragment block titled `src/…`. */
export interface Listing {
  page: string
  part: number
  /** 1-based markdown line of the opening fence; code line n is markdown line `line + n`. */
  line: number
  /** `src/features/todos/todosReducer.js` */
  path: string
  lang: string
  code: string
}

export interface ListingProblem {
  page: string
  line: number
  message: string
}

export interface FileVersion {
  code: string
  listing: Listing
}

/** The app as a reader has it right after one listing. */
export interface AppState {
  /** `part-3 after line 214` */
  name: string
  part: number
  /** The listing just applied. */
  listing: Listing
  /** true for the last listing of its part. */
  end: boolean
  /** Later listings of the same part: a file this state imports before the page shows it may be among them. */
  comingInPart: Listing[]
  files: Map<string, FileVersion>
}

/** `part-N-*.md` pages of a folder, in part order (the tutorial's by default; a fixture's in the tests). */
export function loadFundamentalsPages(root: string, dir = FUNDAMENTALS_DIR): FundamentalsPage[] {
  return readdirSync(path.join(root, dir))
    .map((name) => ({ name, match: /^part-(\d+)-.*\.md$/.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => {
      const page = loadPage(root, path.join(root, dir, name))
      return { file: page.file, part: Number(match[1]), blocks: page.blocks }
    })
    .sort((a, b) => a.part - b.part)
}

/** Every block titled `src/…` that is not a fragment, or a problem saying why it cannot be a file. */
export function listingsOf(page: FundamentalsPage): { listings: Listing[]; problems: ListingProblem[] } {
  const listings: Listing[] = []
  const problems: ListingProblem[] = []
  for (const block of page.blocks) {
    const title = block.title
    if (!title?.startsWith('src/') || block.flags.has('fragment')) continue
    const report = (message: string) => problems.push({ page: page.file, line: block.line, message })
    if (!/^src\/[\w.@/-]+\.\w+$/.test(title) || title.includes('..')) {
      report(`title="${title}" is not a file path: a src/ title names a whole file of the app`)
      continue
    }
    const extension = title.slice(title.lastIndexOf('.') + 1)
    if (!block.lang || !APP_LANGS.has(block.lang)) report(`${title}: language "${block.lang ?? ''}" cannot be a file of the app`)
    else if (SCRIPT.has(extension) !== SCRIPT.has(block.lang)) report(`${title}: a .${extension} file in a ${block.lang} block`)
    else if (block.flags.has('run')) report(`${title}: a file of the app cannot also be a standalone \`run\` block`)
    else listings.push({ page: page.file, part: page.part, line: block.line, path: title, lang: block.lang, code: block.value })
  }
  return { listings, problems }
}

/** One state per listing, in reading order, each holding every file shown so far (latest version of each). */
export function assembleStates(pages: FundamentalsPage[]): { states: AppState[]; problems: ListingProblem[] } {
  const states: AppState[] = []
  const problems: ListingProblem[] = []
  const files = new Map<string, FileVersion>()
  for (const page of pages) {
    const { listings, problems: pageProblems } = listingsOf(page)
    problems.push(...pageProblems)
    listings.forEach((listing, index) => {
      files.set(listing.path, { code: listing.code, listing })
      states.push({
        name: `part-${page.part} after line ${listing.line}`,
        part: page.part,
        listing,
        end: index === listings.length - 1,
        comingInPart: listings.slice(index + 1),
        files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))),
      })
    })
  }
  return { states, problems }
}

/** `content/…md:LINE` of the listing behind a file of the state, for failure messages. */
export function whereFrom(state: AppState, file: string): string {
  const version = state.files.get(file)
  return version ? `${version.listing.page}:${version.listing.line}` : `(no listing of ${file})`
}
