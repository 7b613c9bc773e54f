import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, type Stats } from 'node:fs'
import { hash } from 'node:crypto'
import path from 'node:path'
import { createMarkdownPipeline, type CompiledPage, type CompiledPartial, type PipelineOptions } from '../markdown/pipeline.ts'
import { addPartialLinks } from './partialLinks.ts'
import { formatProblem, PageError } from '../markdown/problems.ts'
import { findMarkdownFiles } from '../contentFiles.ts'
import { contentGlobFilter } from './contentGlobs.ts'
import { docIdOf, fileToRoute, isPartialPath, PAGE_EXTENSION } from '../../shared/routes.ts'
import type { SidebarSourcePage } from './autoSidebar.ts'
import type { FrontMatter } from '../../shared/types.ts'
import { readPageTop, readTitledFrontMatter, summaryOf, type PageSummary } from './pageSummary.ts'
import { isMdxFile } from '../markdown/mdx/format.ts'
import { compactTree } from '../compactTree.ts'
import type { SearchSection } from '../search/records.ts'
import { searchSectionsOf } from '../search/bodyTree.ts'
import { compileInWorkers, compileThreads, type CompiledInWorker, type LocalReply, type WorkerReply } from './compileWorkers.ts'
import { createBodySpill } from './bodySpill.ts'
import { compileOnThisThread } from './compileOnThisThread.ts'
import { typescriptFences } from '../markdown/typescriptFences.ts'
import { mergeReads } from '../markdown/compileReads.ts'
import { createPageCache, type PageCacheSession } from './pageCache.ts'
import { pruneCodeCache } from '../markdown/codeCache.ts'
import { createPreviewCache } from './previewCache.ts'

/**
 * A compiled page as the later steps of the build read it (search, prerender, sitemap, llms.txt). It keeps
 * its body as the JSON its module ships (`body`), not as the hast tree: the trees of every page held
 * together were ~25 MB of the build's heap (~15× their JSON), kept from compiling to the end of the build.
 */
export interface DocsPage extends Omit<CompiledPage, 'tree'> {
  /** The body as compact-tree JSON (as pageModule.ts's bodyJson makes it). */
  body: string
  /**
   * Its heading sections as search reads them (plugins/search/bodyTree.ts `searchSectionsOf`; none for an
   * `unlisted` page): read at compile from the body's compact tree, where the search index had parsed
   * every page's body again (a page compiled on a worker is read there, a page kept by the page cache not
   * at all).
   */
  searchSections: SearchSection[]
  /** Absolute path of the markdown file. */
  absolutePath: string
  /** The markdown it was compiled from. */
  source: string
  summary: PageSummary
  /** URL of the page's chunk in the browser build, once the client bundle is generated (builds only). */
  url?: string
}

export type ContentStore = ReturnType<typeof createContentStore>

/**
 * The one place that knows the content: the folder's markdown files, their latest sources, the pages
 * compiled from them and the summaries the manifest lists. A page is compiled once per source; a file
 * not compiled yet (dev) is summarised from a cheap read of its top, replaced by the compiled page's.
 */
export function createContentStore(
  options: PipelineOptions & {
    includeDrafts?: boolean
    /** The pages folder's markdown pages (absolute file → route): their `.md` links to each other resolve. */
    sitePageRoutes?: ReadonlyMap<string, string>
    /** Every page file and its route, when known already (a compile worker, given them by the build). */
    routes?: ReadonlyMap<string, string>
    /** Builds: keep page bodies in files under this folder, not in memory (bodySpill.ts). */
    spillDir?: string
    /** Which files of the folder are pages (docsPlugin's `include`/`exclude`, contentGlobs.ts). */
    include?: readonly string[]
    exclude?: readonly string[]
    /** Builds: keep whole compiled pages in this folder between builds (pageCache.ts); absent: none kept. */
    pageCacheDir?: string
    /** The dev server: keep the pages' previews in this file between starts (previewCache.ts); absent: none kept. */
    previewCacheFile?: string
  },
) {
  const isIncluded = contentGlobFilter(options.include, options.exclude)
  const spill = options.spillDir ? createBodySpill(options.spillDir) : undefined
  const { contentDir } = options
  // Relative to the content folder: a page of the pages folder names its neighbours `../src/pages/x.md`.
  const routeOfFile = (contentRelativeFile: string) => {
    const file = path.join(contentDir, contentRelativeFile)
    return (listed ??= new Set(store.files())).has(file) ? store.routeOf(file) : options.sitePageRoutes?.get(file)
  }
  const pipeline = createMarkdownPipeline({ ...options, routeOfFile })
  // What a compile reads besides a page's source and the files and routes it looks up (compileReads.ts):
  // all a compile worker is given, and the page cache's key. User plugins are functions, which neither can
  // take: a site with its own compiles every page every build.
  const { contentDir: _, publicDir, root, pagesDir, markdown, includeDrafts, format, mdxComponents, toc, codeTabs } = options
  const compileOptions = { contentDir, publicDir, root, pagesDir, markdown, includeDrafts, format, mdxComponents, toc, codeTabs }
  const pageCache =
    options.pageCacheDir && !options.remarkPlugins?.length && !options.rehypePlugins?.length
      ? createPageCache(options.pageCacheDir, compileOptions, routeOfFile)
      : undefined
  const previewCache = options.previewCacheFile ? createPreviewCache(options.previewCacheFile, contentDir) : undefined
  /** The build's use of the page cache (from compileAll on: every page of a build is looked up there first). */
  let cacheSession: PageCacheSession | undefined
  let keptFiles: string[] = []
  let files: string[] | undefined
  /** The `draft: true` files `files` left out (a build's). */
  let drafts: string[] = []
  /** `files` as a set: every `.md` link of every page asks whether its target is a page. */
  let listed: Set<string> | undefined
  let routes: Map<string, string> | undefined
  let fileByRoute: Map<string, string> | undefined
  /**
   * Each file's latest source: its text, or (a build, once its page is kept with the source on disk:
   * bodySpill.ts) the digest that stands for that text, which the page kept refers to (`spilledSources`).
   */
  const sources = new Map<string, string | SpilledSource>()
  const spilledSources = new WeakMap<DocsPage, SpilledSource>()
  /** Whether a page was compiled from its file's latest source. */
  const isLatest = (page: DocsPage, file: string) => {
    const latest = sources.get(file)
    const spilled = spilledSources.get(page)
    return spilled ? latest === spilled : page.source === latest
  }
  /** Whether `source` is the file's latest source. */
  const isLatestSource = (file: string, source: string) => {
    const latest = sources.get(file)
    return typeof latest === 'string' ? latest === source : latest !== undefined && latest.digest === digestOf(source)
  }
  /**
   * A compiled page as the store keeps it: a build's with its body and source on disk, the source's digest
   * in `sources`, and without the preview its summary replaces (whose top, up to 4 KB of the file, was
   * held to the end of the build).
   */
  const keep = (file: string, page: DocsPage): DocsPage => {
    if (!spill) return page
    const kept = spill.keep(page)
    const spilled = { digest: digestOf(page.source) }
    spilledSources.set(kept, spilled)
    sources.set(file, spilled)
    previews.delete(file)
    return kept
  }
  const pages = new Map<string, DocsPage>()
  /**
   * Each file's summary and front matter before it is compiled, with the text they were read from: the
   * whole source, or (`prefix`) the top of it that decided them, which any later source starting with it
   * shares.
   */
  const previews = new Map<string, { top: string; prefix: boolean; summary: PageSummary; frontmatter: FrontMatter }>()
  const partials = new Map<string, { source: string; compiled: CompiledPartial }>()
  const markdownSitePages = new Map<string, DocsPage>()
  /** Each file's path relative to the content folder and doc id, with the front matter they were made from (sidebarPages). */
  const sidebarFacts = new Map<string, { file: string; docId: string; frontmatter: FrontMatter }>()
  /** Pages of a build that is over (`releaseBuild`): their bodies are removed, so they are compiled again. */
  const released = new WeakSet<DocsPage>()

  const compiling = new Map<string, { source: string; page: Promise<DocsPage> }>()
  /** Pages compiled so far, here or on a worker (a build compiles each page once: tests/docs/mdxBuild.test.ts). */
  let compiles = 0

  /** A file compiled, with the links of the partials it imports; `route` for a page outside the content folder. */
  const compileToPage = async (file: string, source: string, route?: string): Promise<DocsPage> => {
    // Its tree as the pipeline left it: only compacted, which reads no positions.
    const compiled = await (await pipeline).compile(source, file, route, true)
    await addPartialLinks(compiled, async (partial) => {
      // The partial's text, and what its compile read, are the page's reads too.
      compiled.reads = mergeReads(compiled.reads, { routes: [], files: [partial] })
      if (!existsSync(partial)) return undefined // the bundler names the missing import
      const compiledPartial = await store.compilePartial(partial, readSource(partial, path.relative(options.root, partial)))
      compiled.reads = mergeReads(compiled.reads, compiledPartial.reads)
      return compiledPartial
    })
    const { tree, ...rest } = compiled
    // Copied as a compile worker's page arrives (structured clone): the facts' strings (link targets,
    // headings, front matter) are often slices of a copy of the source the parser made, and kept to the
    // end of the build they would keep that whole copy alive.
    const facts = structuredClone(rest)
    const compact = compactTree(tree)
    return {
      ...facts,
      body: JSON.stringify(compact),
      searchSections: searchSectionsOf(compact, facts.frontmatter),
      absolutePath: file,
      source,
      summary: summaryOf(facts.frontmatter, file),
    }
  }

  const compileNow = async (file: string, source: string): Promise<DocsPage> => {
    compiles++
    const page = await compileToPage(file, source)
    cacheSession?.save(file, source, undefined, page)
    // A compile of an older source that ends after a newer one (two quick saves) must not replace it.
    if (isLatestSource(file, source)) pages.set(file, keep(file, page))
    return page
  }

  const sourceOf = (file: string): string => {
    const latest = sources.get(file)
    if (typeof latest === 'string') return latest
    // Not read yet, or its text is on disk with its page (a build): read again, and kept only if it changed.
    const source = readSource(file, path.relative(options.root, file))
    if (latest === undefined || latest.digest !== digestOf(source)) sources.set(file, source)
    return source
  }

  const store = {
    contentDir,
    /**
     * Every page file of the content folder, sorted, listed once (again after `rescan`): not `_` files,
     * nor `draft: true` pages unless `includeDrafts` (the dev server).
     */
    files: () => {
      if (files) return files
      if (options.routes) return (files = [...options.routes.keys()])
      const found = findMarkdownFiles(contentDir, isIncluded)
      const isDraft = (file: string) => options.includeDrafts !== true && store.frontMatterOf(file).draft === true
      drafts = found.filter(isDraft)
      return (files = found.filter((file) => !isDraft(file)))
    },
    /** The doc ids of the `draft: true` pages `files` leaves out: Docusaurus drops them from its sidebars. */
    draftDocIds: (): Set<string> => {
      store.files()
      return new Set(drafts.map((file) => docIdOf(path.relative(contentDir, file).split(path.sep).join('/'), store.frontMatterOf(file))))
    },
    /** A file's route, from its path and front matter `id` and `slug` (shared/routes.ts). */
    routeOf: (file: string) => {
      let route = routes?.get(file) ?? options.routes?.get(file)
      if (route === undefined)
        (routes ??= new Map()).set(file, (route = fileToRoute(path.relative(contentDir, file), store.frontMatterOf(file))))
      return route
    },
    /** A file's front matter: its compiled page's, else a cheap read of the top of its latest source. */
    frontMatterOf(file: string): FrontMatter {
      const page = pages.get(file)
      if (page && isLatest(page, file)) return page.frontmatter
      return store.previewOf(file).frontmatter
    },
    /**
     * A file's summary and front matter from its top. Listing the pages reads only the first bytes of a
     * file not read yet (readTop): a page whose front matter gives its title needs no more, and no
     * markdown parse (readTitledFrontMatter); any other is read whole and its top parsed (readPageTop).
     */
    previewOf(file: string) {
      const latest = sources.get(file)
      const source = latest === undefined ? undefined : sourceOf(file)
      const preview = previews.get(file)
      if (preview && (source === undefined || (preview.prefix ? source.startsWith(preview.top) : source === preview.top))) return preview
      // A file not read yet this session: its preview as an earlier session read it, if the file is unchanged.
      const kept = source === undefined ? previewCache?.get(file) : undefined
      if (kept) {
        const read = { top: kept.top, prefix: true, summary: summaryOf(kept.frontmatter, file), frontmatter: kept.frontmatter }
        previews.set(file, read)
        return read
      }
      const top = source === undefined ? readTop(file) : undefined
      if (top?.complete) sources.set(file, top.text)
      const titled = top && readTitledFrontMatter(top.text, file, top.complete)
      let read: { top: string; prefix: boolean; summary: PageSummary; frontmatter: FrontMatter }
      if (titled) {
        read = { top: titled.top, prefix: true, summary: titled.summary, frontmatter: titled.frontmatter }
        previewCache?.keep(file, top.stats, { top: titled.top, frontmatter: titled.frontmatter })
      } else {
        const whole = sourceOf(file)
        read = { top: whole, prefix: false, ...readPageTop(whole, file) }
      }
      // The summary's and front matter's strings are slices of the read they came from: copied, a preview
      // kept to the end of the build does not keep that read alive. `top` is not copied: it is that read's
      // own text (the whole source, which `sources` holds too) or at most its first 4 KB.
      read = { ...read, summary: structuredClone(read.summary), frontmatter: structuredClone(read.frontmatter) }
      previews.set(file, read)
      return read
    },
    /** The dev server: writes the previews read so far for the next start (previewCache.ts), if any is new. */
    savePreviews: () => previewCache?.save(),
    isPage: (id: string) =>
      PAGE_EXTENSION.test(id) &&
      path.resolve(id).startsWith(contentDir + path.sep) &&
      !isPartialPath(path.relative(contentDir, id)) &&
      isIncluded(path.relative(contentDir, path.resolve(id)).split(path.sep).join('/')),
    /** Every page as the sidebar generator and doc-id links read it. */
    sidebarPages: (): SidebarSourcePage[] =>
      store.files().map((file) => {
        const frontmatter = store.frontMatterOf(file)
        // The dev server lists every page again for each page it serves: a file's path and doc id are
        // worked out again only when its front matter has changed.
        let known = sidebarFacts.get(file)
        if (known?.frontmatter !== frontmatter) {
          const relative = known?.file ?? path.relative(contentDir, file).split(path.sep).join('/')
          sidebarFacts.set(file, (known = { file: relative, docId: docIdOf(relative, frontmatter), frontmatter }))
        }
        return { file: known.file, route: store.routeOf(file), docId: known.docId, frontmatter }
      }),
    /** Whether a file is read as MDX (the `markdown.format` option); such a file that is not a page is a partial. */
    isMdx: (id: string) => isMdxFile(id, options.format ?? 'detect'),
    /** The file of a route, if the folder has one. */
    fileOf: (route: string) => store.files().find((file) => store.routeOf(file) === route),
    /**
     * The file of a route for the dev server's page HTML (its preload hint), which need not wait for every
     * page's front matter: a file named after the route (`<route>.md`, `<route>/index.md`) that has that
     * route, found by reading that file alone; else fileOf. (Two files at one route, which a build refuses,
     * may give the other one.)
     */
    fileOfNamedRoute(route: string): string | undefined {
      const listedFiles = (listed ??= new Set(store.files()))
      const base = path.join(contentDir, route)
      for (const candidate of [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')])
        if (listedFiles.has(candidate) && store.routeOf(candidate) === route) return candidate
      return store.fileOf(route)
    },
    /** The file of a route, from a table made once per listing (builds: every page's route is asked for). */
    fileOfRoute(route: string): string | undefined {
      fileByRoute ??= new Map(store.files().map((file) => [store.routeOf(file), file]))
      return fileByRoute.get(route)
    },
    /** Lists the folder again (a rebuild starts, or a file was added or removed) and forgets what that file held. */
    rescan(changedFile?: string) {
      files = undefined
      listed = undefined
      routes = undefined
      fileByRoute = undefined
      if (changedFile) {
        sources.delete(changedFile)
        pages.delete(changedFile)
        previews.delete(changedFile)
      }
    },

    async compile(file: string, source = sourceOf(file)): Promise<DocsPage> {
      // The same text again (a build's: the bundler's own read of the file, handed to its transform hook)
      // is not kept beside the first: both were held to the end of the build.
      if (!isLatestSource(file, source)) {
        routes = fileByRoute = undefined
        sources.set(file, source)
      }
      const cached = pages.get(file)
      if (cached && isLatest(cached, file) && !released.has(cached)) return cached
      // The dev server starts compiling an edited page as soon as it sees the change; the module request
      // that follows waits for that compile instead of starting a second one.
      const inFlight = compiling.get(file)
      if (inFlight?.source === source) return inFlight.page
      const page = compileNow(file, source)
      compiling.set(file, { source, page })
      try {
        return await page
      } finally {
        if (compiling.get(file)?.page === page) compiling.delete(file)
      }
    },

    /**
     * A `.md`/`.mdx` page of the pages folder at its route: compiled as a page is (once per source), kept
     * apart from the content's pages (`sitePages`).
     */
    async compileSitePage(file: string, source: string, route: string): Promise<DocsPage> {
      const cached = markdownSitePages.get(file)
      if (cached?.source === source && cached.route === route) return cached
      const kept = await cacheSession?.get(file, source, route)
      if (kept) keptFiles.push(file)
      const page = kept ? { ...kept, absolutePath: file, source } : await compileToPage(file, source, route)
      if (!kept) cacheSession?.save(file, source, route, page)
      markdownSitePages.set(file, page)
      return page
    },
    /** The markdown pages of the pages folder compiled so far (every one after a build's `buildStart`). */
    sitePages: (): DocsPage[] => [...markdownSitePages.values()],

    /** An MDX file a page imports (a partial), compiled once per source. */
    async compilePartial(file: string, source: string): Promise<CompiledPartial> {
      const cached = partials.get(file)
      if (cached?.source === source) return cached.compiled
      const compiled = await (await pipeline).compilePartial(source, file)
      partials.set(file, { source, compiled })
      return compiled
    },

    /** Forgets a file's source and page (a compile worker, once the build has the page). */
    forget(file: string) {
      sources.delete(file)
      pages.delete(file)
      previews.delete(file)
    },

    /**
     * Compiles every file (`only` those it accepts: a split build's shard), on worker threads when the
     * site is large enough (compileWorkers.ts); returns the errors of those that failed (each page keeps
     * its warnings).
     */
    async compileAll(only?: (file: string) => boolean): Promise<string[]> {
      const errors: string[] = []
      // The pages kept from an earlier build whose inputs are all the same are taken as they are.
      cacheSession = pageCache?.session()
      keptFiles = []
      const wanted = only ? store.files().filter(only) : store.files()
      const toCompile = cacheSession ? await store.keptPages(cacheSession, wanted) : wanted
      const threads = compileThreads(toCompile.length, { remark: options.remarkPlugins, rehype: options.rehypePlugins })
      if (threads > 0) {
        const { pagesDir: _, ...workerOptions } = compileOptions
        const setup = {
          options: { ...workerOptions, codeCacheDir: options.codeCacheDir },
          routes: store.files().map((file): [string, string] => [file, store.routeOf(file)]),
        }
        const files = toCompile.map((file) => ({ file, source: sourceOf(file) }))
        // Pages whose JavaScript tabs are to be made go to the workers first: typescript and Prettier load there.
        const kept = (await pipeline).codeResultsKept
        const withTabs = codeTabs ? files.filter(({ source }) => !kept(source) && typescriptFences(source).length) : []
        const compileHere = async (file: string): Promise<LocalReply> => {
          try {
            await store.compile(file)
            return { file, here: true }
          } catch (error) {
            if (!(error instanceof PageError)) throw error
            return { file, here: true, problems: error.problems }
          }
        }
        const onResult = (reply: WorkerReply | LocalReply) => {
          if ('problems' in reply && reply.problems) errors.push(...reply.problems)
          if ('here' in reply) return // counted and kept by `compile`
          compiles++
        }
        const onPage = (file: string, compiled: CompiledInWorker) => {
          const source = sourceOf(file)
          cacheSession?.save(file, source, undefined, compiled)
          pages.set(file, keep(file, { ...compiled, absolutePath: file, source }))
        }
        await compileInWorkers(files, setup, threads, onResult, onPage, compileHere, new Set(withTabs.map(({ file }) => file)))
        return errors
      }
      // This thread, with the JavaScript tabs on a worker beside it (compileOnThisThread.ts).
      const compile = (file: string) => store.compile(file)
      return compileOnThisThread({ files: toCompile, sourceOf, compile, pipeline: await pipeline, codeTabs: Boolean(options.codeTabs) })
    },

    /**
     * Takes every page of `files` the page cache keeps valid (pageCache.ts) as if compiled; returns those left to
     * compile, in order (among them any that cannot be read: their compile reports why).
     */
    async keptPages(session: PageCacheSession, files: string[] = store.files()): Promise<string[]> {
      const left: string[] = []
      for (const file of files) {
        let source: string
        try {
          source = sourceOf(file)
        } catch {
          left.push(file)
          continue
        }
        const kept = await session.get(file, source)
        if (kept) pages.set(file, keep(file, { ...kept, absolutePath: file, source }))
        else left.push(file)
      }
      const compiling = new Set(left)
      keptFiles = files.filter((file) => !compiling.has(file))
      return left
    },

    /**
     * Removes from the page cache the pages this build did not look up (pageCache.ts `sweep`), and from the
     * code cache the pages' results unused for a month (codeCache.ts `pruneCodeCache`): call once every page
     * of the site, the pages folder's too, was compiled or taken from the cache, never after a shard's compile.
     */
    sweepCaches(): void {
      cacheSession?.sweep()
      if (options.codeCacheDir && process.env.DOCS_CODE_CACHE !== 'off') pruneCodeCache(options.codeCacheDir)
    },

    /** Whether compiled pages are kept between builds (pageCache.ts): a split build's shards hand theirs on so. */
    keepsPages: (): boolean => pageCache !== undefined,

    /** The pages this build took from the page cache (pageCache.ts) instead of compiling them (the pages folder's too). */
    keptFiles: (): string[] => keptFiles,

    /** How many times a page was compiled (each page once per source). */
    compileCount: () => compiles,

    /**
     * The build is over: its page bodies on disk are removed (bodySpill.ts). The pages stay listed (their
     * front matter, links and ids), but the next build compiles them again: their bodies are gone. A store
     * without a spill folder (dev) keeps everything.
     */
    releaseBuild() {
      if (!spill) return
      spill.remove()
      for (const page of pages.values()) released.add(page)
    },

    /** Lets go of every page's search sections (a build, once its search index is made: DocsPluginApi). */
    releaseSearchSections() {
      for (const page of [...pages.values(), ...markdownSitePages.values()]) page.searchSections = []
    },

    /** The compiled pages, in file order (in dev, those compiled so far). */
    pages: (): DocsPage[] => store.files().flatMap((file) => pages.get(file) ?? []),
    /** A file's compiled page, if it has been compiled. */
    page: (file: string): DocsPage | undefined => pages.get(file),

    /** What the manifest lists of a file: from its compiled page, else from a cheap read of its latest source. */
    summaryOf(file: string): PageSummary {
      const page = pages.get(file)
      if (page && isLatest(page, file)) return page.summary
      return store.previewOf(file).summary
    },

    /** Takes a file's new source (dev, on save); says whether its summary changed. */
    sourceChanged(file: string, source: string): boolean {
      const before = JSON.stringify([store.summaryOf(file), store.routeOf(file)])
      sources.set(file, source)
      routes = fileByRoute = undefined // an edited id or slug moves the page
      return JSON.stringify([store.summaryOf(file), fileToRoute(path.relative(contentDir, file), store.frontMatterOf(file))]) !== before
    },

    /** The page chunk's final URL, known once the client bundle is generated. */
    setChunkUrl(file: string, url: string) {
      const page = pages.get(file)
      if (page) page.url = url
    },
  }
  return store
}

/** What `sources` holds for a file whose text is on disk with its compiled page (a build's). */
interface SpilledSource {
  digest: string
}

const digestOf = (source: string) => hash('sha1', source, 'base64')

/** How much of a file listing the pages reads first: front matter longer than this is read whole. */
const topBytes = 4096
/** readTop's buffer, one for every file: each read is decoded before the next. */
let topBuffer: Buffer | undefined
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The first lines of a file's text (to its last line ending within `topBytes`), or its whole text when it
 * is that short (`complete`), with the file's state (`stats`); undefined when they are not valid UTF-8 (the
 * whole read names the place).
 */
function readTop(file: string): { text: string; complete: boolean; stats: Stats } | undefined {
  const bytes = (topBuffer ??= Buffer.allocUnsafe(topBytes))
  const fd = openSync(file, 'r')
  let length: number
  let stats: Stats
  try {
    // Before the read: a change made after it is one the preview cache then sees (previewCache.ts).
    stats = fstatSync(fd)
    length = readSync(fd, bytes, 0, topBytes, 0)
  } finally {
    closeSync(fd)
  }
  const complete = length < topBytes
  // A line ending's byte never occurs inside a multi-byte character: the cut splits none.
  const end = complete ? length : bytes.lastIndexOf(0x0a, length - 1) + 1
  try {
    return { text: utf8.decode(bytes.subarray(0, end)), complete, stats }
  } catch {
    return undefined
  }
}

/**
 * A page's text, read as UTF-8. Bytes that are not valid UTF-8 fail the page with the line and column of
 * the first of them (read leniently, they would become U+FFFD, and the bundler's own read fails naming
 * no line).
 */
export function readSource(file: string, name: string): string {
  const bytes = readFileSync(file)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new PageError([formatProblem(name, ...firstInvalidUtf8(bytes), 'not valid UTF-8 here: save the file as UTF-8')])
  }
}

/** Line and column (in characters) of the first byte sequence that is not valid UTF-8. */
function firstInvalidUtf8(bytes: Uint8Array): [line: number, column: number] {
  const strict = new TextDecoder('utf-8', { fatal: true })
  const lenient = new TextDecoder('utf-8')
  let line = 1
  let start = 0
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start)
    if (end === -1) end = bytes.length
    const lineBytes = bytes.subarray(start, end)
    try {
      strict.decode(lineBytes)
    } catch {
      // The first replacement character the lenient decoder makes; a genuine U+FFFD before it is rare.
      return [line, lenient.decode(lineBytes).indexOf('\uFFFD') + 1 || 1]
    }
    line++
    start = end + 1
  }
  return [1, 1]
}
