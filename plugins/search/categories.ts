import { sidebarSections, type SidebarConfigItem } from '../../shared/sidebar.ts'

// The sidebar category of a page (a search record's `hierarchy.lvl0`): the top-level section of the
// sidebar (the docs plugin's, as it resolved it) that lists it; sub-sections ("Tutorials > Redux Essentials")
// count as their top-level section, like DocSearch's lvl0.

/** Route → top-level sidebar label, for every route the sidebar lists. */
export function categoriesFromSidebar(config: SidebarConfigItem[]): Map<string, string> {
  const categories = new Map<string, string>()
  for (const { label, routes } of sidebarSections(config)) {
    if (label !== null) for (const route of routes) if (!categories.has(route)) categories.set(route, label)
  }
  return categories
}

/**
 * `/api/store` → `API Reference`. A page the sidebar leaves out (`/introduction/README`) takes the
 * category of the sidebar pages in its folder, else `Documentation`.
 */
export function categoryOfRoute(route: string, categories: Map<string, string>): string {
  const listed = categories.get(route)
  if (listed) return listed
  const folder = route.slice(0, route.lastIndexOf('/') + 1)
  for (const [path, label] of categories) if (folder !== '/' && path.startsWith(folder)) return label
  return 'Documentation'
}
