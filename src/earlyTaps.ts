// Taps that came before the app ran. The prerendered page paints a second or more before the app
// starts on a slow phone (its scripts start after `load` and the first paint); until then the inline
// script in index.html serves the colour toggle itself and holds a tap on any other button of the page
// (menu, sidebar category) or on Search: it prevents the default (Search is a link to /search, for
// JavaScript off), marks the control aria-busy and keeps it in `window.__taps`, with the keys typed after
// a tap on Search in `__taps.t`. A second tap on a control still waiting is the same tap, not a reversal.
// The app, once hydrated, takes the list (the inline script stops holding) and replays each tap as a
// click on the same element: hydration keeps the prerendered elements, so the app's own handler runs.

interface HeldTaps extends Array<HTMLElement> {
  /** What was typed after a held tap on Search, for the search box; absent without one. */
  t?: string
}

declare global {
  interface Window {
    __taps?: HeldTaps
  }
}

let heldSearchText = ''

/** Replays, in order, the taps held before the app ran. Call once, after hydration has committed. */
export function replayEarlyTaps(): void {
  const taps = window.__taps
  if (!taps) return
  delete window.__taps
  heldSearchText = taps.t ?? ''
  for (const element of taps) {
    element.removeAttribute('aria-busy')
    if (element.isConnected) element.click()
  }
  heldSearchText = ''
}

/**
 * Calls `start` once, when Search is tapped before the app has taken the held taps (or now, if such a
 * tap is held already): on a slow phone hydration takes seconds, which the search code and index can
 * spend downloading.
 */
export function whenSearchTappedEarly(start: () => void): void {
  if (!window.__taps) return
  if (window.__taps.t != null) return start()
  const onClick = (event: MouseEvent) => {
    if (!window.__taps) return document.removeEventListener('click', onClick, true)
    if (!(event.target instanceof Element && event.target.closest('.search-button'))) return
    document.removeEventListener('click', onClick, true)
    start()
  }
  // On the document, after the inline script's listener: its stopPropagation leaves this one to run.
  document.addEventListener('click', onClick, true)
}

/** The text typed after a tap on Search before the app ran: the search box starts with it (once). */
export function takeHeldSearchText(): string {
  const text = heldSearchText
  heldSearchText = ''
  return text
}
