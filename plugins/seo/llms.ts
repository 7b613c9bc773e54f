// For readers who feed the docs to tools: llms.txt (https://llmstxt.org) lists every page's markdown
// copy with its description, in sections that follow the sidebar; each copy is the page's source with
// its front matter turned into a title and summary.

import { sidebarSections, type SidebarConfigItem } from '../../shared/sidebar.ts'
import { FRONT_MATTER_BLOCK } from '../../shared/routes.ts'

export interface LlmsPage {
  path: string
  title: string
  description: string
  /** Absolute URL of the page's markdown copy. */
  markdownUrl: string
}

export interface LlmsSection {
  title: string
  pages: LlmsPage[]
}

/**
 * One section per top-level sidebar category, holding its pages in sidebar order (nested categories
 * flattened into it); pages the sidebar doesn't list come last, under "More pages".
 */
export function sectionsFromSidebar(sidebar: SidebarConfigItem[], pages: LlmsPage[]): LlmsSection[] {
  const byPath = new Map(pages.map((page) => [page.path, page]))
  const listed = new Set<string>()
  const take = (routes: string[]): LlmsPage[] =>
    routes.flatMap((route) => {
      const page = byPath.get(route)
      if (!page || listed.has(route)) return []
      listed.add(route)
      return [page]
    })
  const sections: LlmsSection[] = []
  const loose: LlmsPage[] = []
  for (const { label, routes } of sidebarSections(sidebar)) {
    if (label === null) loose.push(...take(routes))
    else sections.push({ title: label, pages: take(routes) })
  }
  loose.push(...pages.filter((page) => !listed.has(page.path)))
  if (loose.length) sections.push({ title: 'More pages', pages: loose })
  return sections.filter((section) => section.pages.length > 0)
}

export function llmsTxt(site: { title: string; summary: string }, sections: LlmsSection[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, '']
  for (const section of sections) {
    lines.push(`## ${section.title}`, '')
    for (const page of section.pages) {
      lines.push(`- [${page.title}](${page.markdownUrl})${page.description ? `: ${page.description}` : ''}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

/** A page's markdown for tools: front matter replaced by its title and description, the body as written. */
export function markdownCopy(source: string, page: { title: string; description: string; url: string }): string {
  const body = source.replace(FRONT_MATTER_BLOCK, '').replace(/^\s+/, '')
  const summary = page.description ? `> ${page.description}\n\n` : ''
  return `# ${page.title}\n\n${summary}Source: ${page.url}\n\n${body}`
}
