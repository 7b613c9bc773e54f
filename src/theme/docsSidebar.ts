import { findRoute, sidebarConfig } from '../content/manifest.ts'
import { buildSidebar, sidebarLinks } from '../../shared/sidebar.ts'

/** The site's sidebar, labelled from the manifest. */
export const docsSidebar = buildSidebar(sidebarConfig, (path) => findRoute(path)?.sidebarLabel)

/** The sidebar's pages in reading order. */
export const docsInOrder = sidebarLinks(docsSidebar)
