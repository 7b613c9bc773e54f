import path from 'node:path'
import { unified, type Pluggable, type PluggableList } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import { VFile } from 'vfile'
import type { Root as HastRoot, Nodes as HastNodes } from 'hast'
import type { FrontMatter, HastNode, TocEntry } from '../../shared/types.ts'
import { remarkFrontMatter } from './frontMatter.ts'
import { rehypeRawHtml } from './rawHtml.ts'
import { containerDirectiveNames, remarkDirectives } from './directives.ts'
import { admonitionTitlesToLabels, remarkAdmonitionTitles } from './admonitionTitles.ts'
import { createIncrementalParser } from './incrementalParse.ts'
import { remarkLinkProtocols } from './linkProtocols.ts'
import { remarkUnsafeJsx } from './mdx/unsafeJsx.ts'
import { resolveMarkdownOptions, type MarkdownOptions } from './options.ts'
import { remarkHeadingIds } from './headingIds.ts'
import { remarkToc, type TocLevels } from './toc.ts'
import { remarkCodeBlocks } from './codeBlocks.ts'
import { remarkCodeTabs, type Transpile } from './codeTabs.ts'
import { rehypeLinks, rehypeCollectIds, type LinkRecord } from './links.ts'
import { fileToRoute } from '../../shared/routes.ts'
import { rehypeImages } from './images.ts'
import { installLinearEditMap } from './linearEditMap.ts'
import { remarkSyntaxAsNeeded } from './syntaxAsNeeded.ts'
import { fastParse } from './fastParse/index.ts'
import { createCodeHighlighter } from './highlighter.ts'
import { createCodeCache, type PageCodeResults } from './codeCache.ts'
import { formatProblem, PageError } from './problems.ts'
import { sourceLimitProblems } from './sourceLimits.ts'
import { isMdxFile, pageIsMdx, type MarkdownFormat } from './mdx/format.ts'
import type { MdxCompiler } from './mdx/mdxCompiler.ts'
import { rehypeHideHashLinks, rehypeRestoreHashLinks } from './mdx/partials.ts'
import { compileReadsOf, type CompileReads } from './compileReads.ts'

declare module 'vfile' {
  interface DataMap {
    contentPath: string
    /** The page's route when its file is not a content page (a markdown page of the pages folder). */
    route?: string
    frontmatter: FrontMatter
    toc: TocEntry[]
    links: LinkRecord[]
    ids: Set<string>
    /** The page's code block results kept between builds (codeCache.ts); absent: computed every time. */
    codeResults?: PageCodeResults
  }
}

export interface PipelineOptions {
  /** Absolute path of the content folder. */
  contentDir: string
  /** Absolute path of `public/` (image sizes, asset links). */
  publicDir: string
  /** Project root; file names in messages are relative to it. */
  root: string
  remarkPlugins?: PluggableList
  rehypePlugins?: PluggableList
  /** How pages are read (docsPlugin's `markdown` option). */
  markdown?: MarkdownOptions
  /**
   * The route of a content file (relative to the content folder, with `/`), undefined when there is no
   * such page: `.md` links become their target's route whatever its `id` or `slug`. Without it (a page
   * compiled alone) a linked file is taken to have its default route.
   */
  routeOfFile?: (contentRelativeFile: string) => string | undefined
  /** Absolute path of the pages folder, whose markdown pages resolve `/x.md` links from it (links.ts). */
  pagesDir?: string
  /** How files are read: `detect` (default) `.mdx` as MDX and `.md` as CommonMark, `mdx` both as MDX, `md` both as CommonMark. */
  format?: MarkdownFormat
  /** Module MDX pages take the site's components from (`useMDXComponents`); absolute path. */
  mdxComponents?: string
  /** The table of contents' levels when a page's front matter gives none (docsPlugin's `toc`; default 2..3). */
  toc?: TocLevels
  /** TypeScript examples as TypeScript/JavaScript tabs, the JavaScript made at build time (codeTabs.ts). */
  codeTabs?: boolean
  /** Keep each file's last parse and re-parse only the blocks a save changed (the dev server; incrementalParse.ts). */
  incremental?: boolean
  /** Keep code blocks' highlighting and JavaScript tabs in this folder between builds (codeCache.ts); absent: none kept. */
  codeCacheDir?: string
}

export interface CompiledPage {
  /** Source file relative to the project root, e.g. `content/api/store.md`. */
  file: string
  route: string
  frontmatter: FrontMatter
  toc: TocEntry[]
  /** The page's own leading `# H1`, as text (Docusaurus' contentTitle): the body shows it, the layout makes no heading. */
  contentTitle?: string
  tree: HastNode
  links: LinkRecord[]
  ids: Set<string>
  /** Formatted `file:line:col  reason`. */
  warnings: string[]
  /** An MDX page's module code (MDX-compiled JavaScript); undefined for a markdown page, which ships `tree`. */
  code?: string
  /** The `.md`/`.mdx` files an MDX page imports (absolute paths). */
  partials?: string[]
  /** What the compile read besides the source and options (compileReads.ts): a kept page is checked against it. */
  reads: CompileReads
}

/** A compiled partial: its module code, and its links and ids for the pages that import it. */
export interface CompiledPartial {
  file: string
  code: string
  links: LinkRecord[]
  ids: Set<string>
  partials: string[]
  reads: CompileReads
}

export interface MarkdownPipeline {
  /**
   * A page; `route` for a file routed otherwise than by its place in the content folder (a pages-folder
   * page). `tree` is stripped of positions and data (stripPositions) unless `keepPositions`: a caller that
   * reads only the tree's shape (compactTree: the content store) is spared copying the whole tree.
   */
  compile(source: string, absolutePath: string, route?: string, keepPositions?: boolean): Promise<CompiledPage>
  /** An MDX file imported by a page (a partial). */
  compilePartial(source: string, absolutePath: string): Promise<CompiledPartial>
  /** Whether a file is read as MDX under the pipeline's `format`. */
  isMdx(absolutePath: string): boolean
  /** Makes the JavaScript tabs with this from now on (a build's worker: tabsWorker.ts); undefined: on this thread. */
  useTranspiler(transpile: Transpile | undefined): void
  /** Whether the code cache holds a page with this source (its JavaScript tabs need no transpiling). */
  codeResultsKept(source: string): boolean
}

/** The pipeline's markdown parser (front matter, GFM, directives), without its transforms; the content checks read pages with it. */
export function createMarkdownParser() {
  return createSyntaxParser().use(remarkAdmonitionTitles, { names: containerDirectiveNames })
}

/**
 * The parser and its syntax extensions (front matter, GFM, directives), without admonitionTitles' rewrite
 * of the source (which wraps it). GFM and directives are remark-gfm's and remark-directive's, each page
 * parsed with those its text can hold (syntaxAsNeeded.ts).
 */
export function createSyntaxParser() {
  return unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkSyntaxAsNeeded)
}

/** The same parser with every extension on every page (remark-gfm, remark-directive): what syntaxAsNeeded.ts must equal. */
export async function createFullSyntaxParser() {
  const [{ default: remarkGfm }, { default: remarkDirective }] = await Promise.all([import('remark-gfm'), import('remark-directive')])
  return unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective)
}

/**
 * The steps every page goes through, markdown or MDX, in the order they run. A partial (an MDX file a page
 * imports) needs no front matter and has no table of contents of its own (it keeps its leading H1).
 */
export function contentSteps(
  options: PipelineOptions,
  highlighter: ReturnType<typeof createCodeHighlighter>,
  kind: 'page' | 'partial' = 'page',
  transpiler?: () => Transpile | undefined,
) {
  const remark: PluggableList = [
    ...(kind === 'page' ? [remarkFrontMatter] : []),
    remarkDirectives,
    remarkLinkProtocols,
    remarkUnsafeJsx,
    remarkHeadingIds,
    ...(kind === 'page' ? [[remarkToc, options.toc] as Pluggable] : []),
    ...(options.remarkPlugins ?? []),
    ...(options.codeTabs ? [[remarkCodeTabs, { transpiler }] as Pluggable] : []),
    [remarkCodeBlocks, { highlighter }],
  ]
  const pagesFolder = options.pagesDir && path.relative(options.contentDir, options.pagesDir).split(path.sep).join('/')
  const links: Pluggable = [rehypeLinks, { routeOfFile: options.routeOfFile, pagesFolder }]
  const rehype: PluggableList = [
    ...(options.rehypePlugins ?? []),
    ...(kind === 'partial' ? [rehypeHideHashLinks, links, rehypeRestoreHashLinks] : [links]),
    [rehypeImages, { publicDir: options.publicDir }],
    rehypeCollectIds,
  ]
  return { remark, rehype }
}

/** The markdown pipeline, in the order the steps run; MDX files go through the same steps (mdx/mdxCompiler.ts). */
export async function createMarkdownPipeline(options: PipelineOptions): Promise<MarkdownPipeline> {
  await installLinearEditMap()
  const highlighter = createCodeHighlighter({ remember: options.incremental })
  const codeCache = options.codeCacheDir ? createCodeCache(options.codeCacheDir, options.root) : undefined
  const markdown = resolveMarkdownOptions(options.markdown)
  let transpile: Transpile | undefined
  const transpiler = () => transpile
  const steps = contentSteps(options, highlighter, 'page', transpiler)
  // Imported here, not at the top: Vite bundles the engine into the config in one file, where a package
  // imported at a module's top is loaded by every build, one that compiles no page too.
  const { default: remarkRehype } = await import('remark-rehype')
  // Raw HTML is CommonMark's alone: in MDX it is JSX, which the MDX compiler reads.
  const processor = createMarkdownParser()
    .use(steps.remark)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml, { iframeHosts: markdown.iframeHosts })
    .use(steps.rehype)
  // Loaded with the first MDX file: a site without any never loads the MDX compiler.
  let mdxCompiler: Promise<MdxCompiler> | undefined
  const mdx = () =>
    (mdxCompiler ??= import('./mdx/mdxCompiler.ts').then(({ createMdxCompiler }) =>
      createMdxCompiler(options, steps, contentSteps(options, highlighter, 'partial', transpiler)),
    ))
  const isMdx = (absolutePath: string) => isMdxFile(absolutePath, options.format ?? 'detect')
  const incremental = options.incremental ? createIncrementalParser(createSyntaxParser()) : undefined
  // The pages fastParse reproduces exactly skip micromark, which parses ~15× slower (fastParse/index.ts);
  // DOCS_PARSER=micromark parses every page with micromark (the reference, for comparing the two). Not
  // with the site's own remark plugins: one may add syntax (micromark extensions) fastParse knows nothing of.
  const fast = process.env.DOCS_PARSER !== 'micromark' && !options.remarkPlugins?.length
  const parse = (file: VFile) => {
    if (!incremental && !fast) return processor.parse(file)
    // What remarkAdmonitionTitles does inside processor.parse, once for the whole file.
    const text = admonitionTitlesToLabels(String(file.value), containerDirectiveNames)
    if (incremental) {
      file.value = text
      return incremental.parse(String(file.path), text)
    }
    const tree = fastParse(text)
    // Declined: micromark parses the file as it came (its own admonition step runs again).
    if (!tree) return processor.parse(file)
    file.value = text
    return tree
  }

  const newFile = (source: string, absolutePath: string) => {
    const file = new VFile({ value: source, path: absolutePath })
    file.data.contentPath = path.relative(options.contentDir, absolutePath)
    return file
  }
  const problems = (file: VFile, fatal: boolean) =>
    file.messages
      .filter((message) => Boolean(message.fatal) === fatal)
      // In the order of the file, whichever step found them.
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))
      .map((message) => formatProblem(path.relative(options.root, String(file.path)), message.line, message.column, message.reason))

  return {
    isMdx,
    useTranspiler: (chosen) => void (transpile = chosen),
    codeResultsKept: (source) => codeCache?.has(source) ?? false,
    async compile(source, absolutePath, route, keepPositions) {
      const file = newFile(source, absolutePath)
      if (route !== undefined) file.data.route = route
      let tree: HastRoot
      let code: string | undefined
      const tooLarge = sourceLimitProblems(source)
      if (tooLarge.length)
        throw new PageError(
          tooLarge.map(({ line, column, reason }) => formatProblem(path.relative(options.root, absolutePath), line, column, reason)),
        )
      const format = pageIsMdx(absolutePath, source, options.format ?? 'detect')
      if (format.problem)
        throw new PageError([formatProblem(path.relative(options.root, absolutePath), format.problem.line, 1, format.problem.reason)])
      const mdxPage = format.mdx
      file.data.codeResults = codeCache?.forPage(source)
      if (mdxPage) ({ tree, code } = await (await mdx()).compilePage(file))
      else tree = (await processor.run(parse(file), file)) as HastRoot
      file.data.codeResults?.save()
      const errors = problems(file, true)
      if (errors.length) throw new PageError(errors)
      return {
        file: path.relative(options.root, absolutePath),
        route: route ?? fileToRoute(file.data.contentPath!, file.data.frontmatter),
        frontmatter: file.data.frontmatter!,
        toc: file.data.toc ?? [],
        contentTitle: file.data.contentTitle,
        tree: keepPositions ? (tree as HastNode) : stripPositions(tree),
        links: file.data.links ?? [],
        ids: file.data.ids ?? new Set(),
        warnings: problems(file, false),
        code,
        partials: file.data.partials,
        reads: compileReadsOf(file),
      }
    },
    async compilePartial(source, absolutePath) {
      const file = newFile(source, absolutePath)
      const code = await (await mdx()).compilePartial(file)
      const errors = problems(file, true)
      if (errors.length) throw new PageError(errors)
      const relative = path.relative(options.root, absolutePath)
      return {
        file: relative,
        code,
        links: file.data.links ?? [],
        ids: file.data.ids ?? new Set(),
        partials: file.data.partials ?? [],
        reads: compileReadsOf(file),
      }
    },
  }
}

/** Positions and data are build-time bookkeeping; the browser only needs the shape. */
export function stripPositions(node: HastNodes): HastNode {
  const out: HastNode = { type: node.type } as HastNode
  if ('tagName' in node) {
    out.tagName = node.tagName
    out.properties = node.properties
  }
  if ('value' in node) out.value = node.value
  if ('children' in node) out.children = node.children.map((child) => stripPositions(child as HastNodes))
  return out
}
