import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite'
import type { PluggableList } from 'unified'
import { createMarkdownPipeline, type CompiledPage, type MarkdownPipeline } from './markdown/pipeline.ts'
import { PageError } from './markdown/problems.ts'
import { APP_ROUTES, fileToRoute, routeOfAddress } from '../shared/routes.ts'
import { findMarkdownFiles } from './contentFiles.ts'
import { readPageSummary } from './pageSummary.ts'
import { checkLinks, formatLinkProblems, type LinkProblem } from './checkLinks.ts'
import { renderPageModule, renderManifestModule } from './modules.ts'
import type { DocsVersion } from '../shared/types.ts'

export interface DocsPluginOptions {
  /** Folder of markdown pages, relative to the project root. Default `content`. */
  contentDir?: string
  /** Extra remark plugins, run after ours on the markdown tree (before it becomes HTML). */
  remarkPlugins?: PluggableList
  /** Extra rehype plugins, run on the HTML tree before links are rewritten and checked. */
  rehypePlugins?: PluggableList
  /** Routes the app renders itself; links may point at them. Default `['/', '/search']`. */
  appRoutes?: readonly string[]
  /** The docs' version, as the manifest lists it. Default: `current`, labelled "Next", at `/`. */
  version?: DocsVersion
}

export const defaultVersion: DocsVersion = { name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'getting-started' }

export const MANIFEST_ID = 'virtual:docs-manifest'
const resolved = (id: string) => `\0${id}`
/** The dev server compiles pages for the link check once no request has come for this long. */
const backgroundCompileDelayMs = 500

/**
 * The docs engine as a Vite plugin: each `content/**\/*.md` becomes a lazily imported route module, a
 * virtual manifest lists the routes, and every internal link and anchor is checked (a build error in
 * production, a warning in dev).
 */
/** What other build plugins (search records, prerendering) may read from the docs plugin. */
export interface DocsPluginApi {
  /** Every compiled page (complete after `buildStart` in a production build). */
  getPages(): CompiledPage[]
}

export function docsPlugin(options: DocsPluginOptions = {}): Plugin<DocsPluginApi> {
  let config: ResolvedConfig
  let contentDir: string
  let pipeline: Promise<MarkdownPipeline>
  let server: ViteDevServer | undefined
  const pages = new Map<string, CompiledPage>()
  let linkProblems: LinkProblem[] = []
  const appRoutes = options.appRoutes ?? [...APP_ROUTES]
  // Phase timestamps for `npm run bench` (bench/lib/buildPhases.ts), written to the file named by the
  // DOCS_BUILD_TIMINGS environment variable. Highlighting runs inside compiling, so it is timed apart.
  const timings = { compileStart: 0, compileEnd: 0, highlightMs: 0 }

  // The content folder's files, listed once and again only when a file is added or removed (dev).
  let files: string[] | undefined
  const contentFiles = () => (files ??= findMarkdownFiles(contentDir))
  const routeOf = (file: string) => fileToRoute(path.relative(contentDir, file))

  const isPage = (id: string) => id.endsWith('.md') && path.resolve(id).startsWith(contentDir + path.sep)
  const sources = new Map<string, string>()
  const compile = async (file: string, source = readFileSync(file, 'utf8')) => {
    const cached = pages.get(file)
    if (cached && sources.get(file) === source) return cached
    const page = await (await pipeline).compile(source, file)
    pages.set(file, page)
    sources.set(file, source)
    return page
  }
  const recheckLinks = () => {
    // In dev, pages not compiled yet are known by their files alone.
    const compiled = new Set([...pages.values()].map((page) => page.route))
    const pendingRoutes = server
      ? new Set(contentFiles().map(routeOf).filter((route) => !compiled.has(route)))
      : undefined
    linkProblems = checkLinks(pages.values(), { appRoutes, publicDir: config.publicDir, pendingRoutes })
    return linkProblems
  }
  const devUrlOf = (file: string) => {
    const relative = path.relative(config.root, file).split(path.sep).join('/')
    return relative.startsWith('..') ? `/@fs${file}` : `/${relative}`
  }
  const warningsFor = (page: CompiledPage) => [
    ...page.warnings,
    ...formatLinkProblems(linkProblems.filter((p) => p.file === page.file)).split('\n').filter(Boolean),
  ]

  return {
    name: 'docs',
    enforce: 'pre',
    api: {
      getPages: () => [...pages.values()].sort((a, b) => a.file.localeCompare(b.file)),
    },

    configResolved(resolvedConfig) {
      config = resolvedConfig
      contentDir = path.resolve(config.root, options.contentDir ?? 'content')
      pipeline = createMarkdownPipeline({
        contentDir,
        publicDir: config.publicDir,
        root: config.root,
        remarkPlugins: options.remarkPlugins,
        rehypePlugins: options.rehypePlugins,
      }).then((created) => timeHighlighting(created, timings))
    },

    async buildStart() {
      if (config.command !== 'build' || config.build.ssr) return
      files = undefined // a rebuild in watch mode sees files added since
      timings.compileStart = Date.now()
      const errors: string[] = []
      for (const file of contentFiles()) {
        try {
          const page = await compile(file)
          for (const warning of page.warnings) config.logger.warn(`warning: ${warning}`)
        } catch (error) {
          if (error instanceof PageError) errors.push(...error.problems)
          else throw error
        }
      }
      const broken = recheckLinks()
      if (broken.length) errors.push(`${broken.length} broken link(s):`, formatLinkProblems(broken))
      timings.compileEnd = Date.now()
      if (errors.length) this.error(`Markdown errors:\n${errors.join('\n')}`)
    },

    writeBundle() {
      const file = process.env.DOCS_BUILD_TIMINGS
      if (file && !config.build.ssr) writeFileSync(file, JSON.stringify({ ...timings, bundleWritten: Date.now() }))
    },

    configureServer(devServer) {
      server = devServer
      devServer.watcher.add(contentDir)
      const onFileSetChange = (file: string) => {
        if (!isPage(file)) return
        files = undefined
        pages.delete(file)
        const manifest = devServer.moduleGraph.getModuleById(resolved(MANIFEST_ID))
        if (manifest) devServer.moduleGraph.invalidateModule(manifest)
        devServer.ws.send({ type: 'full-reload' })
      }
      devServer.watcher.on('add', onFileSetChange)
      devServer.watcher.on('unlink', onFileSetChange)
      // Compile every page once in the background, so broken links show up without opening each page.
      // Only while the server is otherwise idle, one page at a time: compiling is synchronous work, and
      // run in one go it held `vite` back from listening for ~4 s; interleaved with the first page's
      // hundred module requests it slowed that page down by as much.
      let lastActivityAt = Date.now()
      let inFlight = 0
      devServer.middlewares.use((_request, response, next) => {
        inFlight++
        lastActivityAt = Date.now()
        response.once('close', () => {
          inFlight--
          lastActivityAt = Date.now()
        })
        next()
      })
      const whenIdle = async () => {
        // A macrotask first: compiling chains only microtasks, and a request that has arrived is not
        // counted until its I/O event runs.
        await new Promise((resolve) => setImmediate(resolve))
        while (inFlight > 0 || Date.now() - lastActivityAt < backgroundCompileDelayMs) {
          await new Promise((resolve) => setTimeout(resolve, backgroundCompileDelayMs))
        }
      }
      const compileAllInBackground = async () => {
        for (const file of contentFiles()) {
          await whenIdle()
          await compile(file).catch(() => undefined)
        }
        const broken = recheckLinks()
        if (!broken.length) return
        devServer.config.logger.warn(`Broken links:\n${formatLinkProblems(broken)}`)
        // A page opened before its link targets were compiled learns of its broken anchors now.
        for (const file of new Set(broken.map((problem) => path.resolve(config.root, problem.file)))) {
          for (const module of devServer.moduleGraph.getModulesByFile(file) ?? []) void devServer.reloadModule(module)
        }
      }
      const startLater = () => setTimeout(() => void compileAllInBackground(), backgroundCompileDelayMs).unref()
      if (devServer.httpServer) devServer.httpServer.once('listening', startLater)
      else startLater()
    },

    // Dev: the HTML for a doc page asks for the page's module at once, so it compiles while the app's
    // own modules load, instead of after the app has started and asked for it (~0.4 s later).
    transformIndexHtml(_html, context) {
      if (!server || !context.originalUrl) return
      const route = routeOfAddress(context.originalUrl)
      const file = contentFiles().find((candidate) => routeOf(candidate) === route)
      if (!file) return
      return [{ tag: 'link', attrs: { rel: 'modulepreload', href: `${devUrlOf(file)}?import` }, injectTo: 'head' }]
    },

    resolveId(id) {
      if (id === MANIFEST_ID) return resolved(id)
    },

    async load(id) {
      if (id === resolved(MANIFEST_ID)) {
        // In a build each page is emitted as its own chunk and the manifest learns its final URL (for
        // prefetch hints, and for Retry, which must re-request a URL the browser saw fail). The dev server
        // serves the markdown file itself (through /@fs/ when the content folder is outside the root).
        const urlOf = (file: string) => {
          if (config.command === 'build') {
            return `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'chunk', id: file, preserveSignature: 'strict' })}`
          }
          return JSON.stringify(devUrlOf(file))
        }
        const entries = contentFiles().map((file) => ({
          ...readPageSummary(readFileSync(file, 'utf8'), file),
          path: routeOf(file),
          file: path.relative(config.root, file),
          urlExpression: urlOf(file),
        }))
        const version = options.version ?? defaultVersion
        if (!entries.some((entry) => entry.id === version.mainDocId)) {
          this.warn(`The docs version "${version.name}" names mainDocId "${version.mainDocId}", but no page has that id`)
        }
        return renderManifestModule(entries, version)
      }
    },

    async transform(source, id) {
      const file = id.split('?')[0]
      if (!isPage(file)) return
      const page = await compile(file, source)
      if (server) recheckLinks()
      return { code: renderPageModule(page, { dev: Boolean(server), warnings: server ? warningsFor(page) : [] }), map: null }
    },

    async handleHotUpdate({ file, server: devServer }) {
      if (!isPage(file)) return
      // The manifest carries titles and labels: rebuild it only when they change.
      const before = readPageSummaryFromPage(pages.get(file))
      const after = JSON.stringify(readPageSummary(readFileSync(file, 'utf8'), file))
      if (before !== after) {
        const manifest = devServer.moduleGraph.getModuleById(resolved(MANIFEST_ID))
        if (manifest) devServer.moduleGraph.invalidateModule(manifest)
      }
    },
  }
}

/** Wraps the highlighter so the time spent in it adds up in `timings.highlightMs`. */
function timeHighlighting(pipeline: MarkdownPipeline, timings: { highlightMs: number }): MarkdownPipeline {
  const highlight = pipeline.highlighter.highlight
  pipeline.highlighter.highlight = (code, lang) => {
    const start = performance.now()
    try {
      return highlight(code, lang)
    } finally {
      timings.highlightMs += performance.now() - start
    }
  }
  return pipeline
}

function readPageSummaryFromPage(page: CompiledPage | undefined): string | undefined {
  if (!page) return undefined
  const fm = page.frontmatter
  return JSON.stringify({
    id: fm.id,
    title: fm.title,
    sidebarLabel: fm.sidebar_label ?? fm.title,
    description: fm.description ?? '',
  })
}
