import { categoryTrail } from '../../shared/sidebar.ts'
import type { FrontMatter, PageLink, PageNavigation } from '../../shared/types.ts'
import type { NavigationEntry, ResolvedSidebars, SidebarsPage } from './resolve.ts'

// A page's place among several sidebars, as Docusaurus 3 works it out: the sidebar it shows is front matter
// `displayed_sidebar` (null: none), else the first sidebar that lists it (a doc item or a category's doc
// link; a `ref` item does not bind it); previous/next are its neighbours in that sidebar's order (docs and
// categories with a link, generated indexes among them), unless `pagination_prev`/`pagination_next` say
// otherwise (a route by now, pagination.ts; null: none); a doc's link label is `pagination_label`, else
// `sidebar_label`, else the sidebar item's label, else its title. The trail (breadcrumbs) is the
// categories around it in that sidebar.

/** A page's navigation with the id of the sidebar it shows (none: the page shows no sidebar). */
export interface SidebarPageNavigation extends PageNavigation {
  sidebarId?: string
}

export function createSidebarsNavigation(resolved: ResolvedSidebars, pages: SidebarsPage[]) {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const sidebarOfRoute = new Map<string, string>()
  for (const [sidebarId, entries] of resolved.navigation)
    for (const entry of entries)
      if (entry.docId !== undefined && !sidebarOfRoute.has(entry.route)) sidebarOfRoute.set(entry.route, sidebarId)
  for (const index of resolved.generatedIndexes) if (!sidebarOfRoute.has(index.route)) sidebarOfRoute.set(index.route, index.sidebarId)

  const docLink = (page: SidebarsPage, itemLabel?: string): PageLink => ({
    path: page.route,
    label: stringOf(page.frontmatter.pagination_label) ?? stringOf(page.frontmatter.sidebar_label) ?? itemLabel ?? page.title,
  })
  const linkOf = (entry: NavigationEntry | undefined): PageLink | undefined => {
    if (!entry) return undefined
    const page = entry.docId !== undefined ? byRoute.get(entry.route) : undefined
    return page ? docLink(page, entry.itemLabel) : { path: entry.route, label: entry.label ?? entry.route }
  }
  const chosen = (target: unknown, fallback: PageLink | undefined): PageLink | undefined => {
    if (target === null) return undefined
    const page = typeof target === 'string' ? byRoute.get(target) : undefined
    return page ? docLink(page) : fallback
  }

  const isUnlisted = (entry: NavigationEntry) => entry.docId !== undefined && byRoute.get(entry.route)?.frontmatter.unlisted === true

  /** The sidebar a route shows: `displayed_sidebar` first (an unknown id is a problem: sidebarProblems). */
  const sidebarIdOf = (route: string, frontmatter: FrontMatter): string | undefined => {
    const displayed = frontmatter.displayed_sidebar
    if (displayed === null) return undefined
    if (typeof displayed === 'string') return resolved.nodes.has(displayed) ? displayed : undefined
    return sidebarOfRoute.get(route)
  }

  /** `frontmatter` with its pagination targets already routes (plugins/docs/pagination.ts). */
  return (route: string, frontmatter: FrontMatter): SidebarPageNavigation => {
    const sidebarId = sidebarIdOf(route, frontmatter)
    // Docusaurus leaves unlisted docs out of previous/next (an unlisted page itself gets none).
    const entries = sidebarId === undefined ? [] : resolved.navigation.get(sidebarId)!.filter((entry) => !isUnlisted(entry))
    const index = entries.findIndex((entry) => entry.route === route)
    const around = index === -1 ? {} : { previous: linkOf(entries[index - 1]), next: linkOf(entries[index + 1]) }
    const previous = chosen(frontmatter.pagination_prev, around.previous)
    const next = chosen(frontmatter.pagination_next, around.next)
    const trail =
      sidebarId === undefined
        ? []
        : categoryTrail(resolved.nodes.get(sidebarId)!, route).map((category) => ({
            label: category.label,
            ...(category.link ? { link: category.link } : {}),
          }))
    return { trail, ...(previous ? { previous } : {}), ...(next ? { next } : {}), ...(sidebarId !== undefined ? { sidebarId } : {}) }
  }
}

/** Pages whose `displayed_sidebar` names no sidebar of the file. */
export function displayedSidebarProblems(
  resolved: ResolvedSidebars,
  pages: { file: string; frontmatter: FrontMatter }[],
  sidebarsFile: string,
): string[] {
  return pages.flatMap((page) => {
    const displayed = page.frontmatter.displayed_sidebar
    if (typeof displayed !== 'string' || resolved.nodes.has(displayed)) return []
    return [
      `${page.file}: \`displayed_sidebar: ${displayed}\` names no sidebar of ${sidebarsFile} (it has ${[...resolved.nodes.keys()].join(', ')})`,
    ]
  })
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined)
