import path from 'node:path'
import type { RouteEntry } from '../../shared/types.ts'
import { APP_ROUTES } from '../../shared/routes.ts'
import type { ServerEntry } from './ssrBuild.ts'
import { chunkOf, type ClientChunk, type ClientChunks } from './clientChunks.ts'
import { renderHtmlPage } from './htmlPage.ts'
import { absoluteUrl, htmlFileOf } from './outputPath.ts'

export interface PrerenderedPage {
  path: string
  kind: string
  /** Output file, relative to the output folder. */
  file: string
  html: string
  /** The markdown page's manifest entry (doc pages only). */
  entry?: RouteEntry
}

// The routes the app renders itself, and a path no page has, rendered as dist/404.html: hosts serve it at
// every unknown URL, where the app resolves it to not-found as well.
const notFoundPath = '/404'
// Chunks a non-markdown route renders with, so its prerendered page preloads them too.
const routeModules: Record<string, string> = { search: 'src/search/SearchPage.tsx' }

export async function prerenderRoutes(options: {
  server: ServerEntry
  template: string
  chunks: ClientChunks
  siteUrl: string
  siteName: string
  root: string
}): Promise<PrerenderedPage[]> {
  const { server, chunks, root } = options
  const chunkOfEntry = new Map<string, ClientChunk>()
  for (const entry of server.routes) {
    const chunk = chunkOf(chunks, path.resolve(root, entry.file))
    if (!chunk) throw new Error(`prerender: the client build has no chunk for ${entry.file}`)
    // The server bundle's manifest points at its own chunks; anything the app renders from `url`
    // (prefetch hints) must name the browser's.
    entry.url = chunk.url
    chunkOfEntry.set(entry.path, chunk)
  }
  const byPath = new Map(server.routes.map((entry) => [entry.path, entry]))
  const paths = [...APP_ROUTES, ...server.routes.map((entry) => entry.path), notFoundPath]

  const pages: PrerenderedPage[] = []
  for (const routePath of paths) {
    const rendered = await server.render(routePath)
    const isNotFound = routePath === notFoundPath
    if ((rendered.kind === 'notFound') !== isNotFound) {
      throw new Error(`prerender: ${routePath} rendered as "${rendered.kind}"`)
    }
    const moduleFile = routeModules[rendered.kind]
    const chunk = chunkOfEntry.get(routePath) ?? (moduleFile ? chunkOf(chunks, path.resolve(root, moduleFile)) : undefined)
    const html = renderHtmlPage(
      options.template,
      {
        title: rendered.meta.title,
        description: rendered.meta.description,
        canonical: isNotFound ? undefined : absoluteUrl(options.siteUrl, routePath),
        siteName: options.siteName,
        ogType: rendered.kind === 'doc' ? 'article' : 'website',
        noindex: isNotFound,
        modulePreloads: chunk ? [chunk.url, ...chunk.imports] : [],
        stylesheets: chunk?.css ?? [],
      },
      rendered.html,
    )
    pages.push({
      path: routePath,
      kind: rendered.kind,
      file: isNotFound ? '404.html' : htmlFileOf(routePath),
      html,
      entry: byPath.get(routePath),
    })
  }
  return pages
}
