import type { SidebarCategory } from '../../shared/sidebar.ts'

// The prerenderer's closed sidebar categories, as HTML made once (src/entry-server.tsx turns this on; the
// browser never does). A closed category outside the current page's trail renders the same on every
// page, and a site has one per folder: rendered element by element, they were most of a large site's
// page render, which so grew with the site. The HTML is React's own, of the same component, rendered
// between two pages (a render cannot start another), so each page reads as it would without it.
//
// With `markers`, a page's render holds a short marker where each such category goes, and `pieces` gives
// the page's HTML as its own parts with the categories' HTML between them, never joined: the build reads
// and writes the categories' HTML (~200 KB a page on a 10,000-page site) as the same strings on every
// page, and the page's own HTML stays small (plugins/prerender/renderedPage.ts).

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
  /** With markers: each category's HTML by its number, and the marker pattern (its nonce unique to this cache). */
  markers?: { pieces: string[]; nonce: string; pattern: RegExp }
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
export function cacheClosedCategories(
  renderCategory: (category: SidebarCategory, idPrefix: string) => string,
  options: { markers?: boolean } = {},
) {
  const on: Cache = { html: new WeakMap(), met: new WeakMap(), wanted: [], render: renderCategory, filling: false }
  if (options.markers) {
    // A comment no page's content holds: a nonce of its own each time the cache starts.
    const nonce = Math.random().toString(36).slice(2, 10)
    on.markers = { pieces: [], nonce, pattern: new RegExp(`<!--closed-category:${nonce}:(\\d+)-->`, 'g') }
  }
  const markers = on.markers
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
        if (byPrefix.has(idPrefix)) continue
        const html = insideItem(on.render(category, idPrefix))
        if (!markers) byPrefix.set(idPrefix, html)
        else byPrefix.set(idPrefix, `<!--closed-category:${markers.nonce}:${markers.pieces.push(html) - 1}-->`)
      }
    } finally {
      on.filling = false
    }
  }
  /**
   * A page's HTML rendered with markers, as parts to join in order: its own HTML, and at odd indexes a
   * closed category's (the same string on every page that shows it). Without markers: the HTML alone.
   */
  const pieces = (html: string): string[] => {
    if (!markers) return [html]
    const parts: string[] = []
    let end = 0
    for (const match of html.matchAll(markers.pattern)) {
      parts.push(html.slice(end, match.index), markers.pieces[Number(match[1])])
      end = match.index + match[0].length
    }
    parts.push(html.slice(end))
    return parts
  }
  return { fill, off, pieces }
}

/** `<ul …><li …>inner</li></ul>` → inner (attribute values are escaped: the first `>` ends the tag). */
function insideItem(html: string): string {
  const start = html.indexOf('>', html.indexOf('<li') + 1) + 1
  const end = html.length - '</li></ul>'.length
  if (!html.startsWith('<ul') || !html.endsWith('</li></ul>') || start <= 0)
    throw new Error(`a sidebar category rendered unexpectedly: ${html.slice(0, 80)}`)
  return html.slice(start, end)
}
