import type { ComponentType } from 'react'
import { sitePages as generated } from 'virtual:site-pages'
import { NOT_FOUND_ROUTE, type SitePageMeta } from '../../shared/sitePages.ts'
import type { PageModule } from '../../shared/types.ts'

/** A page module of the pages folder: its component and, optionally, its meta (shared/sitePages.ts). */
export interface SitePageModule {
  default: ComponentType
  meta?: SitePageMeta
}

/** One of the site's own pages: its route and its module's lazy import (a chunk of its own). */
export interface SitePageEntry {
  path: string
  load: () => Promise<SitePageModule>
}

interface GeneratedEntry {
  path: string
  /** A `.md`/`.mdx` page: its module is a markdown page module, shown by the theme's MarkdownSitePage. */
  markdown?: true
  load: () => Promise<unknown>
}

/**
 * A markdown page as a site page module: the theme's component showing it (loaded with the first such
 * page, so a site without any never downloads it) and its title and description from its front matter.
 */
function markdownSitePage(entry: GeneratedEntry): SitePageEntry {
  return {
    path: entry.path,
    load: () =>
      Promise.all([entry.load() as Promise<PageModule>, import('../theme/MarkdownSitePage.tsx')]).then(([page, theme]) => ({
        default: theme.markdownSitePageComponent(page),
        meta: { title: page.frontmatter.title || undefined, description: page.frontmatter.description ?? '' },
      })),
  }
}

const pages = (generated as GeneratedEntry[]).map((entry) => (entry.markdown ? markdownSitePage(entry) : (entry as SitePageEntry)))
const byPath = new Map(pages.map((page) => [page.path, page]))

/** The site page at a route (a normalised path), if there is one; not the not-found page's own route. */
export function findSitePage(path: string): SitePageEntry | undefined {
  return path === NOT_FOUND_ROUTE ? undefined : byPath.get(path)
}

/** What every unknown address shows (the theme's not-found page, unless the site has its own). */
export const notFoundPage: SitePageEntry = byPath.get(NOT_FOUND_ROUTE)!
