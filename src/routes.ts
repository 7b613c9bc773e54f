import type { RouteEntry } from '../shared/types.ts'
import { normalizePath } from '../shared/routes.ts'
import { findRoute } from './content/manifest.ts'

/** What a path shows: a markdown page, one of the app's own pages, or the not-found page. */
export type ResolvedRoute =
  | { kind: 'doc'; path: string; entry: RouteEntry }
  | { kind: 'home'; path: '/' }
  | { kind: 'search'; path: '/search' }
  | { kind: 'notFound'; path: string }

/** The route an address's path leads to (what it needs loaded: routeModules.ts). */
export function resolveRoute(address: string): ResolvedRoute {
  const pathname = normalizePath(address)
  if (pathname === '/') return { kind: 'home', path: '/' }
  if (pathname === '/search') return { kind: 'search', path: '/search' }
  const entry = findRoute(pathname)
  return entry ? { kind: 'doc', path: pathname, entry } : { kind: 'notFound', path: pathname }
}
