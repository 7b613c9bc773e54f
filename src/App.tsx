import { Suspense } from 'react'
import type { ResolvedRoute } from './routes.ts'
import { SearchPage } from './routeModules.ts'
import { useDisplayedArrival } from './router/context.ts'
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

/** The page on screen: the displayed arrival's route (resolved once, see router/navigation.ts), inside the layout. */
export function App() {
  const { route } = useDisplayedArrival()
  return (
    <Layout route={route}>
      <RouteView route={route} />
    </Layout>
  )
}
