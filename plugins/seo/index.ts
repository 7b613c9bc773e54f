import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../../shared/types.ts'
import type { SiteConfig } from '../../site.config.ts'
import { absoluteUrl, markdownFileOf } from '../prerender/outputPath.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import { llmsTxt, markdownCopy, sectionsFromSidebar, type LlmsPage } from './llms.ts'
import type { SidebarConfigItem } from '../../shared/sidebar.ts'

/** sitemap.xml, robots.txt, llms.txt and every page's markdown copy at `<route>.md`. */
export function writeSeoFiles(options: {
  outDir: string
  root: string
  siteUrl: string
  /** Every route served with 200 (not the not-found page). */
  routes: string[]
  docs: RouteEntry[]
  sidebar: SidebarConfigItem[]
  site: Pick<SiteConfig, 'title' | 'tagline'>
}): void {
  const { outDir, siteUrl } = options
  const write = (file: string, text: string) => {
    const target = path.join(outDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, text)
  }
  write('sitemap.xml', sitemapXml(options.routes.map((route) => absoluteUrl(siteUrl, route))))
  write('robots.txt', robotsTxt(absoluteUrl(siteUrl, '/sitemap.xml')))

  const pages: LlmsPage[] = options.docs.map((entry) => {
    const file = markdownFileOf(entry.path)
    write(file, markdownCopy(readFileSync(path.resolve(options.root, entry.file), 'utf8'), { title: entry.title, description: entry.description, url: absoluteUrl(siteUrl, entry.path) }))
    return { path: entry.path, title: entry.title, description: entry.description, markdownUrl: absoluteUrl(siteUrl, '/' + file) }
  })
  const sections = sectionsFromSidebar(options.sidebar, pages)
  write('llms.txt', llmsTxt({ title: options.site.title, summary: `${options.site.tagline}. The ${options.site.title} documentation, each page as markdown.` }, sections))
}
