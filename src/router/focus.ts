// Where keyboard and screen-reader users land after a forward navigation: the new page's main heading.
//
// Contract with the theme: the page's main heading carries `data-page-heading` (see PAGE_HEADING_ATTRIBUTE)
// and preferably tabIndex={-1}. Without the attribute, the first h1 inside <main> (then any h1) is used,
// and a heading that is not focusable gets tabindex="-1" here.

import { afterPaint } from './afterPaint.ts'

export const PAGE_HEADING_ATTRIBUTE = 'data-page-heading'

function findPageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`) ??
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1')
  )
}

/**
 * Focuses the page heading without scrolling (the router scrolls), once the frame showing it has been
 * painted (afterPaint.ts) and if it is still on screen then; returns whether there is one. Focusing
 * makes the browser bring style and layout up to date: in the navigation's commit that cost a few
 * milliseconds before the new page could paint, after the paint the layout is done already. A reader
 * gets there a frame later, before any key press.
 */
export function focusPageHeading(): boolean {
  const heading = findPageHeading()
  if (!heading) return false
  afterPaint(() => heading.isConnected && focusWithoutScrolling(heading))
  return true
}

/**
 * Focuses the element a same-page `#anchor` link points at, without scrolling (the router has scrolled):
 * keyboard and screen-reader users continue from there, not from the link. Returns whether there was one.
 */
export function focusHashTarget(id: string): boolean {
  const target = id ? document.getElementById(id) : null
  if (!target) return false
  focusWithoutScrolling(target)
  return true
}

/**
 * For a new page reached at `page#section` (a search result, a link to another page's section): the
 * section's heading takes focus, as the page heading does for a plain navigation, once painted; the
 * reader's next Tab continues from the section, not from the h1 far above it. Returns whether it exists.
 */
export function focusHashTargetAfterPaint(id: string): boolean {
  const target = id ? document.getElementById(id) : null
  if (!target) return false
  afterPaint(() => target.isConnected && focusWithoutScrolling(target))
  return true
}

function focusWithoutScrolling(element: HTMLElement) {
  // A heading is not focusable by script without tabindex; a search box (say) already is, and keeps its tab stop.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/** What to announce for the page on screen: its title, else its heading's text. */
export function currentPageTitle(): string {
  return document.title || findPageHeading()?.textContent?.trim() || ''
}
