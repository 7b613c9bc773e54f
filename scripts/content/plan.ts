import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { routeToFile } from '../../shared/routes.ts'

/** One page of `../shared/content-plan.md`. */
export interface PlannedPage {
  /** Site route, e.g. `/api/store`; the page lives at `content${route}.md`. */
  route: string
  title: string
  /** The sidebar label, when the plan gives one (otherwise the sidebar shows the title). */
  sidebarLabel?: string
  /** Minimum number of prose words. */
  wordFloor: number
  /** The `### …` heading the page sits under, e.g. `Tutorials > Redux Essentials`. */
  section: string
  /** 1-based line of the entry in the plan. */
  line: number
}

/**
 * The folder of the plans: `../shared` beside the project, or `CONTENT_PLAN_DIR` where the project is not
 * checked out beside it (a git worktree under another folder).
 */
function planDir(root: string): string {
  return process.env.CONTENT_PLAN_DIR ? path.resolve(process.env.CONTENT_PLAN_DIR) : path.resolve(root, '..', 'shared')
}

/** Where the plan lives, relative to the project root. */
export function planPath(root: string): string {
  return path.join(planDir(root), 'content-plan.md')
}

// **`/route`** — "Title" · sidebar: "Label" · target ≥ 610 words
const entryPattern =
  /^\*\*`(\/[^`\s]*)`\*\*\s*[—–-]+\s*"([^"]*)"\s*(?:·\s*sidebar:\s*"([^"]*)"\s*)?·\s*target\s*(?:≥|>=)\s*([\d,]+)\s*words?\b/

/** Parses the plan's text. Throws on a line that starts like a page entry but does not match the format. */
export function parsePlan(text: string): PlannedPage[] {
  const pages: PlannedPage[] = []
  let section = ''
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    const heading = /^###\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading && !line.startsWith('####')) {
      section = heading[1]
      return
    }
    if (/^#{1,2}\s/.test(line)) {
      section = ''
      return
    }
    if (!line.startsWith('**`/')) return
    const match = entryPattern.exec(line)
    if (!match) throw new Error(`content-plan.md:${index + 1}: cannot read the page entry: ${line}`)
    const [, route, title, sidebarLabel, floor] = match
    if (!section) throw new Error(`content-plan.md:${index + 1}: page ${route} is not under a \`### …\` section`)
    pages.push({
      route,
      title,
      ...(sidebarLabel !== undefined ? { sidebarLabel } : {}),
      wordFloor: Number(floor.replace(/,/g, '')),
      section,
      line: index + 1,
    })
  })
  const seen = new Set<string>()
  for (const page of pages) {
    if (seen.has(page.route)) throw new Error(`content-plan.md:${page.line}: route ${page.route} is planned twice`)
    seen.add(page.route)
  }
  return pages
}

/** Where the plan of pages added since the 2020 site lives (same entry format, placed by a `Sidebar:` line). */
export function newPagesPlanPath(root: string): string {
  return path.join(planDir(root), 'content-plan-new-pages.md')
}

// - Sidebar: Tutorials > Redux Essentials, after Part 6.
const placementPattern = /^-\s*Sidebar:\s*(.+?),\s*after\s+(?:the\s+)?(.+?)\.?\s*$/

/**
 * Merges the new-pages plan into the main one. `../shared` is read-only to the developers, so its entries
 * cannot be moved into content-plan.md by hand: each goes into the section its `- Sidebar: S, after X.`
 * line names, right after the page of S whose title or sidebar label contains X.
 */
export function mergeNewPages(plan: PlannedPage[], newPagesText: string): PlannedPage[] {
  const merged = [...plan]
  const lines = newPagesText.split(/\r?\n/)
  for (const entry of parsePlan(newPagesText)) {
    const placement = lines.slice(entry.line, entry.line + 4).map((line) => placementPattern.exec(line.trim())).find(Boolean)
    if (!placement) throw new Error(`content-plan-new-pages.md:${entry.line}: page ${entry.route} has no "- Sidebar: Section, after Page." line`)
    const [, section, after] = placement
    const anchor = merged.findIndex(
      (page) => page.section === section && [page.title, page.sidebarLabel].some((name) => name?.includes(after)),
    )
    if (anchor < 0) throw new Error(`content-plan-new-pages.md:${entry.line}: no page "${after}" in section "${section}" to place ${entry.route} after`)
    merged.splice(anchor + 1, 0, { ...entry, section })
  }
  return merged
}

/** Where the plan of issue 29 lives: the pages a Redux user needs today (same entry format). */
export function modernReduxPlanPath(root: string): string {
  return path.join(planDir(root), 'content-plan-modern-redux.md')
}

// - Sidebar: Recipes, after Writing Logic with Thunks.   - Sidebar: Recipes, near Writing Custom Middleware.
const modernPlacementPattern = /^-\s*Sidebar:\s*([^,]+?),\s*(?:after|near)\s+(?:the\s+)?([^,.]+?)\s*(?:[,.].*)?$/

/**
 * Merges the plan of issue 29. Its pages are written on parallel branches, so an entry joins the plan only
 * once its page is written (`written(route)`): a planned page of a done section without its file would fail
 * every branch but the one writing it. Each goes into the section its `- Sidebar: S, after X.` (or `near X`)
 * line names, right after the page of S whose title or sidebar label contains X, or at the end of S's
 * pages while X is not written yet. Entries of pages not yet written are not read at all (one of them,
 * `/errors`, has no word floor, which the entry format cannot say).
 */
export function mergeModernPages(plan: PlannedPage[], text: string, written: (route: string) => boolean): PlannedPage[] {
  const lines = text.split(/\r?\n/)
  const kept = lines.map((line) => {
    const route = /^\*\*`(\/[^`\s]*)`\*\*/.exec(line.trim())?.[1]
    return route && !written(route) ? '' : line
  })
  const merged = [...plan]
  for (const entry of parsePlan(kept.join('\n'))) {
    // The entry's own list: the `- …` items (and their indented continuations) right below it.
    const below = lines.slice(entry.line)
    const end = below.findIndex((line) => !line.trim().startsWith('-') && !line.startsWith(' '))
    const own = end < 0 ? below : below.slice(0, end)
    const placement = own.map((line) => modernPlacementPattern.exec(line.trim())).find(Boolean)
    if (!placement) throw new Error(`content-plan-modern-redux.md:${entry.line}: page ${entry.route} has no "- Sidebar: Section, after Page." line`)
    const [, section, after] = placement
    const inSection = merged.flatMap((page, index) => (page.section === section ? [index] : []))
    if (inSection.length === 0) throw new Error(`content-plan-modern-redux.md:${entry.line}: no section "${section}" to place ${entry.route} in`)
    const anchor = inSection.find((index) => [merged[index].title, merged[index].sidebarLabel].some((name) => name?.includes(after)))
    merged.splice((anchor ?? inSection.at(-1)!) + 1, 0, { ...entry, section })
  }
  return merged
}

/**
 * Reads and parses `../shared/content-plan.md` with the new pages of `content-plan-new-pages.md` merged in,
 * then the written pages of `content-plan-modern-redux.md`.
 */
export function loadPlan(root: string): PlannedPage[] {
  const plan = mergeNewPages(parsePlan(readFileSync(planPath(root), 'utf8')), readFileSync(newPagesPlanPath(root), 'utf8'))
  const written = (route: string) => existsSync(path.join(root, 'content', routeToFile(route)))
  return mergeModernPages(plan, readFileSync(modernReduxPlanPath(root), 'utf8'), written)
}

/** Section names in plan order. */
export function sectionsOf(pages: PlannedPage[]): string[] {
  return [...new Set(pages.map((page) => page.section))]
}
