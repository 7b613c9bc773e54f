import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, type Location } from 'react-router-dom'
import { preloadRoute, resolveRoute } from '../routes.ts'
import { normalizePath } from './normalizePath.ts'

const DisplayedLocation = createContext<Location | null>(null)

/** The location on screen: it lags behind the address bar while the next page preloads. */
export function useDisplayedLocation(): Location {
  const location = useContext(DisplayedLocation)
  if (!location) throw new Error('useDisplayedLocation must be used inside <RouterShell>')
  return location
}

/**
 * Keeps the current page on screen while the next route's modules load, then switches. The latest
 * navigation wins: an earlier one that finishes later is dropped.
 */
export function RouterShell({ children }: { children: ReactNode }) {
  const location = useLocation()
  const [displayed, setDisplayed] = useState(location)
  const latest = useRef(0)

  useEffect(() => {
    if (location.key === displayed.key) return
    const navigation = ++latest.current
    if (location.pathname === displayed.pathname) {
      setDisplayed(location)
      return
    }
    const route = resolveRoute(normalizePath(location.pathname))
    preloadRoute(route)
      .catch((error: unknown) => console.warn(`Preloading ${location.pathname} failed:`, error))
      .finally(() => {
        if (navigation === latest.current) setDisplayed(location)
      })
  }, [location, displayed])

  return <DisplayedLocation.Provider value={displayed}>{children}</DisplayedLocation.Provider>
}
