import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'

// The prerenderer's HTML of the app (src/entry-server.tsx). A page that renders without suspending is
// rendered to a string, in one synchronous pass; only one that suspends (a lazy component not loaded yet)
// or fails goes through `prerender`, which waits for it and reports its error. Both are React's one
// server renderer, and a finished tree comes out as the same bytes either way; `prerender`'s stream,
// encoded to bytes chunk by chunk and read back into a string, cost about twice the string's time on
// every page, and a page's HTML grows with the sidebar, so with the site.

/** A boundary React left for the browser to render (it suspended, or its content threw). */
const clientRenderedBoundary = '<!--$!-->'

/**
 * The HTML of the tree `app()` makes; `beforeRender` runs before each pass (it clears what the previous
 * one registered). Rejects with the first error of the render, even one inside a Suspense boundary.
 */
export async function renderAppHtml(app: () => ReactNode, beforeRender: () => void = () => undefined): Promise<string> {
  beforeRender()
  // renderToString throws when the tree suspends or fails outside a Suspense boundary, and inside one
  // leaves the boundary to the browser (and reports nothing): either way, `prerender` renders it again.
  const html = attempt(() => renderToString(app()))
  if (html !== undefined && !html.includes(clientRenderedBoundary)) return html
  // `prerender` (unlike renderToString) waits for lazy components such as the search page, so the HTML
  // holds the finished page rather than a Suspense fallback.
  // An error inside a Suspense boundary would only be logged (and the boundary left to the browser):
  // collect every error and fail the page instead.
  const errors: unknown[] = []
  beforeRender()
  const { prelude } = await prerender(app(), { onError: (error) => void errors.push(error) })
  const streamed = await new Response(prelude).text()
  if (errors.length) throw errors[0]
  return streamed
}

function attempt(render: () => string): string | undefined {
  try {
    return render()
  } catch {
    return undefined
  }
}
