import { lazy, type ComponentType } from 'react'
import type { RouteEntry } from '../shared/types.ts'
import { findRoute } from './content/manifest.ts'
import { loadPage } from './content/pageCache.ts'

/** What a path shows: a markdown page, one of the app's own pages, or the not-found page. */
export type ResolvedRoute =
  | { kind: 'doc'; path: string; entry: RouteEntry }
  | { kind: 'home'; path: '/' }
  | { kind: 'search'; path: '/search' }
  | { kind: 'notFound'; path: string }

export function resolveRoute(pathname: string): ResolvedRoute {
  if (pathname === '/') return { kind: 'home', path: '/' }
  if (pathname === '/search') return { kind: 'search', path: '/search' }
  const entry = findRoute(pathname)
  return entry ? { kind: 'doc', path: pathname, entry } : { kind: 'notFound', path: pathname }
}

// The search page is its own chunk: readers who never search never download it.
const importSearchPage = () => import('./search/SearchPage.tsx')
export const SearchPage: ComponentType = lazy(() => importSearchPage().then((m) => ({ default: m.SearchPage })))

/** Loads everything the route needs to render without suspending. Rejects if a chunk fails. */
export async function preloadRoute(route: ResolvedRoute): Promise<void> {
  if (route.kind === 'doc') await loadPage(route.entry)
  else if (route.kind === 'search') await importSearchPage()
}
