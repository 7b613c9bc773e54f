import { lazy, type ComponentType } from 'react'
import { getLoadedPage, loadPage } from './content/pageStore.ts'
import type { PrefetchTarget } from './router/prefetch.ts'
import type { ResolvedRoute } from './routes.ts'

// What a route needs loaded before it renders (its page module, or the search page's chunk), apart from
// routes.ts so that what a route *is* can be imported without pulling in the search UI.

// The search page is its own chunk: readers who never search never download it.
let searchPageLoaded = false
const importSearchPage = () =>
  import('./search/SearchPage.tsx').then((module) => {
    searchPageLoaded = true
    return module
  })
export const SearchPage: ComponentType = lazy(() => importSearchPage().then((m) => ({ default: m.SearchPage })))

// Home and the not-found page are chunks of their own too: doc pages, most of the first loads, do not
// carry their code. Once preloaded (always, before the route renders: the entries and the navigation
// preload every route) they render at once, without a Suspense round; the lazy components are the
// fallback for a render that comes first anyway.
type AppPage = 'home' | 'notFound'
const appPageImports: Record<AppPage, () => Promise<ComponentType>> = {
  home: () => import('./theme/HomePage.tsx').then((m) => m.HomePage),
  notFound: () => import('./theme/NotFoundPage.tsx').then((m) => m.NotFoundPage),
}
const appPagesLoaded: Partial<Record<AppPage, ComponentType>> = {}
const importAppPage = (page: AppPage) => appPageImports[page]().then((component) => (appPagesLoaded[page] = component))
// A chunk that cannot load (a deploy replaced it): the host's HTML of the same address is the page.
const lazyAppPage = (page: AppPage) => lazy(() => importAppPage(page).then((component) => ({ default: component }), reloadForever))
const appPagesLazy: Record<AppPage, ComponentType> = { home: lazyAppPage('home'), notFound: lazyAppPage('notFound') }

function reloadForever(): Promise<never> {
  location.reload()
  return new Promise<never>(() => undefined)
}

/** The component of one of the app's own pages: the loaded one, else a lazy one (render it in Suspense). */
export function appPage(page: AppPage): { component: ComponentType; loaded: boolean } {
  const loaded = appPagesLoaded[page]
  return loaded ? { component: loaded, loaded: true } : { component: appPagesLazy[page], loaded: false }
}

/** Whether the route can render now, without loading anything (a hovered or visited page). */
export function routeReady(route: ResolvedRoute): boolean {
  if (route.kind === 'doc') return Boolean(getLoadedPage(route.path))
  if (route.kind === 'search') return searchPageLoaded
  return Boolean(appPagesLoaded[route.kind])
}

/** Loads everything the route needs to render without suspending. Rejects if a chunk fails. */
export async function preloadRoute(route: ResolvedRoute): Promise<void> {
  if (route.kind === 'doc') await loadPage(route.entry)
  else if (route.kind === 'search') await importSearchPage()
  else if (!appPagesLoaded[route.kind]) await importAppPage(route.kind)
}

/** What prefetching a route means: the URL of its page chunk to hint, and its preload. */
export function prefetchTarget(route: ResolvedRoute): PrefetchTarget {
  // A page already loaded needs no hint: navigating to it will not touch the network. In dev the URL is
  // a source file the dev server transforms on import only: hinting it would fetch nothing useful. The
  // app's own pages have no chunk URL to hint, but hover still loads what they need.
  const needsHint = route.kind === 'doc' && import.meta.env.PROD && !getLoadedPage(route.path)
  return { urls: needsHint ? [route.entry.url] : [], preload: () => preloadRoute(route) }
}
