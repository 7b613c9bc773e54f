import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App.tsx'
import { staticHistory } from './router/history.ts'
import { RouterShell } from './router/RouterShell.tsx'
import { resolveRoute } from './routes.ts'
import { preloadRoute } from './routeModules.ts'
import { renderAppHtml } from './renderAppHtml.ts'
import { releasePage } from './content/pageStore.ts'
import { pageMeta } from './theme/pageMeta.ts'
import { clearPageHead, resolvePageHead } from './theme/pageHead.ts'
import { Sidebar } from './theme/Sidebar.tsx'
import { cacheClosedCategories } from './theme/closedCategories.ts'
import type { RenderedRoute } from '../shared/types.ts'

// The prerenderer's view of the app (bundled by plugins/prerender/ssrBuild.ts, run in Node at build time).
// It renders the same tree as src/main.tsx, with a history fixed at the URL in place of the browser's, after
// preloading the route exactly as the browser does before it hydrates: the two first renders match.
// The prerenderer takes the pages from the docs plugin, not from here: this module only renders.

// The sidebar's closed categories, the same on every page, are rendered once (closedCategories.ts):
// between two pages, as the sidebar renders them. A page's HTML comes back in parts, the categories'
// HTML between the page's own, for the prerenderer to write without joining them.
const closedCategories = cacheClosedCategories(
  (category, idPrefix) => renderToString(<Sidebar nodes={[category]} path="" idPrefix={idPrefix} />),
  { markers: true },
)

export async function render(url: string): Promise<RenderedRoute> {
  const route = resolveRoute(url)
  try {
    return await renderRoute(url, route)
  } finally {
    closedCategories.fill()
    // Each route is rendered once: its page module is not kept for the routes after it.
    if (route.kind === 'doc') releasePage(route.path)
  }
}

async function renderRoute(url: string, route: ReturnType<typeof resolveRoute>): Promise<RenderedRoute> {
  await preloadRoute(route)
  const app = () => (
    <StrictMode>
      <RouterShell firstRoute={route} history={staticHistory(url)}>
        <App />
      </RouterShell>
    </StrictMode>
  )
  // What each pass's <Head>s register (pageHead.ts), not the previous route's or pass's.
  const html = await renderAppHtml(app, clearPageHead)
  const { tags, ...meta } = resolvePageHead(pageMeta(route))
  return { kind: route.kind, html: closedCategories.pieces(html), meta, headTags: tags }
}
