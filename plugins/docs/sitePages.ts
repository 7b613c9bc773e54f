import { existsSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_ROUTE, sitePageRoute } from '../../shared/sitePages.ts'

// The site's own pages: every React module of the pages folder is a route (shared/sitePages.ts says which
// files and what route), found once and given to the browser as `virtual:site-pages`, a lazy import per
// page, so each page is a chunk of its own.

export const SITE_PAGES_ID = 'virtual:site-pages'
export const RESOLVED_SITE_PAGES_ID = `\0${SITE_PAGES_ID}`

export interface SitePage {
  route: string
  /** Absolute path of the page module. */
  file: string
}

/** The pages of `pagesDir`, sorted by route; throws (naming the files) on two files of one route or no not-found page. */
export function findSitePages(pagesDir: string, root: string): SitePage[] {
  const pages: SitePage[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue
      const full = path.join(dir, name)
      const stat = lstatSync(full)
      if (stat.isSymbolicLink()) continue // refused by name with the other symlinks (checkFiles.ts)
      if (stat.isDirectory()) walk(full)
      else {
        const route = sitePageRoute(path.relative(pagesDir, full))
        if (route) pages.push({ route, file: full })
      }
    }
  }
  if (existsSync(pagesDir)) walk(pagesDir)
  const relative = (file: string) => path.relative(root, file)
  const byRoute = new Map<string, SitePage>()
  for (const page of pages) {
    const other = byRoute.get(page.route)
    if (other) throw new Error(`${relative(page.file)}: the route ${page.route} is already the page ${relative(other.file)}`)
    byRoute.set(page.route, page)
  }
  if (!byRoute.has(NOT_FOUND_ROUTE)) {
    throw new Error(
      `${relative(pagesDir)}: no not-found page; add ${relative(path.join(pagesDir, '404.tsx'))} (what every unknown address shows)`,
    )
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/** The browser's (and the prerenderer's) `virtual:site-pages`: each page's route and lazy import. */
export function sitePagesModule(pages: SitePage[]): string {
  const entries = pages.map((page) => `  { path: ${JSON.stringify(page.route)}, load: () => import(${JSON.stringify(page.file)}) },`)
  return `export const sitePages = [\n${entries.join('\n')}\n]\n`
}
