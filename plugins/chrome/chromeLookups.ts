import { buildSidebar, sidebarLinks, type SidebarConfigItem } from '../../shared/sidebar.ts'
import type { ContentStore } from '../docs/contentStore.ts'
import type { ChromeDoc, ChromeLookups } from './resolveChrome.ts'

/**
 * The docs a navbar item may name, from the content store: doc ids as the sidebar config resolves them,
 * labels as the sidebar shows them. `sidebars` gives the sidebar of an id; this engine has one sidebar
 * (docsPlugin's `sidebar`), which every id names until sidebars have ids of their own.
 */
export function chromeLookups(
  store: ContentStore,
  sidebars: (sidebarId: string) => SidebarConfigItem[] | undefined,
  sidebarIds: () => string[] = () => ['sidebar'],
): ChromeLookups {
  const pages = store.sidebarPages()
  const fileOfRoute = new Map(store.files().map((file) => [store.routeOf(file), file]))
  const labelOf = (route: string) => {
    const file = fileOfRoute.get(route)
    return file === undefined ? undefined : store.summaryOf(file).sidebarLabel
  }
  const byDocId = new Map(pages.map((page) => [page.docId, page.route]))
  return {
    docById(docId): ChromeDoc | undefined {
      const route = byDocId.get(docId)
      return route === undefined ? undefined : { route, label: labelOf(route) ?? docId }
    },
    sidebarDocs(sidebarId) {
      const items = sidebars(sidebarId)
      return items && sidebarLinks(buildSidebar(items, labelOf)).map((link) => ({ route: link.path, label: link.label }))
    },
    sidebarRoutesOf(route) {
      for (const sidebarId of sidebarIds()) {
        const routes = this.sidebarDocs(sidebarId)?.map((doc) => doc.route)
        if (routes?.includes(route)) return routes
      }
      return undefined
    },
  }
}
