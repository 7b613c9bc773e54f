import type { Location } from 'react-router-dom'
import type { ResolvedRoute } from '../routes.ts'
import { focusHashTarget, focusHashTargetAfterPaint, focusPageHeading } from './focus.ts'
import { hashToId, scrollToHash, scrollToY } from './scroll.ts'

/**
 * A switch of the displayed location: the location, the route it resolved to (once, in navigation.ts),
 * and how it came about:
 * - `initial`: the first render (prerendered or not);
 * - `forward`: a link, a programmatic navigation or a redirect (PUSH or REPLACE);
 * - `back`: back/forward (POP).
 * `samePage` when only the hash (or query) changed: nothing was loaded.
 */
export interface Arrival {
  location: Location
  route: ResolvedRoute
  kind: 'initial' | 'forward' | 'back'
  samePage: boolean
}

/** What is still to be done once the page's content renders (it was showing the page loader). */
export interface PendingArrival {
  hash: string
  focus: boolean
}

/**
 * Scrolls and focuses for an arrival, after the switch has rendered: back/forward restores the position
 * the reader left the entry at and leaves focus alone; a forward navigation to a new page scrolls to
 * the hash's element (no element, no scroll) or the top, and focuses that element, else the new page's
 * heading, once the frame showing it is painted. Returns what could not be done yet because the page is
 * still loading.
 */
export function applyArrival(
  arrival: Arrival,
  options: { savedPosition: number | undefined; previousSearch: string },
): PendingArrival | null {
  const { location, kind, samePage } = arrival
  const focus = kind === 'forward' && !samePage
  let pending: PendingArrival | null = null
  let focused = false

  if (options.savedPosition !== undefined && kind !== 'forward') {
    scrollToY(options.savedPosition)
  } else if (location.hash) {
    const found = scrollToHash(location.hash)
    if (!found && !samePage) pending = { hash: location.hash, focus }
    // A link to a place on the page on screen: focus moves there at once; on a new page, once painted.
    if (found && samePage && kind === 'forward') focusHashTarget(hashToId(location.hash))
    if (found && focus) focused = focusHashTargetAfterPaint(hashToId(location.hash))
  } else if (kind === 'initial') {
    // A fresh load starts at the top already.
  } else if (!samePage || (kind === 'forward' && location.search === options.previousSearch)) {
    // A new page, or a link to the page on screen: the top. A query change alone is the page's business.
    scrollToY(0)
  }

  // A section not there yet (the page still loading) takes focus once it renders (completeArrival).
  if (focus && !focused && !focusPageHeading()) pending ??= { hash: '', focus }
  return pending
}

/** Finishes an arrival once the page's content is there (it had to be loaded after the switch). */
export function completeArrival(pending: PendingArrival): void {
  const found = pending.hash ? scrollToHash(pending.hash) : false
  if (pending.focus && !(found && focusHashTargetAfterPaint(hashToId(pending.hash)))) focusPageHeading()
}

/** How the document was loaded: a reload or a history traversal restores the position it was left at. */
export function documentNavigationType(): string {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type ?? 'navigate'
}
