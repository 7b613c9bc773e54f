// The one sidebar model, for the theme (links, previous/next, the categories around a page) and the build
// (search categories, llms.txt sections). The config (sidebar.config.ts) names routes; labels come from
// the pages. Pure: no manifest import, so the unit tests can feed it the real content.

/** The sidebar as configured: a string is a page's route, labelled by its sidebar_label (or title). */
export type SidebarConfigItem = string | SidebarConfigCategory

export interface SidebarConfigCategory {
  label: string
  /**
   * The category's own page, as in Docusaurus: the category's label links to it (`'/api/api-reference'`,
   * or `{ type: 'doc', id: 'api/api-reference' }` by Docusaurus doc id: folder and front matter `id`).
   * A category with a link and no items is shown as a plain link.
   */
  link?: string | { type: 'doc'; id: string }
  items: SidebarConfigItem[]
  /** Docusaurus' `collapsed: false` (a `_category_` file's): open at first. */
  collapsed?: boolean
  /** Docusaurus' `collapsible: false`: always open, with no toggle. */
  collapsible?: boolean
  className?: string
}

export interface SidebarLink {
  kind: 'link'
  path: string
  label: string
  /** Docusaurus' `className` / front matter `sidebar_class_name`, on the item. */
  className?: string
}

export interface SidebarCategory {
  kind: 'category'
  /** Unique across the sidebar: the labels from the top, joined by "/". */
  key: string
  label: string
  /** The category's own page: its label is a link to it. */
  link?: string
  items: SidebarNode[]
  /** Docusaurus' `collapsed: false`: open at first (the default is closed). */
  collapsed?: boolean
  /** Docusaurus' `collapsible: false`: always open, with no toggle. */
  collapsible?: boolean
  className?: string
}

/** A Docusaurus `link` item: any address, internal (a route) or external; not a page of the sidebar's own. */
export interface SidebarHref {
  kind: 'href'
  href: string
  label: string
  className?: string
}

/** A Docusaurus `html` item: markup the sidebar shows as it is (written by the site's maintainer). */
export interface SidebarHtml {
  kind: 'html'
  value: string
  /** Docusaurus' `defaultStyle`: styled like a sidebar link (padding), instead of bare. */
  defaultStyle?: boolean
  className?: string
}

export type SidebarNode = SidebarLink | SidebarCategory | SidebarHref | SidebarHtml

/**
 * Resolves routes to links labelled by `labelOf`; a route it doesn't know is left out. A category's
 * `link` must be a route by now (the build resolves doc ids: plugins/docs/sidebarConfig.ts).
 */
export function buildSidebar(config: SidebarConfigItem[], labelOf: (path: string) => string | undefined, parentKey = ''): SidebarNode[] {
  return config.flatMap((item): SidebarNode[] => {
    if (typeof item === 'string') {
      const label = labelOf(item)
      return label === undefined ? [] : [{ kind: 'link', path: item, label }]
    }
    const key = parentKey ? `${parentKey}/${item.label}` : item.label
    const link = typeof item.link === 'string' && labelOf(item.link) !== undefined ? item.link : undefined
    const items = buildSidebar(item.items, labelOf, key)
    // As in Docusaurus, an empty category is its page's link, without the category's class.
    if (link && !items.length) return [{ kind: 'link', path: link, label: item.label }]
    const display = {
      ...(item.collapsed === false || item.collapsible === false ? { collapsed: false } : {}),
      ...(item.collapsible === false ? { collapsible: false } : {}),
      ...(item.className ? { className: item.className } : {}),
    }
    return [{ kind: 'category', key, label: item.label, ...(link ? { link } : {}), items, ...display }]
  })
}

/** Every node, depth first in reading order (a category before its items): the one walk of the sidebar. */
export function* walkSidebar(nodes: SidebarNode[]): Generator<SidebarNode> {
  for (const node of nodes) {
    yield node
    if (node.kind === 'category') yield* walkSidebar(node.items)
  }
}

/** Every link in reading order (the order of previous/next); a category's own page comes before its items. */
export function sidebarLinks(nodes: SidebarNode[]): SidebarLink[] {
  return [...walkSidebar(nodes)].flatMap((node): SidebarLink[] => {
    if (node.kind === 'link') return [node]
    return node.kind === 'category' && node.link ? [{ kind: 'link', path: node.link, label: node.label }] : []
  })
}

/** The first link in reading order (a closed category's stand-in), without listing the others. */
export function firstSidebarLink(nodes: SidebarNode[]): SidebarLink | undefined {
  for (const node of walkSidebar(nodes)) {
    if (node.kind === 'link') return node
    if (node.kind === 'category' && node.link) return { kind: 'link', path: node.link, label: node.label }
  }
  return undefined
}

/**
 * The categories that contain `path`, outermost first; empty when the page is not in the sidebar. The
 * first place in reading order wins, and a page that is both a category's own page and one of its items
 * gets the deeper trail. Every page's render (twice: its sidebar's open categories and their highlight)
 * and its module ask for their trail, so one walk per question grew with the square of the sidebar: the
 * first question about a sidebar walks it once and keeps every route's trail (trailIndex), the others
 * are a lookup.
 */
export function categoryTrail(nodes: SidebarNode[], path: string): SidebarCategory[] {
  return trailIndexOf(nodes).get(path)?.slice() ?? []
}

/**
 * `compute` of a sidebar, made once and kept by the sidebar's own array: a sidebar is never changed once
 * built (buildSidebar makes new arrays), and a dropped one takes what was kept with it.
 */
function perSidebar<T>(compute: (nodes: SidebarNode[]) => T): (nodes: SidebarNode[]) => T {
  const kept = new WeakMap<SidebarNode[], T>()
  return (nodes) => {
    if (!kept.has(nodes)) kept.set(nodes, compute(nodes))
    return kept.get(nodes)!
  }
}

/**
 * Every route's trail in one walk, as a walk for each route would find it: a link counts where it is met
 * (before what follows), a category's own page once its items are walked (so an item, or a deeper
 * category's own page, of the same route wins), and the first one met is kept.
 */
function trailIndex(nodes: SidebarNode[]): Map<string, readonly SidebarCategory[]> {
  const index = new Map<string, readonly SidebarCategory[]>()
  const trail: SidebarCategory[] = []
  const walk = (items: SidebarNode[]) => {
    for (const node of items) {
      if (node.kind === 'link') {
        if (!index.has(node.path)) index.set(node.path, trail.slice())
        continue
      }
      if (node.kind !== 'category') continue
      trail.push(node)
      walk(node.items)
      if (node.link !== undefined && !index.has(node.link)) index.set(node.link, trail.slice())
      trail.pop()
    }
  }
  walk(nodes)
  return index
}
const trailIndexOf = perSidebar(trailIndex)

/**
 * The keys of the categories that start open (Docusaurus' `collapsed: false`), in reading order: kept by
 * sidebar, as every page's render asks (listing them walked the whole sidebar per page).
 */
export const initiallyOpenKeys: (nodes: SidebarNode[]) => readonly string[] = perSidebar((nodes) =>
  [...walkSidebar(nodes)].flatMap((node) => (node.kind === 'category' && node.collapsed === false ? [node.key] : [])),
)

/** The pages before and after `path` in reading order. */
export function neighbours(links: SidebarLink[], path: string): { previous?: SidebarLink; next?: SidebarLink } {
  const index = links.findIndex((link) => link.path === path)
  if (index === -1) return {}
  return { previous: links[index - 1], next: links[index + 1] }
}

/** A top-level part of the sidebar with its routes in order (nested categories flattened); `label` null for a loose link. */
export interface SidebarSection {
  label: string | null
  routes: string[]
}

/** The sidebar's top level: each category with every route under it, in reading order. */
export function sidebarSections(config: SidebarConfigItem[]): SidebarSection[] {
  const everyRoute = () => ''
  return config.map((item) =>
    typeof item === 'string'
      ? { label: null, routes: [item] }
      : { label: item.label, routes: sidebarLinks(buildSidebar([item], everyRoute)).map((link) => link.path) },
  )
}
