import type { ResolvedRoute } from '../routes.ts'
import { siteConfig } from '../../site.config.ts'

// A page's <title> and meta description, for the client (useDocumentMeta) and the prerenderer alike.

export interface PageMeta {
  title: string
  description: string
}

const homeDescription =
  'Redux is a predictable state container for JavaScript apps: one store, plain-object actions and pure reducers, with tools to debug every change.'

export function pageMeta(route: ResolvedRoute): PageMeta {
  const titled = (title: string, description: string) => ({ title: `${title} | ${siteConfig.title}`, description })
  switch (route.kind) {
    case 'doc':
      return titled(route.entry.title, route.entry.description || homeDescription)
    case 'home':
      return titled(siteConfig.tagline, homeDescription)
    case 'search':
      return titled('Search', 'Search the Redux documentation: guides, tutorials, recipes, the FAQ and the API reference.')
    case 'notFound':
      return titled('Page Not Found', 'There is no page at this address in the Redux documentation.')
  }
}
