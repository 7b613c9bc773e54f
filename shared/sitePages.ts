// The site's own pages (home, search, not-found, and any page a maintainer adds): one React module per
// route in the pages folder (`src/pages` by default), routed as Docusaurus routes `src/pages`. Pure string
// rules, shared by the build (which finds the files) and the browser (which loads them by route).

/** A page's file extension: a React module, or a markdown page (shown in the site's layout). */
export const SITE_PAGE_EXTENSION = /\.(?:[jt]sx?|mdx?)$/

/** A markdown page of the pages folder (compiled by the markdown pipeline, not a React module). */
export const MARKDOWN_SITE_PAGE = /\.mdx?$/

/** The route the not-found page is prerendered at (`404.html`, which hosts serve at every unknown URL). */
export const NOT_FOUND_ROUTE = '/404'

/**
 * A pages-folder file's route (relative to the folder, either separator), or undefined when the file is
 * not a page, by the rules of Docusaurus' pages plugin: `index.tsx` → `/`, `search.tsx` → `/search`,
 * `guides/index.md` → `/guides`; a file or folder whose name starts with `_` is not a page (a component
 * or helper beside the pages), nor is a test (`*.test.*`, `*.spec.*`, anything under `__tests__`) or a
 * type declaration.
 */
export function sitePageRoute(pagesRelativeFile: string): string | undefined {
  const parts = pagesRelativeFile.split('\\').join('/').split('/')
  if (parts.some((part) => part.startsWith('_'))) return undefined
  const name = parts.pop()!
  if (!SITE_PAGE_EXTENSION.test(name) || /\.(?:test|spec)\.[jt]sx?$|\.d\.[jt]s$/.test(name)) return undefined
  const stem = name.replace(SITE_PAGE_EXTENSION, '')
  return '/' + [...parts, ...(stem === 'index' ? [] : [stem])].join('/')
}

/** What a page module may export besides its component (the default export); without it, the site's tagline and description. */
export interface SitePageMeta {
  /** The page's title, before ` | <site title>`; absent: the site's tagline (a home page). */
  title?: string
  /** The meta description. */
  description: string
}
