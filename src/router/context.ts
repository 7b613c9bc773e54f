import { createContext, useContext } from 'react'
import type { Location } from 'react-router-dom'

// What RouterShell shares with the components under it. Kept apart from RouterShell so links and the
// page loader can read it without importing the shell's machinery.

export const DisplayedLocation = createContext<Location | null>(null)
export const PageArrived = createContext<() => void>(() => undefined)

/** Client-side navigation to an href (`/path?query#hash`). One stable function for the document's life. */
export type NavigateTo = (href: string, options?: { replace?: boolean }) => void
/**
 * Links take navigation from here rather than from react-router's hooks: those re-render every link on
 * every address change, which was most of a click's cost on a page with a sidebar of 80 links.
 */
export const RouterNavigate = createContext<NavigateTo | null>(null)

/** The location on screen: it lags behind the address bar while the next page preloads. */
export function useDisplayedLocation(): Location {
  const location = useContext(DisplayedLocation)
  if (!location) throw new Error('useDisplayedLocation must be used inside <RouterShell>')
  return location
}

/** The displayed location, or null outside <RouterShell> (for components that work without one). */
export function useDisplayedLocationIfAny(): Location | null {
  return useContext(DisplayedLocation)
}

/** For PageLoader: call once a page's content has rendered after loading, to scroll to its hash and focus it. */
export function usePageArrived(): () => void {
  return useContext(PageArrived)
}

/** How links navigate, or null outside <RouterShell> (a link is then an ordinary page load). */
export function useRouterNavigate(): NavigateTo | null {
  return useContext(RouterNavigate)
}
