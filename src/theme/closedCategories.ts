import type { SidebarCategory } from '../../shared/sidebar.ts'

// The prerenderer's closed sidebar categories, as HTML made once (src/entry-server.tsx turns this on; the
// browser never does). A closed category outside the current page's trail renders the same on every
// page, and a site has one per folder: rendered element by element, they were most of a large site's
// page render, which so grew with the site. The HTML is React's own, of the same component, rendered
// between two pages (a render cannot start another), so each page reads as it would without it.

interface Cache {
  /** A category's HTML inside its <li>, by the sidebar's id prefix. */
  html: WeakMap<SidebarCategory, Map<string, string>>
  /**
   * A category is made HTML once met on a second page: a sidebar made anew for each page (one a page
   * module brings) never is, and costs no more than without the cache.
   */
  met: WeakMap<SidebarCategory, Set<string>>
  wanted: { category: SidebarCategory; idPrefix: string }[]
  /** Renders one category as the sidebar would, in its list: `<ul …><li …>…</li></ul>`. */
  render: (category: SidebarCategory, idPrefix: string) => string
  /** While the cache renders a category itself. */
  filling: boolean
}

let cache: Cache | undefined

/**
 * The HTML inside a category's <li> when it is closed, out of the current page's trail and not the
 * current page's own category, and made already; else undefined (the category renders as usual).
 */
export function closedCategoryHtml(
  category: SidebarCategory,
  props: { expanded: Set<string>; trail: Set<string>; path: string; idPrefix: string },
): string | undefined {
  if (!cache || cache.filling) return undefined
  if (category.collapsible === false || props.expanded.has(category.key) || props.trail.has(category.key) || category.link === props.path)
    return undefined
  const known = cache.html.get(category)?.get(props.idPrefix)
  if (known !== undefined) return known
  const prefixes = cache.met.get(category) ?? cache.met.set(category, new Set()).get(category)!
  if (prefixes.has(props.idPrefix)) cache.wanted.push({ category, idPrefix: props.idPrefix })
  else prefixes.add(props.idPrefix)
  return undefined
}

/**
 * Turns the cache on; `renderCategory` renders one category in a sidebar of its own (react-dom/server's
 * renderToString of <Sidebar>). `fill`, called between two renders, makes the HTML of the categories
 * asked for; `off` turns the cache off.
 */
export function cacheClosedCategories(renderCategory: (category: SidebarCategory, idPrefix: string) => string) {
  const on: Cache = { html: new WeakMap(), met: new WeakMap(), wanted: [], render: renderCategory, filling: false }
  cache = on
  const off = () => {
    if (cache === on) cache = undefined
  }
  const fill = () => {
    const asked = on.wanted
    on.wanted = []
    on.filling = true
    try {
      for (const { category, idPrefix } of asked) {
        const byPrefix = on.html.get(category) ?? on.html.set(category, new Map()).get(category)!
        if (!byPrefix.has(idPrefix)) byPrefix.set(idPrefix, insideItem(on.render(category, idPrefix)))
      }
    } finally {
      on.filling = false
    }
  }
  return { fill, off }
}

/** `<ul …><li …>inner</li></ul>` → inner (attribute values are escaped: the first `>` ends the tag). */
function insideItem(html: string): string {
  const start = html.indexOf('>', html.indexOf('<li') + 1) + 1
  const end = html.length - '</li></ul>'.length
  if (!html.startsWith('<ul') || !html.endsWith('</li></ul>') || start <= 0)
    throw new Error(`a sidebar category rendered unexpectedly: ${html.slice(0, 80)}`)
  return html.slice(start, end)
}
