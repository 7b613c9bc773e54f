import type { Location, To } from 'react-router-dom'
import { stripIndexHtml } from '../../shared/routes.ts'
import { resolveRoute, type ResolvedRoute } from '../routes.ts'
import { preloadRoute, routeReady } from '../routeModules.ts'
import { countPageView } from '../analytics/countPageView.ts'
import { applyArrival, completeArrival, documentNavigationType, type Arrival, type PendingArrival } from './arrival.ts'
import { currentPageTitle } from './focus.ts'
import { createPreloadNavigation } from './preloadNavigation.ts'
import { createDelayedProgress, nprogressBar, prepareWhenIdle } from './progress.ts'
import { createScrollMemory, sessionStorageIfAvailable } from './scroll.ts'

// What happens when the address changes (a link's click, back/forward, a redirect), in order. RouteLink
// (links) and RouterShell (the React side) hand addresses in; each step names the file that does it.
// 0. `prepare` (a link's click, before the history entry is pushed): a page not loaded starts loading.
// 1. `go`: an address ending in /index.html is replaced by its canonical form; the scroll position of the
//    page on screen is remembered (scroll.ts); the address is resolved once into a route (routes.ts),
//    which the arrival carries to the layout and the page. A hash or query on the same page, or a page
//    whose modules are loaded already, switches at once; otherwise the route's modules load first
//    (routeModules.ts, into the page store) while the current page stays up: the latest navigation wins
//    (preloadNavigation.ts), a progress bar appears after a second (progress.ts), and the page switches
//    as its load finishes (`switchToNow`).
// 2. RouterShell renders the arrival it is handed (`switchTo`), with react-router's location set to the
//    arrival's: nothing renders before the page can. A doc page renders its first screen, the rest once
//    that is painted (DocPage.tsx).
// 3. `rendered`, before paint: scroll to the hash, the top, or the saved position on back/forward, and
//    focus the new page's heading once that frame is painted (arrival.ts); if the page is still loading,
//    both wait until it is there.
// 4. `painted`, after the frame that shows the new page (afterPaint.ts): announce the new page (RouterShell's
//    live region) and count a page view (analytics/), with the title the layout set (useDocumentMeta.ts).

/** History entries react-router did not create (the browser's own hash navigations) share this key. */
const UNKEYED = 'default'

// Scroll positions are read from sessionStorage on the first restore or persist (browser only). One router per document.
let scrollMemory: ReturnType<typeof createScrollMemory> | undefined
const getScrollMemory = () => (scrollMemory ??= createScrollMemory(sessionStorageIfAvailable))

function saveScrollPosition(location: Location) {
  if (location.key !== UNKEYED) getScrollMemory().save(location.key, window.scrollY)
}

/** One history entry (react-router's history makes a new location object each time it is read). */
function sameEntry(a: Location, b: Location): boolean {
  if (a === b) return true
  return a.key !== UNKEYED && a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash
}

/** The arrival of the first render: the route the entry (main.tsx, entry-server.tsx) resolved and preloaded. */
export function firstArrival(location: Location, route: ResolvedRoute): Arrival {
  return { location, route, kind: 'initial', samePage: false }
}

interface NavigationOptions {
  first: Arrival
  /** Puts an arrival on screen (RouterShell's state), in the render of the event under way. */
  switchTo: (arrival: Arrival) => void
  /** Puts an arrival on screen before returning: a page whose modules just loaded, outside any event. */
  switchToNow: (arrival: Arrival) => void
  /** Replaces the address without a new history entry. */
  redirect: (to: To, state: unknown) => void
  /** Says the new page's title in the live region. */
  announce: (title: string) => void
}

export function createNavigation({ first, switchTo, switchToNow, redirect, announce }: NavigationOptions) {
  let handled = first.location
  let displayed = first
  let applied: Arrival | undefined
  let counted: Arrival | undefined
  let unfinished: PendingArrival | null = null
  const bar = nprogressBar()
  prepareWhenIdle(bar)
  const progress = createDelayedProgress(bar)
  const preloading = createPreloadNavigation<Arrival>({
    preload: (arrival) => preloadRoute(arrival.route),
    onError: (arrival, error) => console.warn(`Preloading ${arrival.location.pathname} failed:`, error),
    // A failed preload switches too: the page then shows its loader's error and Retry. At once, not
    // as a render queued behind whatever else the browser has to do (the favicon, other tasks).
    onSwitch: (arrival) => switchToNow(arrival),
    onPendingChange: (pending) => (pending ? progress.begin() : progress.end()),
  })

  return {
    /**
     * 0. A link is being followed (RouterShell's navigateTo, before it pushes the history entry): a
     * page that is not loaded starts loading first, so its request is not queued behind the click's
     * other work (history, scroll position, render); `go` then waits for the same request (pageStore).
     */
    prepare(href: string) {
      const route = resolveRoute(stripIndexHtml(new URL(href, window.location.href).pathname))
      if (!routeReady(route)) preloadRoute(route).catch(() => undefined) // go() reports a failure
    },

    /**
     * 1. A new history entry, as it is pushed or replaced (a link's click, react-router's navigate, a
     * redirect) or popped (back/forward): RouterShell's history listener. A loaded page's switch then
     * renders in the event under way, with the address.
     */
    go(location: Location, kind: 'forward' | 'back') {
      if (sameEntry(location, handled)) return
      handled = location
      const canonical = stripIndexHtml(location.pathname)
      if (canonical !== location.pathname) {
        redirect({ pathname: canonical, search: location.search, hash: location.hash }, location.state)
        return
      }
      saveScrollPosition(displayed.location)
      const route = resolveRoute(location.pathname)
      const samePage = route.path === displayed.route.path
      const arrival: Arrival = { location, route, kind, samePage }
      // Same page, or a page whose modules are loaded (hovered, visited): switch in this task, without
      // the round through a promise and a second scheduled render.
      if (samePage || routeReady(route)) {
        preloading.cancel()
        switchTo(arrival)
      } else {
        preloading.go(arrival)
      }
    },

    /** 3. The arrival has rendered (a layout effect); again when its page has loaded, if it had not. */
    rendered(arrival: Arrival, pageLoaded: boolean) {
      if (arrival === applied) {
        if (pageLoaded && unfinished) completeArrival(unfinished)
        if (pageLoaded) unfinished = null
        return
      }
      applied = arrival
      const previousSearch = displayed.location.search
      displayed = arrival
      // Back/forward, or a reload or return to the site: the position the reader left the entry at.
      const { kind, location } = arrival
      const restores = kind === 'back' || (kind === 'initial' && ['reload', 'back_forward'].includes(documentNavigationType()))
      const savedPosition = restores && location.key !== UNKEYED ? getScrollMemory().get(location.key) : undefined
      const pending = applyArrival(arrival, { savedPosition, previousSearch })
      unfinished = pageLoaded ? null : pending
    },

    /** 4. The arrival is on screen (after its first paint): announce it and count the page view, not for a hash or query change. */
    painted(arrival: Arrival) {
      if (arrival === counted) return
      // A hash or query change is no new page: compared with the page counted last, not with the arrival's
      // own `samePage` (the page it left), since an arrival replaced before its first paint is never painted
      // (Back twice in a row: the page between is skipped, the one after it still counts).
      const samePage = counted !== undefined && counted.route.path === arrival.route.path
      counted = arrival
      if (samePage) return
      const title = currentPageTitle()
      if (arrival.kind !== 'initial') announce(title)
      const { pathname, search } = arrival.location
      countPageView({ path: pathname, location: window.location.origin + pathname + search, title })
    },

    /** The document is being left (pagehide): keep the positions for a reload or a return to the site. */
    leave() {
      saveScrollPosition(displayed.location)
      getScrollMemory().persist()
    },
  }
}
