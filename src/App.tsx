import { Suspense } from 'react'
import { resolveRoute, SearchPage, type ResolvedRoute } from './routes.ts'
import { useDisplayedLocation } from './router/RouterShell.tsx'
import { normalizePath } from '../shared/routes.ts'
import { Layout } from './theme/Layout.tsx'
import { DocPage } from './theme/DocPage.tsx'
import { HomePage } from './theme/HomePage.tsx'
import { NotFoundPage } from './theme/NotFoundPage.tsx'

function RouteView({ route }: { route: ResolvedRoute }) {
  switch (route.kind) {
    case 'doc':
      return <DocPage key={route.path} entry={route.entry} />
    case 'home':
      return <HomePage />
    case 'search':
      return (
        <Suspense fallback={null}>
          <SearchPage />
        </Suspense>
      )
    case 'notFound':
      return <NotFoundPage />
  }
}

/** The page on screen: the displayed location (see RouterShell), resolved to a route, inside the layout. */
export function App() {
  const location = useDisplayedLocation()
  const route = resolveRoute(normalizePath(location.pathname))
  return (
    <Layout route={route}>
      <RouteView route={route} />
    </Layout>
  )
}
