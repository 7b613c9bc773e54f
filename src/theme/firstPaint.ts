// The prerendered page's first paint skips laying out the article's lower blocks (styles/markdown.css,
// under the root's `first-paint` class), and the page's loader (plugins/prerender/scriptsAfterLoad.ts)
// lays them out a few a frame, each with an inline `content-visibility: visible`, which it removes again
// when done. If the app starts before that, it ends the first paint here, before hydrating: positions
// must be real before the router restores one, and React must find the attributes the server rendered.

/** Lays out every block now, and leaves them without the loader's inline style. */
export function endFirstPaint(doc: Document = document): void {
  const root = doc.documentElement
  if (!root.classList.contains('first-paint')) return
  root.classList.remove('first-paint')
  for (const block of doc.querySelectorAll<HTMLElement>('.markdown > [style]')) {
    block.style.removeProperty('content-visibility')
    if (!block.getAttribute('style')) block.removeAttribute('style')
  }
}
