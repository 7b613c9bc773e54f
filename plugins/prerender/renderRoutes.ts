import { NOT_FOUND_ROUTE } from '../../shared/sitePages.ts'
import type { DocsPage } from '../docs/contentStore.ts'
import type { SitePage } from '../docs/sitePages.ts'
import type { ServerEntry } from './ssrBuild.ts'
import { chunkOf, type ClientChunk, type ClientChunks } from './clientChunks.ts'
import { renderHtmlPageParts, type HtmlPageParts, type SiteHead } from './htmlPage.ts'
import { absoluteUrl, htmlFileOf } from './outputPath.ts'
import { provideServerPageModules } from '../docs/manifest.ts'
import { inShard, shardFromEnvironment } from './routeShard.ts'
import type { PageModule } from '../../shared/types.ts'
import { renderedPage, type AppFacts, type RenderedPage } from './renderedPage.ts'
import { createRenderPool, renderThreads, type PageModuleParts, type RenderPool } from './renderWorkers.ts'

export interface PrerenderedRoute {
  path: string
  kind: string
  /** Output file, relative to the output folder. */
  file: string
}

/** A page's HTML is `beforeApp + appHtml + afterApp`, kept as those parts (htmlPage.ts says why). */
export interface PrerenderedPage extends PrerenderedRoute, HtmlPageParts {
  /** The prerendered app inside #root (a string, or its UTF-8 bytes): the page's content, as opposed to the engine's own shell around it. */
  appHtml: string | Uint8Array
  /** What the build reads of the app, read where it was rendered (renderedPage.ts). */
  app: AppFacts
}

// The not-found page is rendered at its route and written as dist/404.html: hosts serve it at every
// unknown URL, where the app resolves it to not-found as well.

export async function prerenderRoutes(options: {
  server: ServerEntry
  /** The docs plugin's pages, in manifest order. */
  docs: DocsPage[]
  /** The site's own pages (src/pages), the not-found page among them. */
  sitePages: SitePage[]
  template: string
  chunks: ClientChunks
  siteUrl: string
  siteName: string
  /** The site's `head` option: favicon, default social card (a site path or URL), metadata. */
  siteHead?: SiteHead
  /**
   * Takes each page as soon as it is rendered (to write it): the HTML of every page held until the last
   * one is rendered was ~15 MB more at the build's peak.
   */
  onPage: (page: PrerenderedPage) => void
  /** A markdown page's module by route (the docs API's getPageModule): the server bundle has none of its own. */
  pageModule: (route: string) => Promise<PageModule>
  /**
   * A large site's routes are rendered on worker threads (renderWorkers.ts) when these are given: the
   * server bundle's entry file, and each markdown page's module with its body as JSON text.
   */
  serverEntryFile?: string
  pageModuleParts?: (route: string) => Promise<PageModuleParts>
}): Promise<PrerenderedRoute[]> {
  const withdraw = provideServerPageModules(options.pageModule)
  try {
    return await renderEach(options)
  } finally {
    withdraw()
  }
}

/**
 * Every route the site prerenders, in the order they are rendered: the site's own pages, the docs, the
 * not-found page last. What lists every route (the sitemap, the redirect pages' files) reads this, not
 * the routes rendered: a machine of a split build renders only its shard of them.
 */
export function siteRoutes(docs: readonly { route: string }[], sitePages: readonly { route: string }[]): string[] {
  const sitePageRoutes = sitePages.map((page) => page.route).filter((route) => route !== NOT_FOUND_ROUTE)
  return [...sitePageRoutes, ...docs.map((page) => page.route), NOT_FOUND_ROUTE]
}

/** The HTML file a prerendered route is written to, relative to the output folder. */
export const prerenderedFileOf = (route: string) => (route === NOT_FOUND_ROUTE ? '404.html' : htmlFileOf(route))

async function renderEach(options: Parameters<typeof prerenderRoutes>[0]): Promise<PrerenderedRoute[]> {
  const { server, docs, chunks } = options
  const chunkOfRoute = new Map<string, ClientChunk>()
  for (const page of docs) {
    const chunk = chunkOf(chunks, page.absolutePath)
    if (!chunk)
      throw new Error(`the page ${page.route} (${page.file}) is missing from the browser build; was it added or removed during the build?`)
    chunkOfRoute.set(page.route, chunk)
  }
  // A site page is prerendered with its chunk preloaded, as a doc page is.
  for (const page of options.sitePages) {
    const chunk = chunkOf(chunks, page.file)
    if (chunk) chunkOfRoute.set(page.route, chunk)
  }
  // A machine of a split build renders its shard of the routes (routeShard.ts); the not-found page is everyone's.
  const shard = shardFromEnvironment()
  const paths = siteRoutes(docs, options.sitePages).filter((route) => route === NOT_FOUND_ROUTE || inShard(route, shard))

  // Unlisted pages (front matter `unlisted: true`) ask search engines not to index them, as Docusaurus does.
  const unlisted = new Set(docs.filter((page) => page.frontmatter.unlisted === true).map((page) => page.route))
  const frontMatterOf = new Map(docs.map((page) => [page.route, page.frontmatter]))
  // The site's social card (Docusaurus' themeConfig.image) for every page without its own.
  const siteImage = imageUrl(options.siteUrl, options.siteHead?.image)
  const pages: PrerenderedRoute[] = []
  const threads = options.serverEntryFile && options.pageModuleParts ? renderThreads(paths.length) : 0
  const pool = threads ? await createRenderPool(options.serverEntryFile!, threads, options.pageModuleParts!) : undefined
  // With workers, routes are rendered ahead of the one being written; pages are still taken in order. With
  // DOCS_RENDER_HERE=1 this thread renders too while it waits (its renders' garbage raised the build's
  // largest process, so it is not the default): the window is wide enough that it never takes the last
  // route a worker could have had next (a worker left without one idles until this thread's render is done).
  const renderHere =
    process.env.DOCS_RENDER_HERE === '1' ? (route: string) => server.render(route).then((rendered) => renderedPage(rendered)) : undefined
  const renderAhead = pool ? renderedInOrder(pool, paths, threads * 16, renderHere) : undefined
  try {
    for (const routePath of paths) {
      let rendered: RenderedPage
      try {
        rendered = renderAhead ? await renderAhead.next(routePath) : renderedPage(await server.render(routePath))
      } catch (error) {
        throw new Error(`the page ${routePath} could not be rendered: ${(error as Error)?.message ?? error}`, { cause: error })
      }
      pages.push(finishPage(options, routePath, rendered, chunkOfRoute, unlisted, frontMatterOf, siteImage))
    }
  } finally {
    await pool?.close()
  }
  return pages
}

/**
 * Renders `paths` on the pool up to `ahead` routes before the one asked for; `next` gives each in order.
 * Given `renderHere`, while the route asked for is not rendered yet, the calling thread renders a route no
 * worker has taken yet with it rather than wait: its time between pages is the build's too.
 */
export function renderedInOrder(pool: RenderPool, paths: string[], ahead: number, renderHere?: (route: string) => Promise<RenderedPage>) {
  type Result = { rendered: RenderedPage } | { error: unknown }
  const started: Promise<Result>[] = []
  const settled: (Result | undefined)[] = []
  let asked = 0
  const start = (index: number) => {
    if (index < paths.length && !started[index])
      started[index] = pool.render(paths[index]).then(
        (rendered) => (settled[index] = { rendered }),
        (error: unknown) => (settled[index] = { error }),
      )
  }
  return {
    async next(route: string): Promise<RenderedPage> {
      const index = asked++
      if (paths[index] !== route) throw new Error(`routes asked out of order: ${route}`)
      for (let i = index; i <= index + ahead; i++) start(i)
      // A render here may finish without giving the event loop a turn: between two, the workers' replies are
      // taken (the route asked for may be among them) and the workers given their next routes.
      while (renderHere && !settled[index] && (await turnOfEventLoop()) && (await pool.renderOneHere(renderHere)));
      const result = settled[index] ?? (await started[index])
      delete started[index]
      delete settled[index]
      if ('error' in result) throw result.error
      return result.rendered
    },
  }
}

const turnOfEventLoop = () => new Promise<true>((resolve) => setImmediate(() => resolve(true)))

/** A rendered route checked, made its HTML file and handed to `onPage`. */
function finishPage(
  options: Parameters<typeof prerenderRoutes>[0],
  routePath: string,
  rendered: RenderedPage,
  chunkOfRoute: Map<string, ClientChunk>,
  unlisted: Set<string>,
  frontMatterOf: Map<string, DocsPage['frontmatter']>,
  siteImage: string | undefined,
): PrerenderedRoute {
  const isNotFound = routePath === NOT_FOUND_ROUTE
  if ((rendered.kind === 'notFound') !== isNotFound) {
    throw new Error(
      isNotFound
        ? `the address ${routePath} must show "Page Not Found", but the app rendered a ${rendered.kind} page there`
        : `the page ${routePath} rendered as "Page Not Found": the app does not know this address`,
    )
  }
  const chunk = chunkOfRoute.get(routePath)
  const parts = renderHtmlPageParts(
    options.template,
    {
      title: rendered.meta.title,
      description: rendered.meta.description,
      canonical: isNotFound ? undefined : absoluteUrl(options.siteUrl, routePath),
      siteName: options.siteName,
      ogType: rendered.kind === 'doc' ? 'article' : 'website',
      noindex: isNotFound || unlisted.has(routePath),
      // Docusaurus' `keywords` and `image` (a path under public/, or an absolute URL).
      keywords: frontMatterOf.get(routePath)?.keywords as string[] | undefined,
      image: imageUrl(options.siteUrl, frontMatterOf.get(routePath)?.image) ?? siteImage,
      site: { ...options.siteHead, image: siteImage },
      extraTags: rendered.headTags,
      modulePreloads: chunk ? [chunk.url, ...chunk.imports] : [],
      stylesheets: chunk?.css ?? [],
    },
    rendered.app.hasTabs,
  )
  const page = { path: routePath, kind: rendered.kind, file: prerenderedFileOf(routePath) }
  options.onPage({ ...page, ...parts, appHtml: rendered.appHtml, app: rendered.app })
  return page
}

/** A social card's absolute URL: front matter `image` as an absolute URL, or a site path (`/img/card.png`). */
function imageUrl(siteUrl: string, image: unknown): string | undefined {
  if (typeof image !== 'string' || !image.trim()) return undefined
  if (/^https?:\/\//i.test(image)) return image
  return absoluteUrl(siteUrl, image.startsWith('/') ? image : `/${image}`)
}
