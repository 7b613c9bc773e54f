import type { SidebarConfigItem } from '../../shared/sidebar.ts'
import type { ConfigLink } from './checkLinks.ts'
import { CategoryFileError, generateSidebar, type SidebarSourcePage } from './autoSidebar.ts'

// The docs plugin's `sidebar` option made into what the theme renders: an explicit config (sidebar.config.ts)
// with its categories' doc-id links turned into routes, or the sidebar generated from the folders
// (`'auto'`, autoSidebar.ts). The routes it names are checked like content links, naming the config file.

export type SidebarOption = SidebarConfigItem[] | 'auto'

export interface ResolvedSidebar {
  /** Routes only: every category `link` is a route. */
  items: SidebarConfigItem[]
  /** The routes an explicit config names, for the link check. */
  links: ConfigLink[]
  /** A doc id no page has, or a `_category_` file that cannot be read. */
  problems: string[]
}

export function resolveSidebar(
  sidebar: SidebarOption,
  pages: SidebarSourcePage[],
  options: { contentDir: string; sidebarFile: string },
): ResolvedSidebar {
  if (sidebar === 'auto') {
    try {
      return { items: generateSidebar(pages, options.contentDir), links: [], problems: [] }
    } catch (error) {
      if (error instanceof CategoryFileError) return { items: [], links: [], problems: [error.message] }
      throw error
    }
  }
  const byDocId = new Map(pages.map((page) => [page.docId, page.route]))
  const links: ConfigLink[] = []
  const problems: string[] = []
  const resolve = (items: SidebarConfigItem[]): SidebarConfigItem[] =>
    items.map((item) => {
      if (typeof item === 'string') {
        links.push({ file: options.sidebarFile, href: item })
        return item
      }
      let link = item.link
      if (typeof link === 'string') links.push({ file: options.sidebarFile, href: link })
      else if (link) {
        link = byDocId.get(link.id)
        if (!link)
          problems.push(
            `${options.sidebarFile}: the category "${item.label}" links to the doc id "${(item.link as { id: string }).id}", which no page has`,
          )
      }
      return { label: item.label, ...(link ? { link } : {}), items: resolve(item.items) }
    })
  return { items: resolve(sidebar), links, problems }
}
