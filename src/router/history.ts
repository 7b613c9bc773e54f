import { createPath, NavigationType, parsePath, UNSAFE_createBrowserHistory, type Location, type Navigator } from 'react-router-dom'
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
    history.replaceState(
      { ...state, key: state.key ?? Math.random().toString(36).slice(2, 10) },
      '',
      pathname + location.search + location.hash,
    )
  }
  return corrected
}

/**
 * What RouterShell navigates with and listens to: react-router's browser history in the browser, a fixed
 * location when prerendering. RouterShell renders react-router's <Router> itself with it, so the location
 * react-router renders is the one on screen, set in the same render as the page it belongs to.
 */
export type ShellHistory = Navigator & {
  readonly action: NavigationType
  readonly location: Location
  /** Called with each new entry: a push or replace as it happens, back/forward on popstate. */
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void
}

/** The browser's history, through react-router's own (its entries' state and keys, as BrowserRouter's). */
export function browserHistory(): ShellHistory {
  return UNSAFE_createBrowserHistory({ v5Compat: true })
}

/** A history that stays at `url` (the prerenderer's): nothing navigates while rendering to HTML. */
export function staticHistory(url: string): ShellHistory {
  const { pathname = '/', search = '', hash = '' } = parsePath(url)
  const location: Location = { pathname, search, hash, state: null, key: 'default' }
  const fixed = () => {
    throw new Error('The prerendered page cannot navigate')
  }
  return {
    action: NavigationType.Pop,
    location,
    listen: () => () => undefined,
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation: (to) => ({ pathname: '', search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) }),
    push: fixed,
    replace: fixed,
    go: fixed,
  }
}
