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

/**
 * Plain text (a title, a description: front matter, shown escaped everywhere else) as markdown that reads
 * as that text: one line, every character markdown gives a meaning escaped, so a title such as
 * `x](https://evil.example) [y` cannot add a link, a heading or HTML to llms.txt or a markdown copy.
 */
export function markdownText(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\\`*_[\]<>&#~]/g, (char) => `\\${char}`)
      // a list or an underline where the line starts (after `> `)
      .replace(/^[-+=]/, '\\$&')
      .replace(/^(\d+)([.)])/, '$1\\$2')
  )
}

export function llmsTxt(site: { title: string; summary: string }, sections: LlmsSection[]): string {
  const lines = [`# ${markdownText(site.title)}`, '', `> ${markdownText(site.summary)}`, '']
  for (const section of sections) {
    lines.push(`## ${markdownText(section.title)}`, '')
    for (const page of section.pages) {
      const description = markdownText(page.description)
      lines.push(`- [${markdownText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

/** A page's markdown for tools: front matter replaced by its title and description, the body as written. */
export function markdownCopy(source: string, page: { title: string; description: string; url: string }): string {
  // A byte order mark first would hide the front matter block from FRONT_MATTER_BLOCK (`^---`).
  const body = source
    .replace(/^\uFEFF/, '')
    .replace(FRONT_MATTER_BLOCK, '')
    .replace(/^\s+/, '')
  const description = markdownText(page.description)
  const summary = description ? `> ${description}\n\n` : ''
  return `# ${markdownText(page.title)}\n\n${summary}Source: ${page.url}\n\n${body}`
}
