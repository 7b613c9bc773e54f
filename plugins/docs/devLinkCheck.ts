import path from 'node:path'
import type { ViteDevServer } from 'vite'
import { checkConfigLinks, formatLinkProblems, pageLinkChecker, type ConfigLink, type LinkProblem } from './checkLinks.ts'
import { readSource, type ContentStore, type DocsPage } from './contentStore.ts'

// The link check of the dev server. Pages compile when they are opened, so a link to a page not compiled
// yet passes until it is; meanwhile every page is compiled once in the background, so broken links show
// up without opening each page. Only while the server is otherwise idle, one page at a time: compiling is
// synchronous work, and run in one go it held `vite` back from listening for ~4 s; interleaved with the
// first page's hundred module requests it slowed that page down by as much. The pages folder's markdown
// pages are pages here as in a build: compiled in the background after the docs, their links checked and
// the anchors linked into them too (until compiled, a link to one passes, like a doc not compiled yet).

/** Background compiling waits until no request has come for this long. */
const idleDelayMs = 500

/** A markdown page of the pages folder: its file (absolute) and route. */
export interface MarkdownSitePage {
  file: string
  route: string
}

export function createDevLinkCheck(
  store: ContentStore,
  options: {
    /** Routes the app renders itself (not the markdown pages of the pages folder: they are checked as pages). */
    appRoutes: readonly string[]
    publicDir: string
    configLinks?: () => ConfigLink[]
    markdownSitePages?: readonly MarkdownSitePage[]
  },
) {
  const { markdownSitePages = [], configLinks, ...linkOptions } = options
  /** The link problems of each compiled page (by its file), as last checked. */
  const problemsByPage = new Map<string, LinkProblem[]>()
  const linkedPages = () => [...store.pages(), ...store.sitePages()]
  const checkOptions = () => {
    const compiledSitePages = new Set(store.sitePages().map((page) => page.absolutePath))
    return {
      ...linkOptions,
      pendingRoutes: new Set([
        ...store
          .files()
          .filter((file) => !store.page(file))
          .map(store.routeOf),
        ...markdownSitePages.filter((page) => !compiledSitePages.has(page.file)).map((page) => page.route),
      ]),
    }
  }
  const recheck = () => {
    const check = pageLinkChecker(linkedPages(), checkOptions())
    problemsByPage.clear()
    for (const page of linkedPages()) problemsByPage.set(page.file, check(page))
    return [...problemsByPage.values()].flat()
  }

  return {
    /**
     * A freshly compiled page's warnings: its own, and its broken links as the pages compiled so far tell.
     * Only its own links are checked: an edit cannot break another page's (adding or deleting a page
     * can: fileSetChanged).
     */
    warningsFor(page: DocsPage): string[] {
      const problems = pageLinkChecker(linkedPages(), checkOptions())(page)
      problemsByPage.set(page.file, problems)
      const broken = formatLinkProblems(problems.filter((problem) => problem.file === page.file))
      return [...page.warnings, ...broken.split('\n').filter(Boolean)]
    },

    /**
     * A page was added or deleted: links to it may have broken (or healed) on pages that did not change.
     * Their modules are invalidated so the next load carries the new warnings, and the terminal names the
     * links that broke.
     */
    fileSetChanged(server: ViteDevServer) {
      const keyOf = (problem: LinkProblem) => `${problem.file}:${problem.line}:${problem.column} ${problem.target}`
      const before = [...problemsByPage.values()].flat()
      const known = new Set(before.map(keyOf))
      const now = recheck()
      for (const file of new Set([...before, ...now].map((problem) => path.resolve(server.config.root, problem.file)))) {
        for (const module of server.moduleGraph.getModulesByFile(file) ?? []) server.moduleGraph.invalidateModule(module)
      }
      const broken = now.filter((problem) => !known.has(keyOf(problem)))
      if (broken.length) server.config.logger.warn(`Broken links:\n${formatLinkProblems(broken)}`)
    },

    start(server: ViteDevServer) {
      const whenIdle = trackIdleness(server)
      // A closed server compiles no more: its content folder may be gone (a test's, a project's removed).
      let closed = false
      const compileAllInBackground = async () => {
        for (const file of store.files()) {
          await whenIdle()
          if (closed) return
          // The previews read since (the manifest's: every page's), kept for the next start (previewCache.ts).
          store.savePreviews()
          await store.compile(file).catch(() => undefined)
        }
        for (const page of markdownSitePages) {
          await whenIdle()
          if (closed) return
          try {
            await store.compileSitePage(page.file, readSource(page.file, path.relative(server.config.root, page.file)), page.route)
          } catch {
            // named when the page is opened, as a doc's compile error is
          }
        }
        store.savePreviews()
        // The sidebar's, navbar's and footer's links, once every page is known (the build fails on these).
        const brokenInConfig = checkConfigLinks(linkedPages(), configLinks?.() ?? [], linkOptions)
        if (brokenInConfig.length) server.config.logger.warn(`Broken links in config files:\n${formatLinkProblems(brokenInConfig)}`)
        const broken = recheck()
        if (!broken.length) return
        server.config.logger.warn(`Broken links:\n${formatLinkProblems(broken)}`)
        // A page opened before its link targets were compiled learns of its broken anchors now.
        for (const file of new Set(broken.map((problem) => path.resolve(server.config.root, problem.file)))) {
          for (const module of server.moduleGraph.getModulesByFile(file) ?? []) void server.reloadModule(module)
        }
      }
      // A failure here (the folder gone while it is listed) is the terminal's, never an unhandled rejection
      // (Node ends the process on one: the dev server with it).
      const run = () =>
        compileAllInBackground().catch((error: unknown) => {
          if (!closed) server.config.logger.error(`The background link check stopped: ${(error as Error)?.message ?? error}`)
        })
      let timer: NodeJS.Timeout | undefined
      const startLater = () => (timer = setTimeout(() => void run(), idleDelayMs).unref())
      server.httpServer?.once('close', () => {
        closed = true
        clearTimeout(timer)
      })
      if (server.httpServer) server.httpServer.once('listening', startLater)
      else startLater()
    },
  }
}

/** Counts the server's requests in flight; the function it returns resolves once the server is idle. */
function trackIdleness(server: ViteDevServer): () => Promise<void> {
  let lastActivityAt = Date.now()
  let inFlight = 0
  server.middlewares.use((_request, response, next) => {
    inFlight++
    lastActivityAt = Date.now()
    response.once('close', () => {
      inFlight--
      lastActivityAt = Date.now()
    })
    next()
  })
  return async () => {
    // A macrotask first: compiling chains only microtasks, and a request that has arrived is not
    // counted until its I/O event runs.
    await new Promise((resolve) => setImmediate(resolve))
    while (inFlight > 0 || Date.now() - lastActivityAt < idleDelayMs) {
      await new Promise((resolve) => setTimeout(resolve, idleDelayMs))
    }
  }
}
