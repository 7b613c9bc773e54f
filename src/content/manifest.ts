import { routes as generated, version as generatedVersion, sidebar as generatedSidebar } from 'virtual:docs-manifest'
import type { DocsVersion, RouteEntry } from '../../shared/types.ts'
import type { SidebarConfigItem } from '../../shared/sidebar.ts'

/** Every markdown route, in file order; page bodies load lazily through `load()`. */
export const routes = generated as RouteEntry[]

/** The docs' one version (its docs are `routes`). */
export const version = generatedVersion as DocsVersion

/** Every version the site builds (one today): the theme shows which one a page is of only when there are several. */
export const versions: DocsVersion[] = [version]

/** The sidebar as the docs plugin resolved it (its `sidebar` option): routes only; null when the site has several sidebars. */
export const sidebarConfig = generatedSidebar as SidebarConfigItem[] | null

const byPath = new Map(routes.map((route) => [route.path, route]))

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path)
}
