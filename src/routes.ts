import type { RouteEntry } from '../shared/types.ts'
import { normalizePath } from '../shared/routes.ts'
import { findRoute } from './content/manifest.ts'
import { findSitePage, notFoundPage, type SitePageEntry } from './content/sitePages.ts'

/** What a path shows: a markdown page, one of the site's own pages (src/pages), or the not-found page. */
export type ResolvedRoute =
  | { kind: 'doc'; path: string; entry: RouteEntry }
  | { kind: 'page'; path: string; page: SitePageEntry }
  | { kind: 'notFound'; path: string; page: SitePageEntry }

let last: { address: string; route: ResolvedRoute } | undefined

/**
 * The route an address's path leads to, by lookup (what it needs loaded: routeModules.ts). A link is
 * resolved as it is hovered, as it is clicked (to start its load) and as its history entry arrives: the
 * last answer is kept, so those are one lookup and one route object.
 */
export function resolveRoute(address: string): ResolvedRoute {
  if (last?.address !== address) last = { address, route: lookUp(address) }
  return last.route
}

function lookUp(address: string): ResolvedRoute {
  const pathname = normalizePath(address)
  const entry = findRoute(pathname)
  if (entry) return { kind: 'doc', path: pathname, entry }
  const page = findSitePage(pathname)
  return page ? { kind: 'page', path: pathname, page } : { kind: 'notFound', path: pathname, page: notFoundPage }
}
