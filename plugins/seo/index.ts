import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteSettings } from '../options.ts'
import type { DocsPage } from '../docs/contentStore.ts'
import { absoluteUrl, fileInside, markdownFileOf } from '../prerender/outputPath.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import { llmsTxt, markdownCopy, sectionsFromSidebar, type LlmsPage } from './llms.ts'
import type { SidebarConfigItem } from '../../shared/sidebar.ts'

/** sitemap.xml, robots.txt, llms.txt and every page's markdown copy at `<route>.md`; `onWritten` is told each file written. */
export function writeSeoFiles(options: {
  outDir: string
  siteUrl: string
  /** Every route served with 200 (not the not-found page). */
  routes: string[]
  /** The docs plugin's pages, in manifest order. */
  docs: DocsPage[]
  sidebar: SidebarConfigItem[]
  site: Pick<SiteSettings, 'title' | 'tagline'>
  onWritten?: (file: string) => void
}): void {
  const { outDir, siteUrl } = options
  const write = (file: string, text: string) => {
    const target = fileInside(outDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, text)
    options.onWritten?.(target)
  }
  write('sitemap.xml', sitemapXml(options.routes.map((route) => absoluteUrl(siteUrl, route))))
  write('robots.txt', robotsTxt(absoluteUrl(siteUrl, '/sitemap.xml')))

  const pages: LlmsPage[] = options.docs.map(({ route, source, summary: { title, description } }) => {
    const file = markdownFileOf(route)
    write(file, markdownCopy(source, { title, description, url: absoluteUrl(siteUrl, route) }))
    return { path: route, title, description, markdownUrl: absoluteUrl(siteUrl, '/' + file) }
  })
  const sections = sectionsFromSidebar(options.sidebar, pages)
  write(
    'llms.txt',
    llmsTxt(
      { title: options.site.title, summary: `${options.site.tagline}. The ${options.site.title} documentation, each page as markdown.` },
      sections,
    ),
  )
}
