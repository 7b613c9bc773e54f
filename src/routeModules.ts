import { lazy, type ComponentType } from 'react'
import { getLoadedPage, loadPage } from './content/pageStore.ts'
import type { PrefetchTarget } from './router/prefetch.ts'
import type { ResolvedRoute } from './routes.ts'

// What a route needs loaded before it renders (its page module, or the search page's chunk), apart from
// routes.ts so that what a route *is* can be imported without pulling in the search UI.

// The search page is its own chunk: readers who never search never download it.
const importSearchPage = () => import('./search/SearchPage.tsx')
export const SearchPage: ComponentType = lazy(() => importSearchPage().then((m) => ({ default: m.SearchPage })))

/** Loads everything the route needs to render without suspending. Rejects if a chunk fails. */
export async function preloadRoute(route: ResolvedRoute): Promise<void> {
  if (route.kind === 'doc') await loadPage(route.entry)
  else if (route.kind === 'search') await importSearchPage()
}

/** What prefetching a route means: the URL of its page chunk to hint, and its preload. */
export function prefetchTarget(route: ResolvedRoute): PrefetchTarget {
  // A page already loaded needs no hint: navigating to it will not touch the network. In dev the URL is
  // a source file the dev server transforms on import only: hinting it would fetch nothing useful. The
  // app's own pages have no chunk URL to hint, but hover still loads what they need.
  const needsHint = route.kind === 'doc' && import.meta.env.PROD && !getLoadedPage(route.path)
  return { urls: needsHint ? [route.entry.url] : [], preload: () => preloadRoute(route) }
}
