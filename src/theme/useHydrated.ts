import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerendered HTML and while React hydrates it, true from then on (and at once in a page
 * rendered by a client-side navigation): for controls that do nothing without JavaScript, which the
 * static page then leaves out rather than show dead (and spend bytes on in every page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
