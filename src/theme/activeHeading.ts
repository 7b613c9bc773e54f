// Which section of the page is being read, for the table of contents to mark.

interface HeadingPosition {
  id: string
  /** Distance from the top of the viewport to the heading (getBoundingClientRect().top). */
  top: number
}

interface ViewportState {
  /** Headings above this line (the navbar's bottom plus some room) count as scrolled past. */
  threshold: number
  viewportHeight: number
  /** The page is scrolled to its end: short last sections can never reach the threshold. */
  atBottom: boolean
}

/**
 * The section in view: the last heading scrolled past the threshold; at the bottom of the page, the last
 * heading on screen. Above the first heading (the page's intro) no section is marked.
 */
export function activeHeading(headings: HeadingPosition[], viewport: ViewportState): string | undefined {
  let active: string | undefined
  for (const heading of headings) {
    const limit = viewport.atBottom ? viewport.viewportHeight : viewport.threshold
    if (heading.top <= limit) active = heading.id
    else break
  }
  return active
}
