import { findRoute, sidebarConfig } from '../content/manifest.ts'
import { usePageModule } from '../content/pageStore.ts'
import { buildSidebar, sidebarLinks, type SidebarNode } from '../../shared/sidebar.ts'

/** The site's one sidebar, labelled from the manifest; null when the site has several (each page module brings its own). */
export const docsSidebar = sidebarConfig && buildSidebar(sidebarConfig, (path) => findRoute(path)?.sidebarLabel)

/** The sidebar's pages in reading order. */
export const docsInOrder = docsSidebar ? sidebarLinks(docsSidebar) : []

/**
 * The sidebar a page shows: with several sidebars (a Docusaurus sidebars file), the one its module brings,
 * or none; else the site's one sidebar.
 */
export function useDisplayedSidebar(path: string): SidebarNode[] | undefined {
  const module = usePageModule(path)
  return docsSidebar ?? module?.sidebar
}
