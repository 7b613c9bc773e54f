import type { ResolvedRoute } from '../routes.ts'
import { getLoadedPage } from '../content/pageStore.ts'
import { siteConfig } from '../../site.config.ts'

// A page's <title> and meta description, for the client (useDocumentMeta) and the prerenderer alike.
// A doc page's description comes from its loaded module's front matter: the browser's route manifest
// leaves descriptions out (they were over half its bytes), and a doc route is shown (and prerendered)
// only once its module is loaded.

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
      return titled(route.entry.title, getLoadedPage(route.entry.path)?.frontmatter.description || route.entry.description || homeDescription)
    case 'home':
      return titled(siteConfig.tagline, homeDescription)
    case 'search':
      return titled('Search', 'Search the Redux documentation: guides, tutorials, recipes, the FAQ and the API reference.')
    case 'notFound':
      return titled('Page Not Found', 'There is no page at this address in the Redux documentation.')
  }
}
