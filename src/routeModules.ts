import { lazy, type ComponentType } from 'react'
import { getLoadedPage, loadPage } from './content/pageStore.ts'
import type { SitePageEntry, SitePageModule } from './content/sitePages.ts'
import type { PrefetchTarget } from './router/prefetch.ts'
import type { ResolvedRoute } from './routes.ts'

// What a route needs loaded before it renders (its doc page module, or the chunk of one of the site's own
// pages: home, search, not-found, none of them in a doc page's first load), apart from routes.ts so that
// what a route *is* can be imported without pulling in any page. Once preloaded (always, before the route
// renders: the entries and the navigation preload every route) a site page renders at once, without a
// Suspense round; its lazy component is the fallback for a render that comes first anyway.

const loadedSitePages = new Map<SitePageEntry, SitePageModule>()
const lazySitePages = new Map<SitePageEntry, ComponentType>()

const importSitePage = (page: SitePageEntry) =>
  page.load().then((module) => {
    loadedSitePages.set(page, module)
    return module
  })

// A chunk that cannot load (a deploy replaced it): the host's HTML of the same address is the page.
function reloadForever(): Promise<never> {
  location.reload()
  return new Promise<never>(() => undefined)
}

/** A site page's component: the loaded one, else a lazy one (render it in Suspense). */
export function sitePageComponent(page: SitePageEntry): { component: ComponentType; loaded: boolean } {
  const loaded = loadedSitePages.get(page)
  if (loaded) return { component: loaded.default, loaded: true }
  let component = lazySitePages.get(page)
  if (!component) lazySitePages.set(page, (component = lazy(() => importSitePage(page).then(undefined, reloadForever))))
  return { component, loaded: false }
}

/** A site page's module once it is loaded (its meta: src/theme/pageMeta.ts). */
export function loadedSitePage(page: SitePageEntry): SitePageModule | undefined {
  return loadedSitePages.get(page)
}

/** Whether the route can render now, without loading anything (a hovered or visited page). */
export function routeReady(route: ResolvedRoute): boolean {
  return route.kind === 'doc' ? Boolean(getLoadedPage(route.path)) : loadedSitePages.has(route.page)
}

/** Loads everything the route needs to render without suspending. Rejects if a chunk fails. */
export async function preloadRoute(route: ResolvedRoute): Promise<void> {
  if (route.kind === 'doc') await loadPage(route.entry)
  else if (!loadedSitePages.has(route.page)) await importSitePage(route.page)
}

/** What prefetching a route means: the URL of its page chunk to hint, and its preload. */
export function prefetchTarget(route: ResolvedRoute): PrefetchTarget {
  // A page already loaded needs no hint: navigating to it will not touch the network. In dev the URL is
  // a source file the dev server transforms on import only: hinting it would fetch nothing useful. The
  // site's own pages have no chunk URL to hint, but hover still loads what they need.
  const needsHint = route.kind === 'doc' && import.meta.env.PROD && !getLoadedPage(route.path)
  return { urls: needsHint ? [route.entry.url] : [], preload: () => preloadRoute(route) }
}
