import { cpSync, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { searchForWorkspaceRoot, transformWithOxc, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite'
import { PAGE_EXTENSION, routeOfAddress } from '../../shared/routes.ts'
import { checkConfigLinks, checkLinks, formatLinkProblems, type LinkProblem } from './checkLinks.ts'
import { resolveSidebar, type SidebarOption } from './sidebarConfig.ts'
import { resolvePagination } from './pagination.ts'
import type { SidebarConfigItem } from '../../shared/sidebar.ts'
import type { SidebarSourcePage } from './autoSidebar.ts'
import type { PageModule } from '../../shared/types.ts'
import { createContentStore, type ContentStore, type DocsPage } from './contentStore.ts'
import { createManifest, MANIFEST_ID, RESOLVED_MANIFEST_ID } from './manifest.ts'
import { devPreloadTag, hasCodeTabs, pageFacts, renderPageModule, type PageModuleOptions } from './pageModule.ts'
import { createDevLinkCheck } from './devLinkCheck.ts'
import { watchedByFolderWatcher, watchFolder } from './folderWatcher.ts'
import { watchIgnored } from './watchIgnored.ts'
import { duplicateRouteProblems, publicAssetProblems, routeProblems, symlinkProblems } from './checkFiles.ts'
import type { ResolvedDocsOptions } from '../options.ts'
import { PageError } from '../markdown/problems.ts'
import { createBodyPlaceholders } from './bodyPlaceholders.ts'
import { collectBuildGarbage } from '../collectGarbage.ts'
import { compileThreads, prepareCompileWorkers } from './compileWorkers.ts'
import { inShard, type RouteShard } from '../prerender/routeShard.ts'
import { prepareJavascriptTabs } from '../markdown/tabsWorker.ts'
import { createLateSaveCheck } from './lateSaves.ts'
import { RESOLVED_SITE_CONFIG_ID, SITE_CONFIG_ID, siteConfigModule } from './siteConfigModule.ts'
import { createPageNavigation } from './pageNavigation.ts'
import { redirectEntries, redirectProblems, type RedirectEntry } from '../redirects/redirectTable.ts'
import { editUrlOf } from './editUrl.ts'
import { lastUpdateOf, readLastCommits, type FileCommit } from './lastUpdate.ts'
import { resolveChrome } from '../chrome/resolveChrome.ts'
import { chromeLookups } from '../chrome/chromeLookups.ts'
import {
  compileMarkdownSitePages,
  findSitePages,
  RESOLVED_SITE_PAGES_ID,
  SITE_PAGES_ID,
  sitePagesModule,
  type SitePage,
} from './sitePages.ts'
import {
  createDocusaurusSidebars,
  isDocusaurusSidebars,
  RESOLVED_SIDEBAR_MODULE_PREFIX,
  SIDEBAR_MODULE_PREFIX,
  toConfigItems,
  sidebarModule,
  type SidebarsPage,
} from '../sidebars/index.ts'
import { GENERATED_INDEX_PREFIX, generatedIndexModule, RESOLVED_GENERATED_INDEX_PREFIX } from '../sidebars/generatedIndex.ts'

/** What the other steps of the build (search records, prerendering, sitemap, llms.txt) read of the docs. */
export interface DocsPluginApi {
  /** The compiled pages in file order: every page after `buildStart` in a build, those compiled so far in dev. */
  getPages(): DocsPage[]
  /** Whether `file` (an absolute path) is a markdown page of the docs. */
  isPage(file: string): boolean
  /** When the build started compiling (epoch ms) and how long compiling and the link check took. */
  getCompileTiming(): { startedAt: number; ms: number } | undefined
  /** How many page compiles this build has run so far: one per page, however many steps read the pages. */
  getCompileCount(): number
  /** The build is over (or failed): the page bodies it kept on disk are removed, and `getPages` is empty until the next build. */
  endBuild(): void
  /** Hosts whose pages raw HTML may frame (the Content-Security-Policy's `frame-src`). */
  getIframeHosts(): readonly string[]
  /** The sidebar, routes only (search categories, llms.txt sections). */
  getSidebar(): SidebarConfigItem[]
  /** The site's own pages (the pages folder's modules), by route. */
  getSitePages(): SitePage[]
  /** The pages folder's markdown pages, compiled (every one after `buildStart` in a build): search reads their text. */
  getMarkdownSitePages(): DocsPage[]
  /**
   * A build's search index is made: every page's `searchSections` are let go (~90 MB of a 10,000-page
   * build's peak, where the browser bundle's chunks finish rendering). The next build compiles or reads
   * the pages anew.
   */
  releaseSearchSections(): void
  /** The redirects table's entries (docsPlugin's `redirects`), checked at `buildStart`. */
  getRedirects(): RedirectEntry[]
  /** The pages the sidebars file's generated-index categories make (route and module id), prerendered as site pages are. */
  getGeneratedPages(): SitePage[]
  /** A compiled markdown page's module as importing it gives it (the prerenderer renders from it); builds only. */
  getPageModule(route: string): Promise<PageModule>
  /** The same, its body as the JSON text it is kept as (for a render worker, which parses it itself). */
  getPageModuleParts(route: string): Promise<{ module: Omit<PageModule, 'tree'>; body: string }>
  /**
   * A split build's first stage (ARCHITECTURE.md, "Beyond one machine"): compiles the pages whose routes
   * are in `shard` into the page cache and nothing else (no link check: that needs every page). Returns
   * how many pages the shard has, how many were compiled (the others were kept already) and the errors.
   */
  compileShard(shard: RouteShard): Promise<{ pages: number; compiled: number; errors: string[] }>
}

/**
 * The docs engine as a Vite plugin: each `content/**\/*.md` becomes a lazily imported route module, a
 * virtual manifest lists the routes, and every internal link and anchor is checked (a build error in
 * production, a warning in dev). The content store (contentStore.ts) holds the pages; these hooks only
 * say when each step runs.
 */
export function docsCorePlugin(options: ResolvedDocsOptions): Plugin & { api: DocsPluginApi } {
  let sitePages: SitePage[] = []
  // Links may point at the site's own pages; the not-found page's route is no address to link to. A
  // markdown page is checked as a page (its anchors too), not as an app route.
  const appRoutes = () =>
    [...sitePages.filter((page) => !page.markdown), ...generatedPages()].map((page) => page.route).filter((route) => route !== '/404')
  const { version, markdown } = options
  let config: ResolvedConfig
  let server: ViteDevServer | undefined
  // Made once: the prerenderer's server build runs this same plugin instance again, and must find the
  // pages the browser build compiled.
  let store: ContentStore
  let manifest: ReturnType<typeof createManifest>
  let devLinks: ReturnType<typeof createDevLinkCheck> | undefined
  let compileTiming: { startedAt: number; ms: number } | undefined
  // Dev: whether folderWatcher.ts watches the content folder, decided once (the config hook leaves the folder
  // out of Vite's watcher for it; configureServer starts it, or hands the folder to Vite's watcher).
  let contentWatchedHere = false
  /** The content folder left out of Vite's watcher (its config hook's entry in `server.watch.ignored`). */
  let contentFolderIgnored: ((file: string) => boolean) | undefined
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
  // Each file's last commit, read by one `git log` for the whole build, when pages show their last update.
  let lastCommits: Promise<Map<string, FileCommit>> | undefined
  const lastCommitOf = async (file: string) => {
    if (!options.lastUpdate.time && !options.lastUpdate.author) return undefined
    lastCommits ??= readLastCommits(store.contentDir).then((commits) => {
      if (!commits) config.logger.warn(`${options.contentDir}: no git history to read; pages show no "Last updated" date`)
      return commits ?? new Map()
    })
    return (await lastCommits).get(file)
  }
  const editUrl = options.editUrl ?? options.site.editUrl
  // The folder the pages folder sits in (a Docusaurus site's `src/`): its `.js` modules may hold JSX.
  const siteSourceDir = () => path.dirname(path.resolve(config.root, options.pagesDir))
  /** A markdown page of the pages folder as a module: a page module (pageModule.ts) without place in the docs. */
  const sitePageModule = async (route: string, file: string, source: string) => {
    try {
      const page = await store.compileSitePage(file, source, route)
      // Dev: its problems and broken links, shown on the page as a doc page's are (a build lists them instead).
      const warnings = devLinks ? devLinks.warningsFor(page) : []
      return renderPageModule(page, { dev: Boolean(server), warnings, navigation: { trail: [] } })
    } catch (error) {
      if (error instanceof PageError) throw new Error(error.problems.join('\n'), { cause: error })
      throw error
    }
  }
  // `sidebar: { file, sidebars }` (a Docusaurus sidebars file): checked now, so a mistake fails at once.
  const docusaurusSidebars = isDocusaurusSidebars(options.sidebar) ? createDocusaurusSidebars(options.sidebar) : undefined
  const sidebarsPages = (): SidebarsPage[] =>
    store.sidebarPages().map((page, index) => ({ ...page, title: store.summaryOf(store.files()[index]).title }))
  const docusaurusNow = () => docusaurusSidebars!.resolve(sidebarsPages(), store.contentDir, store.draftDocIds())
  let buildDocusaurus: ReturnType<typeof docusaurusNow> | undefined
  const docusaurusResolved = () => (config.command === 'build' ? (buildDocusaurus ??= docusaurusNow()) : docusaurusNow())
  const sidebarNow = () => {
    if (!docusaurusSidebars)
      return resolveSidebar(options.sidebar as SidebarOption, store.sidebarPages(), {
        contentDir: store.contentDir,
        sidebarFile: options.sidebarFile,
      })
    const resolved = docusaurusResolved()
    return { items: resolved.items, links: resolved.links, problems: resolved.problems(store.sidebarPages()) }
  }
  const generatedPages = (): SitePage[] =>
    docusaurusSidebars
      ? docusaurusResolved().resolved.generatedIndexes.map((page) => ({ route: page.route, file: GENERATED_INDEX_PREFIX + page.route }))
      : []
  const descriptionOf = (route: string) => {
    const file = store.fileOf(route)
    return file === undefined ? undefined : store.summaryOf(file).description || undefined
  }
  // The navbar, footer and the rest of the chrome, doc ids made routes (plugins/chrome/resolveChrome.ts).
  const chromeNow = () =>
    resolveChrome(
      options,
      // A sidebars file names its sidebars; the one-sidebar config answers to any id.
      chromeLookups(
        store,
        (sidebarId) => {
          if (!docusaurusSidebars) return sidebarNow().items
          const nodes = docusaurusResolved().resolved.nodes.get(sidebarId)
          return nodes && toConfigItems(nodes)
        },
        () => (docusaurusSidebars ? [...docusaurusResolved().resolved.nodes.keys()] : ['sidebar']),
      ),
    )
  // Each page's trail and previous/next (pageNavigation.ts): worked out from the sidebar once per build;
  // in dev afresh for each page compiled, as titles and the page set change.
  let buildNavigation: ReturnType<typeof createPageNavigation> | undefined
  const navigationNow = () => {
    if (docusaurusSidebars) return docusaurusResolved().navigate
    if (config.command === 'build' && buildNavigation) return buildNavigation
    const fileOfRoute = new Map(store.files().map((file) => [store.routeOf(file), file]))
    const labelOf = (route: string) => {
      const file = fileOfRoute.get(route)
      return file === undefined ? undefined : store.summaryOf(file).sidebarLabel
    }
    const paginationLabelOf = (route: string) => {
      const file = fileOfRoute.get(route)
      return file === undefined ? undefined : store.summaryOf(file).paginationLabel
    }
    if (config.command !== 'build') return createPageNavigation(sidebarNow().items, labelOf, paginationLabelOf)
    return (buildNavigation = createPageNavigation(sidebarNow().items, labelOf, paginationLabelOf))
  }

  // What a page's module exports besides its body (pageModule.ts's pageFacts): front matter with pagination
  // routes, navigation, edit link, last update, warnings; and the sidebar it shows. The one source of the
  // browser's module (transform) and the server render's (getPageModule). Builds list the sidebar's pages
  // once (per page, listing every page made the build quadratic).
  let buildSidebarPages: SidebarSourcePage[] | undefined
  const moduleInputs = async (page: DocsPage) => {
    const sidebarPages = config.command === 'build' ? (buildSidebarPages ??= store.sidebarPages()) : store.sidebarPages()
    const pagination = resolvePagination(page.frontmatter, sidebarPages)
    const warnings = [...(devLinks ? devLinks.warningsFor(page) : []), ...pagination.problems.map((problem) => `${page.file}: ${problem}`)]
    const { sidebarId, ...navigation } = navigationNow()(page.route, pagination.frontmatter) as ReturnType<
      ReturnType<typeof docusaurusNow>['navigate']
    >
    const file = path.resolve(config.root, page.file)
    const docPath = toPosix(path.relative(store.contentDir, file))
    const editUrlParts = { frontmatter: page.frontmatter, route: page.route, docPath, version: version.name }
    const contentDirPath = toPosix(path.relative(config.root, store.contentDir))
    const facts: Omit<PageModuleOptions, 'dev' | 'sidebarModule' | 'codeTabs'> = {
      frontmatter: pagination.frontmatter,
      navigation,
      warnings,
      editUrl: editUrlOf({ ...editUrlParts, contentDirPath }, editUrl),
      lastUpdate: lastUpdateOf(page.frontmatter, await lastCommitOf(file), options.lastUpdate),
    }
    return { facts, sidebarId }
  }

  const pageModuleParts = async (route: string): Promise<{ module: Omit<PageModule, 'tree'>; body: string }> => {
    const page = store.page(store.fileOfRoute(route) ?? '')
    if (!page || page.code !== undefined) throw new Error(`no markdown page at ${route} to render`)
    const { facts, sidebarId } = await moduleInputs(page)
    const sidebar = sidebarId !== undefined ? docusaurusResolved().resolved.nodes.get(sidebarId) : undefined
    return { module: { ...pageFacts(page, facts), ...(sidebar ? { sidebar } : {}) } as Omit<PageModule, 'tree'>, body: page.body }
  }

  return {
    name: 'docs',
    enforce: 'pre',
    // One instance for the browser and the server bundle: the pages are compiled once.
    sharedDuringBuild: true,
    api: {
      getPages: () => store.pages(),
      isPage: (file) => store.isPage(file),
      getCompileTiming: () => compileTiming,
      getCompileCount: () => store.compileCount(),
      endBuild: () => store?.releaseBuild(),
      getIframeHosts: () => markdown.iframeHosts,
      getSidebar: () => sidebarNow().items,
      getSitePages: () => sitePages,
      getMarkdownSitePages: () => store.sitePages(),
      releaseSearchSections: () => {
        if (config.command === 'build') store.releaseSearchSections()
      },
      getRedirects: () => redirects,
      getGeneratedPages: generatedPages,
      async getPageModule(route) {
        const { module, body } = await pageModuleParts(route)
        const { sidebar, ...facts } = module
        return { ...facts, tree: JSON.parse(body) as PageModule['tree'], ...(sidebar ? { sidebar } : {}) } as PageModule
      },
      getPageModuleParts: (route) => pageModuleParts(route),
      async compileShard(shard) {
        if (!store.keepsPages()) {
          throw new Error(
            'A shard compiles into the page cache, which is off (DOCS_CODE_CACHE=off, or the site has remarkPlugins/rehypePlugins): there is nothing to hand on',
          )
        }
        const files = new Set(store.files().filter((file) => inShard(store.routeOf(file), shard)))
        const errors = await store.compileAll((file) => files.has(file))
        return { pages: files.size, compiled: files.size - store.keptFiles().length, errors }
      },
    },

    // The browser reads the site's settings from `virtual:site-config`, never from the environment: no
    // variable is exposed as import.meta.env (Vite's default would expose every VITE_*, a prefix any
    // secret could carry).
    // `staticDirs` other than the default: the first is Vite's public folder (the others: copyStaticDirs).
    // Dev serves each page's module from the content folder (and the pages folder), which may lie outside
    // the project (a Docusaurus site's `path: '../docs'`): Vite refuses a file outside `server.fs.allow`. A
    // listed folder replaces Vite's default (the workspace root), so that is listed too unless the config
    // lists its own.
    // The content folder is watched by folderWatcher.ts (configureServer), not by Vite's watcher: inside the
    // project Vite's would stat and watch each file of it, outside it each page it serves a second time.
    config: (userConfig) => {
      const root = path.resolve(userConfig.root ?? '')
      const folders = [options.contentDir, options.pagesDir].map((folder) => path.resolve(root, folder))
      const contentDir = folders[0]
      contentWatchedHere = watchedByFolderWatcher(contentDir, root)
      const ownWatch = userConfig.server?.watch !== null && contentWatchedHere
      const ignored = (file: string) => file === contentDir || isInside(path.resolve(file), contentDir)
      contentFolderIgnored = ignored
      return {
        envPrefix: [],
        ...(options.staticDirs[0] !== 'public' && { publicDir: options.staticDirs[0] }),
        server: {
          fs: { allow: userConfig.server?.fs?.allow ? folders : [searchForWorkspaceRoot(root), ...folders] },
          ...(ownWatch && { watch: { ignored: [ignored] } }),
        },
      }
    },

    // The other static folders are copied beside the public folder's files (Docusaurus' staticDirectories).
    writeBundle() {
      const { consumer, build } = this.environment.config
      if (config.command !== 'build' || consumer !== 'client') return
      for (const dir of options.staticDirs.slice(1)) {
        const from = path.resolve(config.root, dir)
        if (existsSync(from)) cpSync(from, path.resolve(config.root, build.outDir), { recursive: true, force: false, errorOnExist: false })
      }
    },

    // A build's page bodies on disk go when nothing will read them again: at once if the build failed, after
    // the browser bundle when nothing is prerendered (else siteBuild.ts ends the build after rendering).
    buildEnd(error) {
      const { consumer, build } = this.environment.config
      if (error && config.command === 'build' && consumer === 'client' && !build.watch) store.releaseBuild()
    },
    closeBundle() {
      const { consumer, build } = this.environment.config
      if (config.command === 'build' && consumer === 'client' && !options.prerender && !build.watch) store.releaseBuild()
    },

    configResolved(resolvedConfig) {
      config = resolvedConfig
      if (store) return
      const pagesDir = path.resolve(config.root, options.pagesDir)
      sitePages = findSitePages(pagesDir, config.root)
      store = createContentStore({
        contentDir: path.resolve(config.root, options.contentDir),
        pagesDir,
        sitePageRoutes: new Map(sitePages.filter((page) => page.markdown).map((page) => [page.file, page.route])),
        include: options.include,
        exclude: options.exclude,
        publicDir: config.publicDir,
        root: config.root,
        remarkPlugins: options.remarkPlugins,
        rehypePlugins: options.rehypePlugins,
        codeTabs: options.codeTabs,
        markdown,
        toc: options.toc,
        // Docusaurus: draft pages in dev only.
        includeDrafts: config.command !== 'build',
        // Dev: a save re-parses only the blocks it changed (a build parses each page once).
        incremental: config.command !== 'build',
        format: markdown.format,
        mdxComponents: path.resolve(config.root, markdown.mdxComponents),
        // A build keeps page bodies on disk (bodySpill.ts): its memory does not grow by a body per page.
        spillDir: config.command === 'build' ? config.cacheDir : undefined,
        // Code blocks' highlighting and JavaScript tabs, kept between builds and dev sessions (codeCache.ts).
        codeCacheDir: path.join(config.cacheDir, 'docs-code'),
        // Whole compiled pages, kept between builds: a build compiles only the pages whose inputs changed (pageCache.ts).
        pageCacheDir: config.command === 'build' ? path.join(config.cacheDir, 'docs-pages') : undefined,
        // The dev server: the pages' previews (what the manifest and sidebar list), kept between starts.
        previewCacheFile: config.command === 'build' ? undefined : path.join(config.cacheDir, 'docs-previews'),
      })
      manifest = createManifest(
        store,
        version,
        // Several sidebars: each page module imports the one it shows; the manifest carries none.
        () => (docusaurusSidebars ? null : sidebarNow().items),
        () => {
          if (!docusaurusSidebars) return []
          return docusaurusResolved().resolved.generatedIndexes.map((page) => ({
            path: page.route,
            title: page.title,
            moduleId: GENERATED_INDEX_PREFIX + page.route,
          }))
        },
      )
      // A build's worker entry is bundled while Vite starts: the compile workers' (compileWorkers.ts), else
      // the JavaScript tabs' (tabsWorker.ts).
      if (config.command === 'build') {
        if (compileThreads(store.files().length, { remark: options.remarkPlugins, rehype: options.rehypePlugins })) prepareCompileWorkers()
        else if (options.codeTabs) prepareJavascriptTabs()
      }
      // Not with sourcemaps: the filled-in chunk would have no map to match it.
      bodies = config.command === 'build' && !config.build.sourcemap ? createBodyPlaceholders((file) => store.page(file)?.body) : undefined
    },

    // Build: compile every page first, so broken links fail the build before anything is bundled. The browser
    // bundle is built first (plugins/siteBuild.ts); the server bundle, with this same instance, finds the
    // pages compiled.
    async buildStart() {
      if (config.command !== 'build' || this.environment.config.consumer !== 'client') return
      const startedAt = Date.now()
      store.rescan() // a rebuild in watch mode sees files added since
      buildSidebarPages = buildNavigation = undefined
      // Refused before anything is read: symlinks (they publish their target) and unservable routes.
      const routes = store.files().map((file) => ({ file, route: store.routeOf(file) }))
      const refused = [
        ...symlinkProblems({ root: config.root, publicDir: config.publicDir, contentDir: store.contentDir }),
        ...publicAssetProblems({ root: config.root, publicDir: config.publicDir }),
        ...routeProblems(routes, { root: config.root, appRoutes: sitePages.map((page) => page.route) }),
        ...duplicateRouteProblems(routes, config.root),
      ]
      if (refused.length) this.error(`Content errors:\n${refused.join('\n')}`)
      const errors = [...(await store.compileAll()), ...(await compileMarkdownSitePages(store, sitePages, config.root))]
      // Every page was looked up: the kept files of pages deleted or moved since go, and old code results.
      store.sweepCaches()
      for (const page of [...store.pages(), ...store.sitePages()])
        for (const warning of page.warnings) config.logger.warn(`warning: ${warning}`)
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
      // The pages folder's markdown pages are checked as pages: their links, and links to their anchors.
      const linkedPages = [...store.pages(), ...store.sitePages()]
      const broken = [
        ...checkLinks(linkedPages, checkOptions),
        ...checkConfigLinks(linkedPages, [...sidebar.links, ...options.configLinks, ...chrome.links], checkOptions),
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
        const pageRoutes = [...linkedPages.map((page) => page.route), ...appRoutes()]
        errors.push(...redirectProblems(redirects, { file: options.redirects.file, pages: pageRoutes }))
      }
      compileTiming = { startedAt, ms: Date.now() - startedAt }
      if (errors.length) this.error(`Markdown errors:\n${errors.join('\n')}`)
      // The pages' syntax trees are garbage now; collected before the bundler's memory piles on (~45 MB).
      collectBuildGarbage()
    },

    generateBundle: {
      order: 'post',
      handler() {
        // The chunk URLs the pages are loaded from are the browser's (the server bundle's markup names them too).
        if (this.environment.config.consumer !== 'client') return
        manifest.learnChunkUrls(this, config.base)
      },
    },

    configureServer(devServer) {
      server = devServer
      // folderWatcher.ts watches the content folder, inside the project or outside it (a directory at a
      // time: Vite's watcher stats and watches each file, seconds of a large site's start), its events given
      // as Vite's watcher's, which Vite and the hooks here listen to. A folder it cannot take (named through
      // a symlink, or holding the project itself) Vite's watcher watches.
      if (!contentWatchedHere) devServer.watcher.add(store.contentDir)
      else if (config.server.watch !== null) {
        // What Vite's watcher would leave out of the folder (its defaults, `server.watch.ignored`), this one too.
        const ignored = watchIgnored(config, new Set([contentFolderIgnored]))
        const folder = watchFolder(store.contentDir, (event, file) => devServer.watcher.emit(event, file), ignored)
        devServer.httpServer?.once('close', () => folder.close())
      }
      const onFileSetChange = (file: string) => {
        if (!store.isPage(file)) return
        store.rescan(file)
        manifest.invalidate(devServer)
        // A watcher's listener that throws ends the process: the folder removed (a branch switched), say.
        try {
          devLinks?.fileSetChanged(devServer)
        } catch (error) {
          config.logger.error(`Links not checked: ${(error as Error).message}`)
        }
        devServer.ws.send({ type: 'full-reload' })
      }
      devServer.watcher.on('add', onFileSetChange)
      devServer.watcher.on('unlink', onFileSetChange)
      devLinks = createDevLinkCheck(store, {
        appRoutes: appRoutes(),
        publicDir: config.publicDir,
        configLinks: () => [...sidebarNow().links, ...options.configLinks, ...chromeNow().links],
        markdownSitePages: sitePages.filter((page) => page.markdown),
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
      const file = server && originalUrl ? store.fileOfNamedRoute(routeOfAddress(originalUrl)) : undefined
      if (file) return [devPreloadTag(config.root, file)]
    },

    // The modules made here have `virtual:` ids: the filters keep the bundler from calling into these hooks
    // for every other module (on a 10,000-page site, every page's).
    resolveId: {
      filter: { id: /^virtual:/ },
      handler(id) {
        if (id === MANIFEST_ID) return RESOLVED_MANIFEST_ID
        if (id === SITE_PAGES_ID) return RESOLVED_SITE_PAGES_ID
        if (id === SITE_CONFIG_ID) return RESOLVED_SITE_CONFIG_ID
        if (id.startsWith(SIDEBAR_MODULE_PREFIX) || id.startsWith(GENERATED_INDEX_PREFIX)) return `\0${id}`
      },
    },

    load: {
      filter: { id: /^\0virtual:/ },
      handler(id) {
        if (id === RESOLVED_MANIFEST_ID) return withoutSourceMap(manifest.load(this, this.environment.config))
        if (id === RESOLVED_SITE_PAGES_ID) return sitePagesModule(sitePages)
        if (id === RESOLVED_SITE_CONFIG_ID) return siteConfigModule(options.site, chromeNow().chrome)
        if (docusaurusSidebars && id.startsWith(RESOLVED_SIDEBAR_MODULE_PREFIX))
          return withoutSourceMap(sidebarModule(docusaurusResolved().resolved, id.slice(RESOLVED_SIDEBAR_MODULE_PREFIX.length)))
        if (docusaurusSidebars && id.startsWith(RESOLVED_GENERATED_INDEX_PREFIX)) {
          const route = id.slice(RESOLVED_GENERATED_INDEX_PREFIX.length)
          const { resolved, navigate } = docusaurusResolved()
          const page = resolved.generatedIndexes.find((index) => index.route === route)
          if (!page) return
          const { sidebarId, ...navigation } = navigate(route, { id: route, title: page.title })
          return generatedIndexModule(page, {
            navigation,
            ...(sidebarId !== undefined ? { sidebarModule: SIDEBAR_MODULE_PREFIX + sidebarId } : {}),
            descriptionOf,
          })
        }
      },
    },

    async transform(source, id) {
      const [file, query = ''] = id.split('?')
      const sitePage = query ? undefined : sitePages.find((page) => page.markdown && page.file === file)
      if (sitePage) return withoutSourceMap(await sitePageModule(sitePage.route, file, source))
      // As under Docusaurus, the site's pages and components may write JSX in `.js` files.
      if (!query && file.endsWith('.js') && isInside(file, siteSourceDir()) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
        const { code, map } = await transformWithOxc(source, file, { lang: 'jsx', jsx: { runtime: 'automatic' } })
        return { code, map }
      }
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
      const body = bodies && page.code === undefined ? bodies.placeholder(file) : page.body
      const { facts, sidebarId } = await moduleInputs(page)
      const sidebarModule = sidebarId !== undefined ? { sidebarModule: SIDEBAR_MODULE_PREFIX + sidebarId } : {}
      const codeTabs = hasCodeTabs(page.code ?? page.body)
      return withoutSourceMap(renderPageModule({ ...page, body }, { dev: Boolean(server), ...facts, ...sidebarModule, codeTabs }))
    },

    // After Vite's own renderChunk hooks: each is handed the chunk's code as a fresh string, and with the
    // bodies already in, each of those copies carried the page's body (garbage the heap grew by at the
    // browser bundle's end, the build's peak). The minifier and the content hash still come after.
    renderChunk: {
      order: 'post',
      handler(code) {
        const filled = bodies?.fillIn(code)
        if (filled) return { code: filled, map: null }
      },
    },

    // The manifest carries titles and labels: rebuild it only when they change. The edited page starts
    // compiling once Vite has sent the update (setImmediate: after this hook's caller has finished), so
    // it is under way, not yet to start, when the browser asks for the new module.
    async handleHotUpdate({ file, read, server: devServer }) {
      if (!store.isPage(file)) return
      const source = await read()
      if (store.sourceChanged(file, source)) {
        manifest.invalidate(devServer)
        // A sidebars file's sidebars carry titles and labels too (each its own module).
        for (const [id, module] of devServer.moduleGraph.idToModuleMap)
          if (id.startsWith(RESOLVED_SIDEBAR_MODULE_PREFIX) || id.startsWith(RESOLVED_GENERATED_INDEX_PREFIX))
            devServer.moduleGraph.invalidateModule(module)
      }
      setImmediate(() => void store.compile(file, source).catch(() => undefined))
      checkLateSave(devServer, file, source)
    },
  }
}

const toPosix = (file: string) => file.split(path.sep).join('/')

const isInside = (file: string, dir: string) => file.startsWith(dir + path.sep)

/**
 * A generated module (the manifest, a page's module) with an empty map, Rollup's and Vite's sign for
 * "nothing to map": with none, the dev server inlined a map of the whole module, sources included, into
 * it (most of a page module's bytes; 7.3 of the 10,000-page manifest's 9 MB).
 */
const withoutSourceMap = (code: string | undefined) => (code === undefined ? undefined : { code, map: { mappings: '' } })
