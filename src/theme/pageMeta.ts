import type { ResolvedRoute } from '../routes.ts'
import { getLoadedPage } from '../content/pageStore.ts'
import { loadedSitePage } from '../routeModules.ts'
import { siteConfig } from '../siteConfig.ts'

// A page's <title> and meta description, for the client (useDocumentMeta) and the prerenderer alike.
// A doc page's description comes from its loaded module's front matter: the browser's route manifest
// leaves descriptions out (they were over half its bytes), and a doc route is shown (and prerendered)
// only once its module is loaded.

export interface PageMeta {
  title: string
  description: string
}

export function pageMeta(route: ResolvedRoute): PageMeta {
  const titled = (title: string, description: string) => ({ title: `${title} | ${siteConfig.title}`, description })
  if (route.kind === 'doc') {
    return titled(
      route.entry.title,
      getLoadedPage(route.entry.path)?.frontmatter.description || route.entry.description || siteConfig.description,
    )
  }
  // A site page's meta is its module's (loaded before the route renders); a page without a title is the home page.
  const meta = loadedSitePage(route.page)?.meta
  return titled(meta?.title ?? siteConfig.tagline, meta?.description || siteConfig.description)
}
