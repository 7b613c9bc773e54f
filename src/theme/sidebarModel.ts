import type { SidebarConfigItem } from './sidebar.config.ts'

// The sidebar as the theme uses it: the config resolved against the manifest (labels), flattened for
// previous/next, and searched for the categories around the current page. Pure: no manifest import, so
// the unit tests can feed it the real content.

export interface SidebarLink {
  kind: 'link'
  path: string
  label: string
}

export interface SidebarCategory {
  kind: 'category'
  /** Unique across the sidebar: the labels from the top, joined by "/". */
  key: string
  label: string
  items: SidebarNode[]
}

export type SidebarNode = SidebarLink | SidebarCategory

/** Resolves routes to links labelled by `labelOf`; a route it doesn't know is left out. */
export function buildSidebar(
  config: SidebarConfigItem[],
  labelOf: (path: string) => string | undefined,
  parentKey = '',
): SidebarNode[] {
  return config.flatMap((item): SidebarNode[] => {
    if (typeof item === 'string') {
      const label = labelOf(item)
      return label === undefined ? [] : [{ kind: 'link', path: item, label }]
    }
    const key = parentKey ? `${parentKey}/${item.label}` : item.label
    return [{ kind: 'category', key, label: item.label, items: buildSidebar(item.items, labelOf, key) }]
  })
}

/** Every link in reading order (the order of previous/next). */
export function sidebarLinks(nodes: SidebarNode[]): SidebarLink[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node] : sidebarLinks(node.items)))
}

/** The categories that contain `path`, outermost first; empty when the page is not in the sidebar. */
export function categoryTrail(nodes: SidebarNode[], path: string): SidebarCategory[] {
  for (const node of nodes) {
    if (node.kind === 'link') {
      if (node.path === path) return []
      continue
    }
    if (containsPath(node, path)) return [node, ...categoryTrail(node.items, path)]
  }
  return []
}

function containsPath(category: SidebarCategory, path: string): boolean {
  return category.items.some((item) => (item.kind === 'link' ? item.path === path : containsPath(item, path)))
}

/** The pages before and after `path` in reading order. */
export function neighbours(links: SidebarLink[], path: string): { previous?: SidebarLink; next?: SidebarLink } {
  const index = links.findIndex((link) => link.path === path)
  if (index === -1) return {}
  return { previous: links[index - 1], next: links[index + 1] }
}
