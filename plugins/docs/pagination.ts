import type { FrontMatter } from '../../shared/types.ts'
import type { SidebarSourcePage } from './autoSidebar.ts'

// Front matter `pagination_next` / `pagination_prev`, as Docusaurus reads them: a doc id (`api/store`) or,
// in our content, a route (`/api/store`) replaces the sidebar's neighbour; null shows none. The page
// module ships them as routes, so the browser needs no id table.

const keys = ['pagination_next', 'pagination_prev'] as const

/** The front matter with its pagination targets as routes, and a problem for each target no page has. */
export function resolvePagination(frontmatter: FrontMatter, pages: SidebarSourcePage[]): { frontmatter: FrontMatter; problems: string[] } {
  if (!keys.some((key) => typeof frontmatter[key] === 'string')) return { frontmatter, problems: [] }
  const resolved: FrontMatter = { ...frontmatter }
  const problems: string[] = []
  for (const key of keys) {
    const target = frontmatter[key]
    if (typeof target !== 'string') continue
    const route = pages.find((page) => page.docId === target)?.route ?? pages.find((page) => page.route === target)?.route
    if (route) resolved[key] = route
    else problems.push(`\`${key}: ${target}\` names no page (give a doc id such as \`folder/id\`, or a route)`)
  }
  return { frontmatter: resolved, problems }
}
