import { getLoadedPage } from '../content/pageCache.ts'
import { preloadRoute, resolveRoute } from '../routes.ts'
import type { PrefetchTarget } from './prefetch.ts'

/**
 * What prefetching a path means for this site: the page chunk's URL for a hint, and the route's
 * preload. RouterShell hands this to the prefetcher (routePrefetch.ts), so links stay free of the
 * manifest and the routes: they are shared with lazy chunks (the search modal), and whatever they
 * import moves into a common chunk.
 */
export function prefetchTargetOf(path: string): PrefetchTarget | null {
  const route = resolveRoute(path)
  if (route.kind === 'doc') {
    // A page already loaded needs no hint: navigating to it will not touch the network. In dev the URL is
    // a source file the dev server transforms on import only: hinting it would fetch nothing useful.
    const needsHint = import.meta.env.PROD && !getLoadedPage(route.path)
    return { urls: needsHint ? [route.entry.url] : [], preload: () => preloadRoute(route) }
  }
  // The app's own pages: no chunk URL is known for a hint, but hover still loads what they need.
  return { urls: [], preload: () => preloadRoute(route) }
}
