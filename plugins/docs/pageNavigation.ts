import { buildSidebar, categoryTrail, sidebarLinks, type SidebarConfigItem, type SidebarLink } from '../../shared/sidebar.ts'
import type { FrontMatter, PageLink, PageNavigation } from '../../shared/types.ts'

// A page's place in the site, worked out once at build from the resolved sidebar (routes only) and the
// pages' labels: its breadcrumb trail and its previous/next pages, which the page module ships, so the
// browser neither walks the sidebar for them nor looks up another page's label.

/**
 * `labelOf`: a page's sidebar label; `paginationLabelOf`: its label as the previous/next links name it
 * (front matter `pagination_label` first, as in Docusaurus), the sidebar label when undefined.
 */
export function createPageNavigation(
  sidebar: SidebarConfigItem[],
  labelOf: (route: string) => string | undefined,
  paginationLabelOf: (route: string) => string | undefined = () => undefined,
) {
  const nodes = buildSidebar(sidebar, labelOf)
  const inOrder = sidebarLinks(nodes)
  // Each route's first place in reading order (neighbours' findIndex per page grew with the square of the site).
  const placeOf = new Map<string, number>()
  inOrder.forEach((link, index) => placeOf.has(link.path) || placeOf.set(link.path, index))
  const linkTo = (route: string): PageLink | undefined => {
    const label = labelOf(route)
    return label === undefined ? undefined : { path: route, label }
  }
  const chosen = (target: unknown, fallback: SidebarLink | undefined): PageLink | undefined => {
    if (target === null) return undefined // `pagination_next: null`: no link
    const link = typeof target === 'string' ? (linkTo(target) ?? fallback) : fallback
    return link && { path: link.path, label: paginationLabelOf(link.path) ?? link.label }
  }
  /** `frontmatter` with its pagination targets already routes (pagination.ts). */
  return (route: string, frontmatter: FrontMatter): PageNavigation => {
    const place = placeOf.get(route)
    const around = place === undefined ? {} : { previous: inOrder[place - 1], next: inOrder[place + 1] }
    const previous = chosen(frontmatter.pagination_prev, around.previous)
    const next = chosen(frontmatter.pagination_next, around.next)
    const trail = categoryTrail(nodes, route).map((category) => ({
      label: category.label,
      ...(category.link ? { link: category.link } : {}),
    }))
    return { trail, ...(previous ? { previous } : {}), ...(next ? { next } : {}) }
  }
}
