import type { Location } from 'react-router-dom'
import { stripIndexHtml } from '../../shared/routes.ts'

/**
 * Run once before the router starts (src/main.tsx):
 * - the address bar loses a trailing `/index.html` (history.replaceState, no reload);
 * - the browser's own scroll restoration is off: it would jump while the old page is still on screen,
 *   so the router restores positions itself after the switch (scroll.ts);
 * - the first history entry gets a key (react-router gives it 'default', like entries it did not
 *   create), so its scroll position can be remembered like any other's.
 * Returns whether the address changed: the HTML then came from another URL (a host's 404 page).
 */
export function prepareHistory(win: Window = window): boolean {
  const { history, location } = win
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  const state = (history.state ?? {}) as { key?: string }
  const pathname = stripIndexHtml(location.pathname)
  const corrected = pathname !== location.pathname
  if (corrected || !state.key) {
    history.replaceState({ ...state, key: state.key ?? Math.random().toString(36).slice(2, 10) }, '', pathname + location.search + location.hash)
  }
  return corrected
}

/**
 * The history entry on screen as react-router's browser history describes it (the same fields it reads
 * in createBrowserLocation): right after a navigate() in an event handler, the entry it just pushed.
 */
export function currentHistoryLocation(win: Window = window): Location {
  const state = win.history.state as { usr?: unknown; key?: string } | null
  const { pathname, search, hash } = win.location
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key || 'default' }
}
