/**
 * The Redux Essentials app convention: a code block with `title="src/…"` on an Essentials page is a WHOLE
 * file of the tutorial's app, and the app at the end of Part N is the app at the end of Part N−1 with Part
 * N's titled listings applied in page order (a later listing of the same path replaces the earlier one).
 * Blocks marked `fragment` are never applied.
 *
 * Part 2 tours a separate app (the counter template), so its listings build an app of their own; Chirp
 * starts from nothing in Part 3 and grows through every later part, including parts that do not exist yet
 * (any `part-N-*.md` in the folder is picked up in number order).
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { loadPage, type CodeBlock, type Page } from '../../../scripts/content/pages.ts'

export const ESSENTIALS_DIR = 'content/tutorials/essentials'

/** Languages a listing of the app may have. */
const APP_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'css', 'json'])

export interface EssentialsPage {
  /** `content/tutorials/essentials/part-3-data-flow.md` */
  file: string
  part: number
  blocks: CodeBlock[]
  /** The page as the content checks read it (the site's markdown parser). */
  page: Page
}

/** One whole-file listing: a non-fragment block titled `src/…`. */
export interface Listing {
  page: string
  part: number
  /** 1-based markdown line of the opening fence; code line n is markdown line `line + n`. */
  line: number
  /** `src/features/posts/postsSlice.js` */
  path: string
  lang: string
  code: string
}

/** A problem with a block that claims to be a file of the app but cannot be one. */
export interface ListingProblem {
  page: string
  line: number
  message: string
}

export interface FileVersion {
  code: string
  listing: Listing
}

/** An app as a set of files, with where each came from. */
export interface AppState {
  /** `part-2`, `part-5`, `part-5 before L482` … */
  name: string
  app: 'counter' | 'chirp'
  part: number
  /** true for a part's end state (rendered and used); false for a checkpoint (typechecked and bundled only). */
  end: boolean
  files: Map<string, FileVersion>
}

export function loadEssentialsPages(root: string): EssentialsPage[] {
  const dir = path.join(root, ESSENTIALS_DIR)
  return readdirSync(dir)
    .map((name) => ({ name, match: /^part-(\d+)-.*\.md$/.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => {
      const page = loadPage(root, path.join(dir, name))
      return { file: page.file, part: Number(match[1]), blocks: page.blocks, page }
    })
    .sort((a, b) => a.part - b.part)
}

/** Every block titled `src/…` that is not a fragment, or a problem saying why it cannot be a file. */
export function listingsOf(page: EssentialsPage): { listings: Listing[]; problems: ListingProblem[] } {
  const listings: Listing[] = []
  const problems: ListingProblem[] = []
  for (const block of page.blocks) {
    const title = block.title
    if (!title || !title.startsWith('src/')) continue
    const flags = block.flags
    if (flags.has('fragment')) continue
    const where = { page: page.file, line: block.line }
    if (!/^src\/[\w.@/-]+\.\w+$/.test(title) || title.includes('..')) {
      problems.push({ ...where, message: `title="${title}" is not a file path: a src/ title names a whole file of the app` })
      continue
    }
    const extension = title.slice(title.lastIndexOf('.') + 1)
    if (!block.lang || !APP_LANGS.has(block.lang)) {
      problems.push({ ...where, message: `${title}: language "${block.lang ?? ''}" cannot be a file of the app` })
      continue
    }
    if (['js', 'jsx', 'ts', 'tsx'].includes(extension) && !['js', 'jsx', 'ts', 'tsx'].includes(block.lang)) {
      problems.push({ ...where, message: `${title}: a .${extension} file in a ${block.lang} block` })
      continue
    }
    if (flags.has('run')) {
      problems.push({ ...where, message: `${title}: a file of the app cannot also be a standalone \`run\` block` })
      continue
    }
    listings.push({ ...where, part: page.part, path: title, lang: block.lang, code: block.value })
  }
  return { listings, problems }
}

function snapshot(files: Map<string, FileVersion>): Map<string, FileVersion> {
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * The end state of every part that has listings (Part 2's counter, Chirp from Part 3 on), and checkpoints
 * for the listings that a later listing of the same part replaces, so that every listing is checked in some
 * state. A checkpoint is the app just after one of those listings was applied (the moment the page shows
 * that whole file); one checkpoint covers every replaced listing that is current at that moment, and the
 * fewest are chosen (the latest such moment first).
 */
export function assembleStates(pages: EssentialsPage[]): { states: AppState[]; problems: ListingProblem[] } {
  const states: AppState[] = []
  const problems: ListingProblem[] = []
  let chirp = new Map<string, FileVersion>()
  for (const page of pages) {
    const { listings, problems: pageProblems } = listingsOf(page)
    problems.push(...pageProblems)
    if (listings.length === 0) continue
    const app = page.part <= 2 ? 'counter' : 'chirp'
    const base = app === 'counter' ? new Map<string, FileVersion>() : chirp
    // [applied at, replaced at) for every listing that a later listing of this part replaces
    const intervals: { start: number; end: number }[] = []
    listings.forEach((listing, index) => {
      const next = listings.findIndex((other, otherIndex) => otherIndex > index && other.path === listing.path)
      if (next !== -1) intervals.push({ start: index, end: next })
    })
    const stops = new Set<number>()
    let open = [...intervals]
    while (open.length) {
      const stop = Math.max(...open.map((interval) => interval.start))
      stops.add(stop)
      open = open.filter((interval) => !(interval.start <= stop && stop < interval.end))
    }
    const files = new Map(base)
    listings.forEach((listing, index) => {
      files.set(listing.path, { code: listing.code, listing })
      if (stops.has(index)) {
        states.push({ name: `part-${page.part} after line ${listing.line}`, app, part: page.part, end: false, files: snapshot(files) })
      }
    })
    states.push({ name: `part-${page.part}`, app, part: page.part, end: true, files: snapshot(files) })
    if (app === 'chirp') chirp = files
  }
  return { states, problems }
}

/** Listings that no state contains (should be none: assembleStates checkpoints every replaced listing). */
export function unusedListings(pages: EssentialsPage[], states: AppState[]): Listing[] {
  const used = new Set<string>()
  for (const state of states) for (const { listing } of state.files.values()) used.add(`${listing.page}:${listing.line}`)
  return pages.flatMap((page) => listingsOf(page).listings).filter((listing) => !used.has(`${listing.page}:${listing.line}`))
}
