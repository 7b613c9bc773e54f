import { Suspense, useEffect } from 'react'
import type { ResolvedRoute } from './routes.ts'
import { sitePageComponent } from './routeModules.ts'
import type { SitePageEntry } from './content/sitePages.ts'
import { useDisplayedArrival } from './router/context.ts'
import { Layout } from './theme/Layout.tsx'
import { DocPage } from './theme/DocPage.tsx'
import { replayEarlyTaps } from './earlyTaps.ts'

function RouteView({ route, opensAtTop }: { route: ResolvedRoute; opensAtTop: boolean }) {
  switch (route.kind) {
    case 'doc':
      return <DocPage key={route.path} entry={route.entry} opensAtTop={opensAtTop} />
    case 'page':
    case 'notFound':
      return <SitePage page={route.page} />
  }
}

/** One of the site's own pages (src/pages): its own chunk, loaded before the route renders (routeModules.ts). */
function SitePage({ page }: { page: SitePageEntry }) {
  const { component: Page, loaded } = sitePageComponent(page)
  return loaded ? (
    <Page />
  ) : (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}

/** The page on screen: the displayed arrival's route (resolved once, see router/navigation.ts), inside the layout. */
export function App() {
  const { route, kind, location } = useDisplayedArrival()
  // A forward navigation without a hash shows the new page from its top (router/arrival.ts).
  const opensAtTop = kind === 'forward' && !location.hash
  // Once hydrated: the taps the prerendered page held while the app was on its way.
  useEffect(replayEarlyTaps, [])
  return (
    <Layout route={route}>
      <RouteView route={route} opensAtTop={opensAtTop} />
    </Layout>
  )
}
