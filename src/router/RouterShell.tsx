import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { usePageLoaded } from '../content/pageStore.ts'
import type { ResolvedRoute } from '../routes.ts'
import { DisplayedArrival, RouterNavigate, type NavigateTo } from './context.ts'
import { createNavigation, firstArrival } from './navigation.ts'
import { currentHistoryLocation } from './history.ts'
import './router.css'

/**
 * The router in React. It hands each address react-router reports to the navigation (navigation.ts,
 * where what a click does reads top to bottom), renders the arrival the navigation switches to, and
 * tells it when that has rendered and painted. The page keeps the first route's arrival until then:
 * `firstRoute` is what the entry resolved and preloaded before the first render.
 */
export function RouterShell({ firstRoute, children }: { firstRoute: ResolvedRoute; children: ReactNode }) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  // react-router's navigate changes identity with the location; links get one that never does.
  const latestNavigate = useRef(navigate)
  useLayoutEffect(() => {
    latestNavigate.current = navigate
  })

  const [arrival, setArrival] = useState(() => firstArrival(location, firstRoute))
  const [announcement, setAnnouncement] = useState('')
  const [navigation] = useState(() =>
    createNavigation({
      first: arrival,
      switchTo: setArrival,
      // Called from a promise callback (a preload finishing), never while React renders.
      switchToNow: (next) => flushSync(() => setArrival(next)),
      redirect: (to, state) => latestNavigate.current(to, { replace: true, state }),
      announce: setAnnouncement,
    }),
  )
  const navigateTo = useCallback<NavigateTo>(
    (href, options) => {
      navigation.prepare(href)
      latestNavigate.current(href, options)
      // react-router has pushed the entry and set its location, to render when this event ends. Handing
      // the entry to the navigation now puts a loaded page's switch in that same render: one render and
      // commit per click, not one for the address and a second, a task later, for the page.
      navigation.go(currentHistoryLocation(), 'forward')
    },
    [navigation],
  )
  const pageLoaded = usePageLoaded(arrival.route.kind === 'doc' ? arrival.route.path : undefined)

  useEffect(() => navigation.go(location, navigationType === 'POP' ? 'back' : 'forward'), [navigation, location, navigationType])
  useLayoutEffect(() => navigation.rendered(arrival, pageLoaded), [navigation, arrival, pageLoaded])
  useEffect(() => navigation.painted(arrival), [navigation, arrival])
  useEffect(() => {
    const leave = () => navigation.leave()
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [navigation])

  return (
    <RouterNavigate.Provider value={navigateTo}>
      <DisplayedArrival.Provider value={arrival}>
        {children}
        <div className="route-announcer" aria-live="assertive" aria-atomic="true">
          {announcement}
        </div>
      </DisplayedArrival.Provider>
    </RouterNavigate.Provider>
  )
}
