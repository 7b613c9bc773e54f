import { existsSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { MARKDOWN_SITE_PAGE, NOT_FOUND_ROUTE, sitePageRoute } from '../../shared/sitePages.ts'
import { PageError } from '../markdown/problems.ts'
import { readSource, type ContentStore } from './contentStore.ts'

// The site's own pages: every page file of the pages folder is a route (shared/sitePages.ts says which
// files and what route), found once and given to the browser as `virtual:site-pages`, a lazy import per
// page, so each page is a chunk of its own. The theme's own pages (search, not-found) are pages like
// these, in the theme's pages folder: a site's page of the same route replaces one.

export const SITE_PAGES_ID = 'virtual:site-pages'
export const RESOLVED_SITE_PAGES_ID = `\0${SITE_PAGES_ID}`

/** The theme's pages: what a site's pages folder lacks of them, the theme gives. */
export const THEME_PAGES_DIR = path.resolve(import.meta.dirname, '../../src/theme/pages')

export interface SitePage {
  route: string
  /** Absolute path of the page module (or markdown file). */
  file: string
  /** A `.md`/`.mdx` page: compiled by the markdown pipeline, shown in the site's layout. */
  markdown?: boolean
}

/** The pages of one folder; throws (naming the files) on two files of one route. */
function pagesOf(pagesDir: string, root: string): Map<string, SitePage> {
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
        if (route) pages.push({ route, file: full, ...(MARKDOWN_SITE_PAGE.test(name) && { markdown: true }) })
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
  return byRoute
}

/**
 * The site's pages (`pagesDir`), with the theme's pages for the routes it has no page of (the not-found
 * page at least), sorted by route.
 */
export function findSitePages(pagesDir: string, root: string, themePagesDir = THEME_PAGES_DIR): SitePage[] {
  const pages = new Map([...pagesOf(themePagesDir, root), ...pagesOf(pagesDir, root)])
  if (!pages.has(NOT_FOUND_ROUTE)) throw new Error(`${path.relative(root, themePagesDir)}: the theme has no not-found page (404.tsx)`)
  return [...pages.values()].sort((a, b) => a.route.localeCompare(b.route))
}

/** The browser's (and the prerenderer's) `virtual:site-pages`: each page's route and lazy import. */
export function sitePagesModule(pages: SitePage[]): string {
  const entries = pages.map(
    (page) =>
      `  { path: ${JSON.stringify(page.route)}, ${page.markdown ? 'markdown: true, ' : ''}load: () => import(${JSON.stringify(page.file)}) },`,
  )
  return `export const sitePages = [\n${entries.join('\n')}\n]\n`
}

/**
 * Compiles the markdown pages of the pages folder at their routes (a build, before links are checked):
 * their links are checked as a doc page's are and search indexes their text, as Docusaurus compiles
 * every page at build. Returns the problems of those that failed.
 */
export async function compileMarkdownSitePages(
  store: Pick<ContentStore, 'compileSitePage'>,
  pages: readonly SitePage[],
  root: string,
): Promise<string[]> {
  const problems: string[] = []
  for (const page of pages.filter((sitePage) => sitePage.markdown)) {
    try {
      await store.compileSitePage(page.file, readSource(page.file, path.relative(root, page.file)), page.route)
    } catch (error) {
      if (!(error instanceof PageError)) throw error
      problems.push(...error.problems)
    }
  }
  return problems
}
