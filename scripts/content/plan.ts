import { readFileSync } from 'node:fs'
import path from 'node:path'

/** One page of the content plan (`plan/content-plan.md`). */
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

/** Where the plan lives, relative to the project root. */
export function planPath(root: string): string {
  return path.resolve(root, 'plan', 'content-plan.md')
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

/**
 * The plans of pages added since the 2020 site, in the order they were written (same entry format, each
 * entry placed by a `Sidebar:` line).
 */
export function newPagesPlanPaths(root: string): string[] {
  return ['content-plan-new-pages.md', 'content-plan-modern-redux.md'].map((name) => path.resolve(root, 'plan', name))
}

// - Sidebar: Tutorials > Redux Essentials, after Part 6.   /   - Sidebar: (not in the sidebar), at the end.
const placementPattern = /^-\s*Sidebar:\s*(.+?),\s*(?:after\s+(?:the\s+)?(.+?)|at the end)\.?\s*$/

/**
 * Merges a plan of new pages into the main one, as the plans were written (the plan files are kept as
 * they were handed over, so a new page is placed by its entry rather than moved by hand): each goes into
 * the section its `- Sidebar: S, after X.` line names, right after the page of S whose title or sidebar
 * label contains X (a section with no page yet starts after the page X of any section), or at the end of
 * S (`- Sidebar: S, at the end.`).
 */
export function mergeNewPages(plan: PlannedPage[], newPagesText: string, fileName = 'content-plan-new-pages.md'): PlannedPage[] {
  const merged = [...plan]
  const lines = newPagesText.split(/\r?\n/)
  const names = (page: PlannedPage) => [page.title, page.sidebarLabel]
  for (const entry of parsePlan(newPagesText)) {
    const placement = lines.slice(entry.line, entry.line + 4).map((line) => placementPattern.exec(line.trim())).find(Boolean)
    if (!placement) throw new Error(`${fileName}:${entry.line}: page ${entry.route} has no "- Sidebar: Section, after Page." line`)
    const [, section, after] = placement
    const inSection = merged.some((page) => page.section === section)
    const anchor =
      after === undefined
        ? merged.findLastIndex((page) => page.section === section)
        : merged.findIndex((page) => (!inSection || page.section === section) && names(page).some((name) => name?.includes(after)))
    if (anchor < 0) throw new Error(`${fileName}:${entry.line}: no page "${after ?? ''}" in section "${section}" to place ${entry.route} after`)
    merged.splice(anchor + 1, 0, { ...entry, section })
  }
  return merged
}

/** Reads and parses `plan/content-plan.md` with the new pages of the later plans merged in. */
export function loadPlan(root: string): PlannedPage[] {
  const plan = parsePlan(readFileSync(planPath(root), 'utf8'))
  return newPagesPlanPaths(root).reduce((merged, file) => mergeNewPages(merged, readFileSync(file, 'utf8'), path.basename(file)), plan)
}

/** Section names in plan order. */
export function sectionsOf(pages: PlannedPage[]): string[] {
  return [...new Set(pages.map((page) => page.section))]
}
