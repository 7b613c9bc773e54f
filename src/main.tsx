import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { RouterShell } from './router/RouterShell.tsx'
import { browserHistory, prepareHistory } from './router/history.ts'
import { startPrefetching } from './router/prefetch.ts'
import { resolveRoute } from './routes.ts'
import { prefetchTarget, preloadRoute } from './routeModules.ts'
import { whenSearchTappedEarly } from './earlyTaps.ts'
import { preloadSearch } from './search/SearchButton.tsx'

// Before the router reads the address: drop a trailing /index.html, take over scroll restoration. A
// corrected address was answered with some other page's HTML (a host's 404 page): render, don't hydrate.
const addressCorrected = prepareHistory()
startPrefetching((path) => prefetchTarget(resolveRoute(path)))
// A tap on Search before hydration (which takes seconds on a slow phone) loads search meanwhile.
whenSearchTappedEarly(preloadSearch)

const firstRoute = resolveRoute(location.pathname)
const container = document.getElementById('root')!
const app = (
  <StrictMode>
    {/* RouterShell renders react-router's Router with this history: no render for an address alone. */}
    <RouterShell firstRoute={firstRoute} history={browserHistory()}>
      <App />
    </RouterShell>
  </StrictMode>
)

if (container.hasChildNodes() && !addressCorrected) {
  // Prerendered HTML: hydrate only once the page's module is loaded, so the first render matches it.
  await preloadRoute(firstRoute).catch(() => undefined)
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (one long task, which Lighthouse counts as blocking time).
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  createRoot(container).render(app)
}
