import type { ComponentType } from 'react'
import { sitePages as generated } from 'virtual:site-pages'
import { NOT_FOUND_ROUTE, type SitePageMeta } from '../../shared/sitePages.ts'

/** A page module of the pages folder: its component and its meta (shared/sitePages.ts). */
export interface SitePageModule {
  default: ComponentType
  meta: SitePageMeta
}

/** One of the site's own pages: its route and its module's lazy import (a chunk of its own). */
export interface SitePageEntry {
  path: string
  load: () => Promise<SitePageModule>
}

const pages = generated as SitePageEntry[]
const byPath = new Map(pages.map((page) => [page.path, page]))

/** The site page at a route (a normalised path), if there is one; not the not-found page's own route. */
export function findSitePage(path: string): SitePageEntry | undefined {
  return path === NOT_FOUND_ROUTE ? undefined : byPath.get(path)
}

/** What every unknown address shows (the build refuses a pages folder without it). */
export const notFoundPage: SitePageEntry = byPath.get(NOT_FOUND_ROUTE)!
