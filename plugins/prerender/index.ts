import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { DocsPluginApi } from '../docs/index.ts'
import type { ResolvedDocsOptions } from '../options.ts'
import type { ServerEntry } from './ssrBuild.ts'
import type { ClientChunks } from './clientChunks.ts'
import { prerenderedFileOf, prerenderRoutes, siteRoutes } from './renderRoutes.ts'
import { NOT_FOUND_ROUTE } from '../../shared/sitePages.ts'
import { shardFromEnvironment } from './routeShard.ts'
import { writeSeoFiles } from '../seo/index.ts'
import { pageHeaderNeeds, writeHeadersFile } from './headers.ts'
import { framesFromAnyHost } from './mediaPolicy.ts'
import { fileInside } from './outputPath.ts'
import { writeFileParts } from './pageFile.ts'
import { writeRedirects } from '../redirects/redirectFiles.ts'

export interface PrerenderInput {
  /** The client build's output folder: index.html is the template, and every file is written into it. */
  outDir: string
  base: string
  options: ResolvedDocsOptions
  docs: DocsPluginApi
  server: ServerEntry
  chunks: ClientChunks
  warn: (message: string) => void
  /** The server bundle's entry file: a large site's routes are rendered on worker threads from it (renderWorkers.ts). */
  serverEntryFile?: string
  /** Each file no later step writes again (a page's HTML, the markdown copies, sitemap.xml…: its absolute path) once it is written (the build compresses it meanwhile). */
  onPageWritten?: (file: string) => void
}

/**
 * Renders every route to its own HTML file (react-dom/static over the real app, through the server
 * bundle), then writes sitemap.xml, robots.txt, llms.txt, each page's markdown copy, the redirect pages
 * and `_headers` with the Content-Security-Policy. Each page is written as soon as it is rendered; only
 * what `_headers` needs of it is kept. Returns the number of pages and where the time went.
 */
export async function prerenderSite(input: PrerenderInput): Promise<{ pages: number; renderMs: number; writeMs: number }> {
  const { outDir, options, docs } = input
  const { site } = options
  const docPages = docs.getPages()
  const unlisted = new Set(docPages.filter((page) => page.frontmatter.unlisted === true).map((page) => page.route))
  // A sidebars file's generated-index pages are prerendered as the site's own pages are.
  const sitePages = [...docs.getSitePages(), ...docs.getGeneratedPages()]
  // Every route, not only those rendered here: a machine of a split build renders its shard (DOCS_SHARD).
  const routes = siteRoutes(docPages, sitePages)
  // Before the render, which they do not depend on: the precompression (onPageWritten) then compresses the
  // markdown copies beside the render rather than after the last page, where the build waited for them.
  const seoStart = Date.now()
  writeSeoFiles({
    outDir,
    siteUrl: site.url,
    // Unlisted pages (front matter) are built but kept out of the sitemap and llms.txt.
    routes: routes.filter((route) => route !== NOT_FOUND_ROUTE && !unlisted.has(route)),
    docs: docPages.filter((page) => !unlisted.has(page.route)),
    sidebar: docs.getSidebar(),
    site,
    onWritten: input.onPageWritten,
  })
  const seoMs = Date.now() - seoStart
  const renderStart = Date.now()
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  const headerNeeds = pageHeaderNeeds()
  let pageWriteMs = 0
  const pages = await prerenderRoutes({
    server: input.server,
    docs: docPages,
    sitePages,
    template,
    chunks: input.chunks,
    siteUrl: site.url,
    siteName: site.title,
    siteHead: options.head,
    pageModule: docs.getPageModule,
    serverEntryFile: input.serverEntryFile,
    pageModuleParts: docs.getPageModuleParts,
    onPage(page) {
      const repeated = page.app.repeatedIds
      if (repeated.length) {
        const source = docPages.find((doc) => doc.route === page.path)?.file ?? page.file
        throw new Error(
          `${source}: the id${repeated.length > 1 ? 's' : ''} ${repeated.map((id) => `"${id}"`).join(', ')} occur${repeated.length > 1 ? '' : 's'} more than once on ${page.path} (from a partial or a component): give each element its own id`,
        )
      }
      const writeStart = Date.now()
      const file = fileInside(outDir, page.file)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileParts(file, [page.beforeApp, page.appHtml, page.afterApp])
      headerNeeds.addPage(page, page.app.media, page.path)
      pageWriteMs += Date.now() - writeStart
      input.onPageWritten?.(file)
    },
  })
  const renderMs = Date.now() - renderStart - pageWriteMs
  // The browser bundle's index.html is the template the home page is rendered over: a machine of a split
  // build whose shard has not the home page leaves none, so the machines' parts copy together as one site.
  if (shardFromEnvironment() && !pages.some((page) => page.path === '/')) rmSync(path.join(outDir, 'index.html'), { force: true })

  const writeStart = Date.now()
  // A page at each old address of the redirects table, and `_redirects`; their one script joins the policy.
  const redirectPages = writeRedirects({
    outDir,
    entries: docs.getRedirects(),
    siteFiles: routes.map(prerenderedFileOf),
    siteUrl: site.url,
    base: input.base,
  })
  for (const html of redirectPages) headerNeeds.add(html)
  const { warnings } = writeHeadersFile({
    outDir,
    pages: headerNeeds,
    analytics: Boolean(site.gtagId),
    algolia: (options.search && options.search.algolia) || undefined,
    frameHosts: docs.getIframeHosts(),
    imgHosts: options.csp.imgHosts,
    framesFromAnyHost: framesFromAnyHost(options),
  })
  for (const warning of warnings) input.warn(`prerender: ${warning}`)
  return { pages: pages.length, renderMs, writeMs: seoMs + pageWriteMs + Date.now() - writeStart }
}
