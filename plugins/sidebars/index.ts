import type { SidebarConfigItem, SidebarNode } from '../../shared/sidebar.ts'
import type { FrontMatter } from '../../shared/types.ts'
import type { ConfigLink } from '../docs/checkLinks.ts'
import { normalizeSidebars } from './normalize.ts'
import { resolveSidebars, type GeneratedIndexPage, type ResolvedSidebars, type SidebarsPage } from './resolve.ts'
import { createSidebarsNavigation, displayedSidebarProblems } from './navigation.ts'

export { loadSidebarsFile } from './loadSidebarsFile.ts'
export { SidebarsFileError } from './normalize.ts'

// The `sidebar: { file, sidebars }` option (a Docusaurus sidebars file's export) as the docs plugin uses
// it: checked once (normalize.ts), resolved against the pages as they are now (resolve.ts), each page's
// sidebar and previous/next (navigation.ts). Each sidebar is shipped to the browser as its own module,
// imported by the pages that show it (`virtual:docs-sidebar/<id>`): a page with none loads none.

export const SIDEBAR_MODULE_PREFIX = 'virtual:docs-sidebar/'
export const RESOLVED_SIDEBAR_MODULE_PREFIX = `\0${SIDEBAR_MODULE_PREFIX}`

export interface DocusaurusSidebarsOption {
  file: string
  sidebars: Record<string, unknown>
}

export function isDocusaurusSidebars(option: unknown): option is DocusaurusSidebarsOption {
  return typeof option === 'object' && option !== null && !Array.isArray(option) && 'sidebars' in option
}

/** Throws SidebarsFileError (every problem, naming the file and item) when the file's export is not valid. */
export function createDocusaurusSidebars(option: DocusaurusSidebarsOption) {
  const normalized = normalizeSidebars(option.sidebars, option.file)
  return {
    file: option.file,
    /** `draftIds`: the doc ids of the `draft: true` pages the build leaves out (dropped from the sidebars). */
    resolve(pages: SidebarsPage[], contentDir: string, draftIds?: ReadonlySet<string>) {
      const resolved = resolveSidebars(normalized, pages, { file: option.file, contentDir, draftIds })
      const navigate = createSidebarsNavigation(resolved, pages)
      return {
        resolved,
        navigate,
        /** Every sidebar as routes, for search categories and llms.txt sections. */
        items: Object.values(Object.fromEntries(resolved.nodes)).flatMap(toConfigItems),
        links: resolved.links as ConfigLink[],
        problems: (files: { file: string; frontmatter: FrontMatter }[]) => [
          ...resolved.problems,
          ...displayedSidebarProblems(resolved, files, option.file),
        ],
      }
    },
  }
}

export type DocusaurusSidebars = ReturnType<typeof createDocusaurusSidebars>
export type ResolvedDocusaurusSidebars = ReturnType<DocusaurusSidebars['resolve']>
export type { GeneratedIndexPage, ResolvedSidebars, SidebarsPage }

/** The browser module of one sidebar: its nodes. */
export function sidebarModule(resolved: ResolvedSidebars, id: string): string | undefined {
  const nodes = resolved.nodes.get(id)
  return nodes && `export const sidebar = JSON.parse(${JSON.stringify(JSON.stringify(nodes))})\n`
}

/** A resolved sidebar as config items (routes and categories), as the one-sidebar code reads it. */
export function toConfigItems(nodes: SidebarNode[]): SidebarConfigItem[] {
  return nodes.flatMap((node): SidebarConfigItem[] => {
    if (node.kind === 'link') return [node.path]
    if (node.kind !== 'category') return []
    return [{ label: node.label, ...(node.link ? { link: node.link } : {}), items: toConfigItems(node.items) }]
  })
}
