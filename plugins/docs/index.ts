import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite'
import { PAGE_EXTENSION, routeOfAddress } from '../../shared/routes.ts'
import { checkConfigLinks, checkLinks, formatLinkProblems, type LinkProblem } from './checkLinks.ts'
import { resolveSidebar } from './sidebarConfig.ts'
import { resolvePagination } from './pagination.ts'
import type { SidebarConfigItem } from '../../shared/sidebar.ts'
import { createContentStore, type ContentStore, type DocsPage } from './contentStore.ts'
import { createManifest, MANIFEST_ID, RESOLVED_MANIFEST_ID } from './manifest.ts'
import { devPreloadTag, renderPageModule } from './pageModule.ts'
import { createDevLinkCheck } from './devLinkCheck.ts'
import { duplicateRouteProblems, publicAssetProblems, routeProblems, symlinkProblems } from './checkFiles.ts'
import type { ResolvedDocsOptions } from '../options.ts'
import { PageError } from '../markdown/problems.ts'
import { addPageStylesheetLoaders } from './pageStylesheets.ts'
import { createBodyPlaceholders } from './bodyPlaceholders.ts'
import { collectGarbage } from '../collectGarbage.ts'
import { createLateSaveCheck } from './lateSaves.ts'
import { RESOLVED_SITE_CONFIG_ID, SITE_CONFIG_ID, siteConfigModule } from './siteConfigModule.ts'
import { createPageNavigation } from './pageNavigation.ts'
import { redirectEntries, redirectProblems, type RedirectEntry } from '../redirects/redirectTable.ts'
import { resolveChrome } from '../chrome/resolveChrome.ts'
import { chromeLookups } from '../chrome/chromeLookups.ts'
import { findSitePages, RESOLVED_SITE_PAGES_ID, SITE_PAGES_ID, sitePagesModule, type SitePage } from './sitePages.ts'

/** What the other steps of the build (search records, prerendering, sitemap, llms.txt) read of the docs. */
export interface DocsPluginApi {
  /** The compiled pages in file order: every page after `buildStart` in a build, those compiled so far in dev. */
  getPages(): DocsPage[]
  /** When the build started compiling (epoch ms) and how long compiling and the link check took. */
  getCompileTiming(): { startedAt: number; ms: number } | undefined
  /** Hosts whose pages raw HTML may frame (the Content-Security-Policy's `frame-src`). */
  getIframeHosts(): readonly string[]
  /** The sidebar, routes only (search categories, llms.txt sections). */
  getSidebar(): SidebarConfigItem[]
  /** The site's own pages (the pages folder's modules), by route. */
  getSitePages(): SitePage[]
  /** The redirects table's entries (docsPlugin's `redirects`), checked at `buildStart`. */
  getRedirects(): RedirectEntry[]
}

/**
 * The docs engine as a Vite plugin: each `content/**\/*.md` becomes a lazily imported route module, a
 * virtual manifest lists the routes, and every internal link and anchor is checked (a build error in
 * production, a warning in dev). The content store (contentStore.ts) holds the pages; these hooks only
 * say when each step runs.
 */
export function docsCorePlugin(options: ResolvedDocsOptions): Plugin & { api: DocsPluginApi } {
  let sitePages: SitePage[] = []
  // Links may point at the site's own pages; the not-found page's route is no address to link to.
  const appRoutes = () => sitePages.map((page) => page.route).filter((route) => route !== '/404')
  const { version, markdown } = options
  let config: ResolvedConfig
  let server: ViteDevServer | undefined
  // Made once: the prerenderer's server build runs this same plugin instance again, and must find the
  // pages the browser build compiled.
  let store: ContentStore
  let manifest: ReturnType<typeof createManifest>
  let devLinks: ReturnType<typeof createDevLinkCheck> | undefined
  let compileTiming: { startedAt: number; ms: number } | undefined
  // Builds: markdown page modules carry a placeholder for their body, filled in when their chunk is rendered.
  let bodies: ReturnType<typeof createBodyPlaceholders> | undefined
  // Dev: a page saved again within the watcher's 50 ms window still reaches the screen (lateSaves.ts).
  const checkLateSave = createLateSaveCheck()
  // The redirects table, each entry with its line in the table's file (errors name it).
  let redirects: RedirectEntry[] = []
  const readRedirects = () => {
    if (!options.redirects) return []
    const file = path.resolve(config.root, options.redirects.file)
    return redirectEntries(options.redirects.table, existsSync(file) ? readFileSync(file, 'utf8') : '')
  }
  const isBrowserBuild = () => config.command === 'build' && !config.build.ssr
  const sidebarNow = () =>
    resolveSidebar(options.sidebar, store.sidebarPages(), { contentDir: store.contentDir, sidebarFile: options.sidebarFile })
  // The navbar, footer and the rest of the chrome, doc ids made routes (plugins/chrome/resolveChrome.ts).
  const chromeNow = () =>
    resolveChrome(
      options,
      chromeLookups(store, () => sidebarNow().items),
    )
  // Each page's trail and previous/next (pageNavigation.ts): worked out from the sidebar once per build;
  // in dev afresh for each page compiled, as titles and the page set change.
  let buildNavigation: ReturnType<typeof createPageNavigation> | undefined
  const navigationNow = () => {
    const fileOfRoute = new Map(store.files().map((file) => [store.routeOf(file), file]))
    const labelOf = (route: string) => {
      const file = fileOfRoute.get(route)
      return file === undefined ? undefined : store.summaryOf(file).sidebarLabel
    }
    if (config.command !== 'build') return createPageNavigation(sidebarNow().items, labelOf)
    return (buildNavigation ??= createPageNavigation(sidebarNow().items, labelOf))
  }

  return {
    name: 'docs',
    enforce: 'pre',
    api: {
      getPages: () => store.pages(),
      getCompileTiming: () => compileTiming,
      getIframeHosts: () => markdown.iframeHosts,
      getSidebar: () => sidebarNow().items,
      getSitePages: () => sitePages,
      getRedirects: () => redirects,
    },

    // The browser reads the site's settings from `virtual:site-config`, never from the environment: no
    // variable is exposed as import.meta.env (Vite's default would expose every VITE_*, a prefix any
    // secret could carry).
    config: () => ({ envPrefix: [] }),

    configResolved(resolvedConfig) {
      config = resolvedConfig
      if (store) return
      sitePages = findSitePages(path.resolve(config.root, options.pagesDir), config.root)
      store = createContentStore({
        contentDir: path.resolve(config.root, options.contentDir),
        publicDir: config.publicDir,
        root: config.root,
        remarkPlugins: options.remarkPlugins,
        rehypePlugins: options.rehypePlugins,
        markdown,
        // Docusaurus: draft pages in dev only.
        includeDrafts: config.command !== 'build',
        // Dev: a save re-parses only the blocks it changed (a build parses each page once).
        incremental: config.command !== 'build',
        format: markdown.format,
        mdxComponents: path.resolve(config.root, markdown.mdxComponents),
      })
      manifest = createManifest(store, version, () => sidebarNow().items)
      // Not with sourcemaps: the filled-in chunk would have no map to match it.
      bodies = config.command === 'build' && !config.build.sourcemap ? createBodyPlaceholders((file) => store.page(file)?.body) : undefined
    },

    // Build: compile every page first, so broken links fail the build before anything is bundled.
    async buildStart() {
      if (!isBrowserBuild()) return
      const startedAt = Date.now()
      store.rescan() // a rebuild in watch mode sees files added since
      // Refused before anything is read: symlinks (they publish their target) and unservable routes.
      const routes = store.files().map((file) => ({ file, route: store.routeOf(file) }))
      const refused = [
        ...symlinkProblems({ root: config.root, publicDir: config.publicDir, contentDir: store.contentDir }),
        ...publicAssetProblems({ root: config.root, publicDir: config.publicDir }),
        ...routeProblems(routes, { root: config.root, appRoutes: sitePages.map((page) => page.route) }),
        ...duplicateRouteProblems(routes, config.root),
      ]
      if (refused.length) this.error(`Content errors:\n${refused.join('\n')}`)
      const errors = await store.compileAll()
      for (const page of store.pages()) for (const warning of page.warnings) config.logger.warn(`warning: ${warning}`)
      const sidebar = sidebarNow()
      errors.push(...sidebar.problems)
      const chrome = chromeNow()
      errors.push(...chrome.problems)
      const sidebarPages = store.sidebarPages()
      for (const page of store.pages())
        errors.push(...resolvePagination(page.frontmatter, sidebarPages).problems.map((problem) => `${page.file}: ${problem}`))
      const checkOptions = {
        appRoutes: appRoutes(),
        publicDir: config.publicDir,
        contentDirName: path.relative(config.root, store.contentDir),
      }
      const broken = [
        ...checkLinks(store.pages(), checkOptions),
        ...checkConfigLinks(store.pages(), [...sidebar.links, ...options.configLinks, ...chrome.links], checkOptions),
      ]
      // onBrokenLinks / onBrokenAnchors: 'warn' lists those problems and lets the build go on.
      const warnOnly = (problem: LinkProblem) => (problem.kind === 'anchor' ? options.onBrokenAnchors : options.onBrokenLinks) === 'warn'
      const warned = broken.filter(warnOnly)
      const fatal = broken.filter((problem) => !warnOnly(problem))
      if (warned.length) config.logger.warn(`warning: ${warned.length} broken link(s):\n${formatLinkProblems(warned)}`)
      if (fatal.length) errors.push(`${fatal.length} broken link(s):`, formatLinkProblems(fatal))
      // The redirects' targets are checked like links: each must be a page (a markdown page or the site's own).
      redirects = readRedirects()
      if (options.redirects) {
        const pageRoutes = [...store.pages().map((page) => page.route), ...appRoutes()]
        errors.push(...redirectProblems(redirects, { file: options.redirects.file, pages: pageRoutes }))
      }
      compileTiming = { startedAt, ms: Date.now() - startedAt }
      if (errors.length) this.error(`Markdown errors:\n${errors.join('\n')}`)
      // The pages' syntax trees are garbage now; collected before the bundler's memory piles on (~45 MB).
      collectGarbage()
    },

    generateBundle: {
      order: 'post', // after Vite has found each chunk's CSS
      handler(_options, bundle) {
        if (!isBrowserBuild()) return
        manifest.learnChunkUrls(this, config.base)
        addPageStylesheetLoaders(bundle, store.isPage, config.base)
      },
    },

    configureServer(devServer) {
      server = devServer
      devServer.watcher.add(store.contentDir)
      const onFileSetChange = (file: string) => {
        if (!store.isPage(file)) return
        store.rescan(file)
        manifest.invalidate(devServer)
        devLinks?.fileSetChanged(devServer)
        devServer.ws.send({ type: 'full-reload' })
      }
      devServer.watcher.on('add', onFileSetChange)
      devServer.watcher.on('unlink', onFileSetChange)
      devLinks = createDevLinkCheck(store, {
        appRoutes: appRoutes(),
        publicDir: config.publicDir,
        configLinks: () => [...sidebarNow().links, ...options.configLinks, ...chromeNow().links],
      })
      devLinks.start(devServer)
      // Dev: an old address answers with a redirect to its page, query kept (the build writes redirect pages).
      devServer.middlewares.use((req, res, next) => {
        const [pathname, query = ''] = (req.url ?? '').split('?')
        const table = options.redirects?.table
        const target = table && Object.hasOwn(table, pathname) ? table[pathname] : undefined
        if (!target) return next()
        res.statusCode = 302
        res.setHeader('Location', config.base.replace(/\/+$/, '') + target + (query ? `?${query}` : ''))
        res.end()
      })
    },

    transformIndexHtml(_html, { originalUrl }) {
      const file = server && originalUrl ? store.fileOf(routeOfAddress(originalUrl)) : undefined
      if (file) return [devPreloadTag(config.root, file)]
    },

    resolveId(id) {
      if (id === MANIFEST_ID) return RESOLVED_MANIFEST_ID
      if (id === SITE_PAGES_ID) return RESOLVED_SITE_PAGES_ID
      if (id === SITE_CONFIG_ID) return RESOLVED_SITE_CONFIG_ID
    },

    load(id) {
      if (id === RESOLVED_MANIFEST_ID) return manifest.load(this, config)
      if (id === RESOLVED_SITE_PAGES_ID) return sitePagesModule(sitePages)
      if (id === RESOLVED_SITE_CONFIG_ID) return siteConfigModule(options.site, chromeNow().chrome)
    },

    async transform(source, id) {
      const [file, query = ''] = id.split('?')
      if (!store.isPage(file)) {
        // A `.md`/`.mdx` file a page imports (a partial, possibly outside the content folder), compiled as MDX
        // whatever the format: the import wants a component. `?raw` and the like stay Vite's.
        if (!PAGE_EXTENSION.test(file) || /(?:^|&)(?:raw|url|inline)\b/.test(query)) return
        try {
          return { code: (await store.compilePartial(file, source)).code, map: null }
        } catch (error) {
          if (error instanceof PageError) this.error(error.problems.join('\n'))
          throw error
        }
      }
      const page = await store.compile(file, source)
      const pagination = resolvePagination(page.frontmatter, store.sidebarPages())
      const warnings = [
        ...(devLinks ? devLinks.warningsFor(page) : []),
        ...pagination.problems.map((problem) => `${page.file}: ${problem}`),
      ]
      const body = bodies && page.code === undefined ? bodies.placeholder(file) : page.body
      const navigation = navigationNow()(page.route, pagination.frontmatter)
      return {
        code: renderPageModule({ ...page, body, frontmatter: pagination.frontmatter }, { dev: Boolean(server), warnings, navigation }),
        map: null,
      }
    },

    renderChunk(code) {
      const filled = bodies?.fillIn(code)
      if (filled) return { code: filled, map: null }
    },

    // The manifest carries titles and labels: rebuild it only when they change. The edited page starts
    // compiling once Vite has sent the update (setImmediate: after this hook's caller has finished), so
    // it is under way, not yet to start, when the browser asks for the new module.
    async handleHotUpdate({ file, read, server: devServer }) {
      if (!store.isPage(file)) return
      const source = await read()
      if (store.sourceChanged(file, source)) manifest.invalidate(devServer)
      setImmediate(() => void store.compile(file, source).catch(() => undefined))
      checkLateSave(devServer, file, source)
    },
  }
}
