import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom'
import { siteConfig } from '../../site.config.ts'
import { preloadRoute, resolveRoute } from '../routes.ts'
import { DisplayedLocation, PageArrived, RouterNavigate, type NavigateTo } from './context.ts'
import { applyArrival, completeArrival, documentNavigationType, type Arrival, type PendingArrival } from './arrival.ts'
import { currentPageTitle } from './focus.ts'
import { normalizePath, stripIndexHtml } from '../../shared/routes.ts'
import type { PageView, PageViews } from './pageViews.ts'
import { createPreloadNavigation, type PreloadNavigation } from './preloadNavigation.ts'
import { createDelayedProgress, nprogressBar } from './progress.ts'
import { createScrollMemory, sessionStorageIfAvailable } from './scroll.ts'
import { prefetchTargetOf } from './prefetchTargets.ts'
import { setPrefetchTargets } from './routePrefetch.ts'
import './router.css'

export { PAGE_HEADING_ATTRIBUTE } from './focus.ts'
export { useDisplayedLocation, useDisplayedLocationIfAny, usePageArrived } from './context.ts'

// Links prefetch what the routes need; RouterShell, which knows the routes, tells them how.
setPrefetchTargets(prefetchTargetOf)

// Browser-only parts, made on first use: scroll positions, analytics. One router per document.
let scrollMemory: ReturnType<typeof createScrollMemory> | undefined
const getScrollMemory = () => (scrollMemory ??= createScrollMemory(sessionStorageIfAvailable()))

let pageViews: Promise<PageViews | null> | undefined
/** Sends a page view if analytics is configured: only then is its code (and gtag.js) loaded at all. */
function sendPageView(view: PageView) {
  if (!siteConfig.gtagId) return
  const ready = (pageViews ??= import('./pageViews.ts').then(
    (module) => module.createPageViews(siteConfig.gtagId),
    () => ((pageViews = undefined), null), // offline: try again at the next page
  ))
  void ready.then((views) => views?.send(view))
}

/** History entries react-router did not create (the browser's own hash navigations) share this key. */
const UNKEYED = 'default'

/**
 * Keeps the current page on screen while the next route's modules load, then switches; the latest
 * navigation wins. After each switch: scroll (hash, top, or the restored position on back/forward),
 * focus and announce the new page, and count a page view. A progress bar shows for slow navigations.
 */
export function RouterShell({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  const [arrival, setArrival] = useState<Arrival<Location>>(() => ({ location, kind: 'initial', samePage: false }))
  const [announcement, setAnnouncement] = useState('')
  const displayed = useRef(location)
  const handled = useRef(location)
  const navigation = useRef<PreloadNavigation<Arrival<Location>>>(null)
  const pending = useRef<PendingArrival | null>(null)
  const applied = useRef<Arrival<Location>>(null)
  const counted = useRef<Arrival<Location>>(null)

  // A new location: remember where the reader leaves the page on screen, then switch at once (same
  // page) or once the next route is preloaded.
  useEffect(() => {
    if (location === handled.current) return
    handled.current = location
    const canonical = stripIndexHtml(location.pathname)
    if (canonical !== location.pathname) {
      navigate({ pathname: canonical, search: location.search, hash: location.hash }, { replace: true, state: location.state })
      return
    }
    if (displayed.current.key !== UNKEYED) getScrollMemory().save(displayed.current.key, window.scrollY)
    const target: Arrival<Location> = { location, kind: navigationType === 'POP' ? 'back' : 'forward', samePage: false }
    navigation.current ??= createPreloadNavigation<Arrival<Location>>({
      preload: (next) => preloadRoute(resolveRoute(normalizePath(next.location.pathname))),
      onError: (next, error) => console.warn(`Preloading ${next.location.pathname} failed:`, error),
      onSwitch: (next) => setArrival(next),
      onPendingChange: progressFor(),
    })
    if (normalizePath(location.pathname) === normalizePath(displayed.current.pathname)) {
      navigation.current.cancel()
      setArrival({ ...target, samePage: true })
    } else {
      navigation.current.go(target)
    }
  }, [location, navigationType, navigate])

  // After the switch has rendered, before paint: scroll and focus.
  useLayoutEffect(() => {
    if (applied.current === arrival) return
    applied.current = arrival
    const previousSearch = displayed.current.search
    displayed.current = arrival.location
    // Back/forward, or a reload or return to the site: the position the reader left the entry at.
    const restores = arrival.kind === 'back' || (arrival.kind === 'initial' && ['reload', 'back_forward'].includes(documentNavigationType()))
    const savedPosition = restores && arrival.location.key !== UNKEYED ? getScrollMemory().get(arrival.location.key) : undefined
    pending.current = applyArrival(arrival, { savedPosition, previousSearch })
  }, [arrival])

  // Once the new page is up: announce it and count the page view (not for a hash or query change).
  useEffect(() => {
    if (counted.current === arrival || arrival.samePage) return
    counted.current = arrival
    const title = currentPageTitle()
    if (arrival.kind !== 'initial') setAnnouncement(title)
    const { pathname, search } = arrival.location
    sendPageView({ path: pathname, location: window.location.origin + pathname + search, title })
  }, [arrival])

  useEffect(() => {
    const persist = () => {
      if (displayed.current.key !== UNKEYED) getScrollMemory().save(displayed.current.key, window.scrollY)
      getScrollMemory().persist()
    }
    window.addEventListener('pagehide', persist)
    return () => window.removeEventListener('pagehide', persist)
  }, [])

  // react-router's navigate changes identity with the location; links get one that never does.
  const latestNavigate = useRef(navigate)
  useLayoutEffect(() => {
    latestNavigate.current = navigate
  })
  const navigateTo = useCallback<NavigateTo>((href, options) => void latestNavigate.current(href, options), [])

  const pageArrived = useCallback(() => {
    if (pending.current) completeArrival(pending.current)
    pending.current = null
  }, [])

  return (
    <RouterNavigate.Provider value={navigateTo}>
      <DisplayedLocation.Provider value={arrival.location}>
        <PageArrived.Provider value={pageArrived}>
          {children}
          <div className="route-announcer" aria-live="assertive" aria-atomic="true">
            {announcement}
          </div>
        </PageArrived.Provider>
      </DisplayedLocation.Provider>
    </RouterNavigate.Provider>
  )
}

/** The progress bar, shown only for navigations still pending after a second. */
function progressFor(): (pending: boolean) => void {
  const progress = createDelayedProgress(nprogressBar())
  return (pending) => (pending ? progress.begin() : progress.end())
}
