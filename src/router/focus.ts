// Where keyboard and screen-reader users land after a forward navigation: the new page's main heading.
//
// Contract with the theme: the page's main heading carries `data-page-heading` (see PAGE_HEADING_ATTRIBUTE)
// and preferably tabIndex={-1}. Without the attribute, the first h1 inside <main> (then any h1) is used,
// and a heading that is not focusable gets tabindex="-1" here.

export const PAGE_HEADING_ATTRIBUTE = 'data-page-heading'

function findPageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`) ?? root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1')
}

/** Focuses the page heading without scrolling (the router scrolls); returns whether there was one. */
export function focusPageHeading(root: ParentNode = document): boolean {
  const heading = findPageHeading(root)
  if (!heading) return false
  focusHeading(heading)
  return true
}

/**
 * Focuses the page heading on screen once the frame showing it has been painted (afterPaint.ts), if it is
 * still on screen then; returns whether there is one. Focusing makes the browser bring style and layout
 * up to date: in the navigation's commit that cost a few milliseconds before the new page could paint,
 * after the paint the layout is done already. A reader gets there a frame later, before any key press.
 */
export function focusPageHeadingAfterPaint(schedule: (task: () => void) => void): boolean {
  const heading = findPageHeading()
  if (!heading) return false
  schedule(() => heading.isConnected && focusHeading(heading))
  return true
}

function focusHeading(heading: HTMLElement) {
  // A heading is not focusable by script without tabindex; a search box (say) already is, and keeps its tab stop.
  if (heading.tabIndex < 0 && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * Focuses the element a same-page `#anchor` link points at, without scrolling (the router has scrolled):
 * keyboard and screen-reader users continue from there, not from the link. Returns whether there was one.
 */
export function focusHashTarget(id: string): boolean {
  const target = id ? document.getElementById(id) : null
  if (!target) return false
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}

/** What to announce for the page on screen: its title, else its heading's text. */
export function currentPageTitle(): string {
  return document.title || findPageHeading()?.textContent?.trim() || ''
}
