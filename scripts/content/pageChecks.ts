// Checks of whole pages: front matter, planned routes and titles, word floors, missing pages.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { routeToFile } from '../../shared/routes.ts'
import { sitePageRoute } from '../../shared/sitePages.ts'
import type { PlannedPage } from './plan.ts'
import type { Page } from './pages.ts'
import type { Problem } from './problems.ts'

/** Front matter as the build reads it (plugins/markdown/frontMatter.ts), and a page without any. */
export function checkFrontMatter(pages: Page[]): Problem[] {
  return pages.flatMap((page) =>
    page.frontMatter.problems.map((problem) => ({ file: page.file, line: problem.line, message: `front matter: ${problem.reason}` })),
  )
}

/** Titles and sidebar labels that differ from the plan (informational: the plan is the reference). */
export function checkPlanTitles(pages: Page[], plan: PlannedPage[]): Problem[] {
  const byRoute = new Map(plan.map((planned) => [planned.route, planned]))
  const problems: Problem[] = []
  for (const page of pages) {
    const planned = byRoute.get(page.route)
    const data = page.frontMatter.data
    if (!planned || !data) continue
    const line = page.frontMatter.line
    if (typeof data.title === 'string' && data.title !== planned.title)
      problems.push({ file: page.file, line, message: `title "${data.title}", plan says "${planned.title}"` })
    const label = data.sidebar_label
    if (planned.sidebarLabel !== undefined && label !== planned.sidebarLabel) {
      const written = label === undefined ? 'missing' : `"${String(label)}"`
      problems.push({ file: page.file, line, message: `sidebar_label ${written}, plan says "${planned.sidebarLabel}"` })
    }
  }
  return problems
}

/** Files under content/ that are not markdown pages (the build ignores them), relative to content/ with `/`. */
export function strayFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.md'))
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Every page is a planned route, and nothing else lives under content/ (`stray` from strayFiles). */
export function checkPlannedRoutes(pages: Page[], stray: string[], plan: PlannedPage[]): Problem[] {
  const planned = new Set(plan.map((entry) => entry.route))
  return [
    ...stray.map((name) => ({ file: `content/${name}`, line: 0, message: 'not a markdown page: only planned `.md` pages belong in content/' })),
    ...pages
      .filter((page) => !planned.has(page.route))
      .map((page) => ({ file: page.file, line: 0, message: `route ${page.route} is not in the content plan` })),
  ]
}

export interface PageStats {
  planned: PlannedPage
  /** Undefined when the page does not exist yet. */
  page: Page | undefined
  words: number | undefined
  underFloor: boolean
}

export function pageStats(pages: Page[], plan: PlannedPage[]): PageStats[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  return plan.map((planned) => {
    const page = byRoute.get(planned.route)
    return { planned, page, words: page?.words, underFloor: page !== undefined && page.words < planned.wordFloor }
  })
}

/** Pages under their planned word floor (`plan` may hold more pages than `pages`). */
export function checkWordFloors(pages: Page[], plan: PlannedPage[]): Problem[] {
  return pageStats(pages, plan)
    .filter((stats) => stats.underFloor)
    .map(({ page, planned, words }) => ({
      file: page!.file,
      line: 1,
      message: `${words} prose words, under the floor of ${planned.wordFloor} (${planned.wordFloor - words!} short)`,
    }))
}

/**
 * The routes of the site's own pages (React modules of `pagesDir`, routed by file name as the build
 * routes them: shared/sitePages.ts). A planned route may be one of these rather than a markdown page
 * (`/errors`, whose table the build derives from the installed redux).
 */
export function sitePageRoutes(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => sitePageRoute(path.relative(pagesDir, path.join(entry.parentPath, entry.name))))
    .filter((route): route is string => route !== undefined)
    .sort()
}

/** Planned pages with no file yet (neither a markdown page nor a site page), optionally only those of the given sections. */
export function missingPages(pages: Page[], plan: PlannedPage[], sections?: Iterable<string>, sitePages: Iterable<string> = []): PlannedPage[] {
  const existing = new Set([...pages.map((page) => page.route), ...sitePages])
  const only = sections ? new Set(sections) : undefined
  return plan.filter((planned) => !existing.has(planned.route) && (!only || only.has(planned.section)))
}

/** Planned pages of the done sections that are missing; `sitePages`: routes that are site pages (sitePageRoutes). */
export function checkMissingPages(pages: Page[], plan: PlannedPage[], doneSections: Iterable<string>, sitePages: Iterable<string> = []): Problem[] {
  const known = new Set(plan.map((planned) => planned.section))
  const problems: Problem[] = []
  for (const section of doneSections)
    if (!known.has(section)) problems.push({ file: 'content-plan.md', line: 0, message: `no section "${section}" in the plan` })
  for (const planned of missingPages(pages, plan, doneSections, sitePages))
    problems.push({
      file: `content/${routeToFile(planned.route)}`,
      line: 0,
      message: `missing: planned page "${planned.title}" of the done section "${planned.section}" (content-plan.md:${planned.line})`,
    })
  return problems
}
