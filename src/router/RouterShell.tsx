import { useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { NavigationType, Router } from 'react-router-dom'
import { usePageLoaded } from '../content/pageStore.ts'
import type { ResolvedRoute } from '../routes.ts'
import { afterPaint } from './afterPaint.ts'
import type { Arrival } from './arrival.ts'
import { DisplayedArrival, RouterNavigate, type NavigateTo } from './context.ts'
import type { ShellHistory } from './history.ts'
import { createNavigation, firstArrival } from './navigation.ts'
import './router.css'

/**
 * The router in React. It hands each history entry to the navigation (navigation.ts, where what a click
 * does reads top to bottom), renders the arrival the navigation switches to, and tells it when that has
 * rendered and painted. The page keeps the first route's arrival until then: `firstRoute` is what the
 * entry resolved and preloaded before the first render.
 *
 * It renders react-router's <Router> itself, with the displayed arrival's location: react-router's
 * location (useLocation, relative links) is the page's on screen, and changes in the render that puts
 * the page there. A click on a link to a page still loading renders nothing until the page is ready
 * (BrowserRouter would re-render for the address alone, a commit in the time the page's chunk loads).
 */
export function RouterShell({ firstRoute, history, children }: { firstRoute: ResolvedRoute; history: ShellHistory; children: ReactNode }) {
  const [arrival, setArrival] = useState(() => firstArrival(history.location, firstRoute))
  const [announcement, setAnnouncement] = useState('')
  const [navigation] = useState(() =>
    createNavigation({
      first: arrival,
      switchTo: setArrival,
      // Called from a promise callback (a preload finishing), never while React renders.
      switchToNow: (next) => flushSync(() => setArrival(next)),
      redirect: (to, state) => history.replace(to, state),
      announce: setAnnouncement,
    }),
  )
  const navigateTo = useCallback<NavigateTo>(
    (href, options) => {
      navigation.prepare(href)
      // The history tells the navigation of the new entry at once (listen, below): a loaded page's
      // switch renders with this event, one render and commit per click.
      if (options?.replace) history.replace(href)
      else history.push(href)
    },
    [navigation, history],
  )
  const pageLoaded = usePageLoaded(arrival.route.kind === 'doc' ? arrival.route.path : undefined)

  // A push or replace (links, react-router's navigate, redirects) as it happens; back/forward on popstate.
  useLayoutEffect(
    () => history.listen(({ action, location }) => navigation.go(location, action === NavigationType.Pop ? 'back' : 'forward')),
    [navigation, history],
  )
  useLayoutEffect(() => navigation.rendered(arrival, pageLoaded), [navigation, arrival, pageLoaded])
  // Announce and count once the page is on screen, after the title its layout sets (afterPaint.ts).
  useEffect(() => afterPaint(() => navigation.painted(arrival)), [navigation, arrival])
  useEffect(() => {
    const leave = () => navigation.leave()
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [navigation])

  return (
    <Router location={arrival.location} navigationType={navigationTypeOf(arrival)} navigator={history} useTransitions={false}>
      <RouterNavigate.Provider value={navigateTo}>
        <DisplayedArrival.Provider value={arrival}>
          {children}
          <div className="route-announcer" aria-live="assertive" aria-atomic="true">
            {announcement}
          </div>
        </DisplayedArrival.Provider>
      </RouterNavigate.Provider>
    </Router>
  )
}

/** react-router's useNavigationType for the page on screen (nothing of the site reads it). */
function navigationTypeOf(arrival: Arrival): NavigationType {
  return arrival.kind === 'forward' ? NavigationType.Push : NavigationType.Pop
}
