/**
 * A tutorial app assembled from its own listings (the Redux Essentials tutorial's Chirp and counter; any
 * tutorial folder whose pages build an app the same way can use it, see `TutorialSpec`). The convention,
 * written up in CONTRIBUTING.md ("Tutorial apps"):
 *
 * - a code block with `title="src/…"` that is not a `fragment` is a WHOLE file of the app; the app at a given
 *   point of the text is every such listing above that point, a later listing of a path replacing the
 *   earlier one (part after part, in number order, until a page starts a fresh app);
 * - `<!-- app: delete src/x.js -->` is where the text tells the reader to delete a file: from there on the
 *   app does not have it;
 * - `<!-- app: try flow-a flow-b -->` is where the reader would run the app: it is assembled as it stands
 *   there, typechecked, bundled, started, and the named flows are played through its screen. Every part's
 *   end is such a point too, with the spec's end flows.
 *
 * Every listing must be run in some state (a `try` marker after it, or the part's end, before a later
 * listing replaces it), so a listing that only compiles is not enough. The one exception is a listing
 * replaced before the app has an entry point (`src/main.jsx`): nobody can run that, so it is typechecked.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { visit } from 'unist-util-visit'
import type { Html } from 'mdast'
import { loadPage, parseMarkdown, type CodeBlock, type Page } from '../../../scripts/content/pages.ts'

/** Languages a listing of the app may have. */
const APP_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'css', 'json'])

export interface TutorialPage {
  /** `content/tutorials/essentials/part-3-data-flow.md` */
  file: string
  part: number
  blocks: CodeBlock[]
  /** The page as the content checks read it (the site's markdown parser). */
  page: Page
}
/** @deprecated the name from before the harness took any tutorial folder */
export type EssentialsPage = TutorialPage

/** What differs between tutorials: where the pages are, which app a page builds, what the app's end flows are. */
export interface TutorialSpec {
  /** `content/tutorials/essentials` */
  dir: string
  /** Which pages of the folder are parts, and their number (default `part-N-….md`). */
  partOf?: (fileName: string) => number | undefined
  /** The app a page's listings belong to, and whether the page starts it from nothing. */
  appOf(page: TutorialPage): { app: string; fresh: boolean }
  /** The flows a `try` marker may name. */
  flowNames: ReadonlySet<string>
  /** The flows played at the end of a part. */
  endFlows(app: string): string[]
  /**
   * Typecheck the app with `strict` (default true). `false` only while a tutorial's listings are being
   * annotated for it: TypeScript then still checks names, calls and props, but not nulls and implicit anys.
   */
  strict?: boolean
  /** What `strict` lets pass in this tutorial's JavaScript, each with its reason (see `TypeRelaxations`). */
  relaxations?: TypeRelaxations
}

/**
 * The errors of `strict` checkJs that a reader of a JavaScript tutorial never meets and could only silence
 * with type annotations JavaScript does not have: turned off one by one, each with the reason. A mistake
 * the app would show at run time is never one of them; fix the listing instead.
 */
export interface TypeRelaxations {
  /** Strict compiler options turned off, with the reason. */
  options?: Partial<Record<'noImplicitAny' | 'useUnknownInCatchVariables', string>>
  /** Single diagnostics let through: the TS code, its message and the code it points at must all match. */
  accept?: TypeAllowance[]
}

export interface TypeAllowance {
  code: number
  message: RegExp
  /** The source text the diagnostic points at. */
  at: RegExp
  reason: string
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

/** A problem with a block or marker of the text. */
export interface ListingProblem {
  page: string
  line: number
  message: string
}

export interface FileVersion {
  code: string
  listing: Listing
}

/** An app as it stands at a point of the text where the reader runs it. */
export interface AppState {
  /** `part-5`, `part-5 line 482` … */
  name: string
  app: string
  part: number
  /** `content/…/part-5-async-logic.md:482`, where the reader runs it */
  where: string
  /** true for a part's end */
  end: boolean
  /** The flows to play, in order. */
  flows: string[]
  files: Map<string, FileVersion>
}

export function loadTutorialPages(root: string, spec: Pick<TutorialSpec, 'dir' | 'partOf'>): TutorialPage[] {
  const dir = path.join(root, spec.dir)
  const partOf = spec.partOf ?? ((name: string) => {
    const match = /^part-(\d+)-.*\.md$/.exec(name)
    return match ? Number(match[1]) : undefined
  })
  return readdirSync(dir)
    .map((name) => ({ name, part: partOf(name) }))
    .filter((entry): entry is { name: string; part: number } => entry.part !== undefined)
    .map(({ name, part }) => {
      const page = loadPage(root, path.join(dir, name))
      return { file: page.file, part, blocks: page.blocks, page }
    })
    .sort((a, b) => a.part - b.part)
}

/** Every block titled `src/…` that is not a fragment, or a problem saying why it cannot be a file. */
export function listingsOf(page: TutorialPage): { listings: Listing[]; problems: ListingProblem[] } {
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

/** A `<!-- app: … -->` marker of the text. */
export type Marker = { line: number; kind: 'delete'; path: string } | { line: number; kind: 'try'; flows: string[] }

const markerPattern = /^<!--\s*app:([\s\S]*?)-->$/

/** The page's `<!-- app: … -->` markers (HTML comments, which the site drops), or problems with them. */
export function markersOf(page: TutorialPage, spec: Pick<TutorialSpec, 'flowNames'>): { markers: Marker[]; problems: ListingProblem[] } {
  const markers: Marker[] = []
  const problems: ListingProblem[] = []
  visit(parseMarkdown(page.page.source), 'html', (node: Html) => {
    const match = markerPattern.exec(node.value.trim())
    if (!match) return
    const line = node.position?.start.line ?? 0
    const [verb, ...words] = match[1].trim().split(/\s+/)
    if (verb === 'delete' && words.length === 1 && /^src\/[\w.@/-]+\.\w+$/.test(words[0])) markers.push({ line, kind: 'delete', path: words[0] })
    else if (verb === 'try' && words.length > 0) {
      const unknown = words.filter((flow) => !spec.flowNames.has(flow))
      if (unknown.length) problems.push({ page: page.file, line, message: `unknown flow(s) ${unknown.join(', ')} (known: ${[...spec.flowNames].join(', ')})` })
      else markers.push({ line, kind: 'try', flows: words })
    } else {
      problems.push({ page: page.file, line, message: `app marker "${node.value.trim()}": write <!-- app: delete src/file.js --> or <!-- app: try flow … -->` })
    }
  })
  return { markers, problems }
}

function snapshot(files: Map<string, FileVersion>): Map<string, FileVersion> {
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Every state the reader runs: one per `try` marker and one per part's end (a marker after the part's last
 * change is merged into the end state). Problems: bad listings and markers, a delete of a file the app
 * does not have, and a listing replaced or deleted before the app was ever run with it.
 */
export function assembleStates(pages: TutorialPage[], spec: TutorialSpec): { states: AppState[]; problems: ListingProblem[] } {
  const states: AppState[] = []
  const problems: ListingProblem[] = []
  const apps = new Map<string, Map<string, FileVersion>>()
  for (const page of pages) {
    const { listings, problems: listingProblems } = listingsOf(page)
    const { markers, problems: markerProblems } = markersOf(page, spec)
    problems.push(...listingProblems, ...markerProblems)
    if (listings.length === 0 && markers.length === 0) continue
    const { app, fresh } = spec.appOf(page)
    const files = new Map(fresh ? [] : (apps.get(app) ?? []))
    apps.set(app, files)
    /** Listings of this page not yet run in any state. */
    const unrun = new Set<Listing>()
    const hasEntry = () => [...files.keys()].some((file) => /^src\/main\.[jt]sx?$/.test(file))
    const retire = (version: FileVersion | undefined, line: number, how: string) => {
      if (version && unrun.has(version.listing) && !hasEntry()) {
        // Nothing could start the app yet (no src/main.jsx): the reader cannot run it, so the listing is
        // typechecked as it stands, in a state of its own.
        states.push({ name: `part-${page.part} line ${line} (no entry point yet)`, app, part: page.part, where: `${page.file}:${line}`, end: false, flows: [], files: snapshot(files) })
        unrun.clear()
      } else if (version && unrun.has(version.listing)) {
        problems.push({
          page: page.file,
          line: version.listing.line,
          message: `${version.listing.path} is ${how} at line ${line} before the app is run with it: add <!-- app: try … --> where the reader would try it`,
        })
        unrun.delete(version.listing)
      }
    }
    const events = [...listings.map((listing) => ({ line: listing.line, listing })), ...markers.map((marker) => ({ line: marker.line, marker }))].sort(
      (a, b) => a.line - b.line,
    )
    let lastTry: AppState | undefined
    for (const event of events) {
      if ('listing' in event) {
        retire(files.get(event.listing.path), event.line, 'replaced')
        files.set(event.listing.path, { code: event.listing.code, listing: event.listing })
        unrun.add(event.listing)
        lastTry = undefined
      } else if (event.marker.kind === 'delete') {
        if (!files.has(event.marker.path)) problems.push({ page: page.file, line: event.line, message: `deletes ${event.marker.path}, which the app does not have here` })
        retire(files.get(event.marker.path), event.line, 'deleted')
        files.delete(event.marker.path)
        lastTry = undefined
      } else {
        lastTry = { name: `part-${page.part} line ${event.line}`, app, part: page.part, where: `${page.file}:${event.line}`, end: false, flows: event.marker.flows, files: snapshot(files) }
        states.push(lastTry)
        unrun.clear()
      }
    }
    const endFlows = spec.endFlows(app)
    if (lastTry) {
      lastTry.end = true
      lastTry.name = `part-${page.part}`
      // The full flow first, on the app as it starts; then what the marker adds
      lastTry.flows = [...new Set([...endFlows, ...lastTry.flows])]
    } else {
      states.push({ name: `part-${page.part}`, app, part: page.part, where: `${page.file} (end)`, end: true, flows: endFlows, files: snapshot(files) })
    }
  }
  return { states, problems }
}
