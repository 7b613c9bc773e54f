import { createContext, useContext } from 'react'
import type { Location } from 'react-router-dom'
import type { Arrival } from './arrival.ts'

// What RouterShell shares with the components under it. Kept apart from RouterShell so links can read it
// without importing the shell's machinery (links are also part of the lazily loaded search UI).

export const DisplayedArrival = createContext<Arrival | null>(null)

/** Client-side navigation to an href (`/path?query#hash`). One stable function for the document's life. */
export type NavigateTo = (href: string, options?: { replace?: boolean }) => void
/**
 * Links take navigation from here rather than from react-router's hooks: those re-render every link on
 * every address change, which was most of a click's cost on a page with a sidebar of 80 links.
 */
export const RouterNavigate = createContext<NavigateTo | null>(null)

/** The arrival on screen, with its route: its location lags behind the address bar while the next page preloads. */
export function useDisplayedArrival(): Arrival {
  const arrival = useContext(DisplayedArrival)
  if (!arrival) throw new Error('useDisplayedArrival must be used inside <RouterShell>')
  return arrival
}

/** The displayed location, or null outside <RouterShell> (for components that work without one). */
export function useDisplayedLocationIfAny(): Location | null {
  return useContext(DisplayedArrival)?.location ?? null
}

/** How links navigate, or null outside <RouterShell> (a link is then an ordinary page load). */
export function useRouterNavigate(): NavigateTo | null {
  return useContext(RouterNavigate)
}
