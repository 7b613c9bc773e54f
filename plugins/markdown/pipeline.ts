import path from 'node:path'
import { unified, type PluggableList } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import remarkRehype from 'remark-rehype'
import { VFile } from 'vfile'
import type { Root as HastRoot, Nodes as HastNodes } from 'hast'
import type { FrontMatter, HastNode, TocEntry } from '../../shared/types.ts'
import { remarkFrontMatter } from './frontMatter.ts'
import { rehypeRawHtml } from './rawHtml.ts'
import { admonitionTypes, remarkDirectives } from './directives.ts'
import { remarkAdmonitionTitles } from './admonitionTitles.ts'
import { remarkLinkProtocols } from './linkProtocols.ts'
import { resolveMarkdownOptions, type MarkdownOptions } from './options.ts'
import { remarkHeadingIds } from './headingIds.ts'
import { remarkToc } from './toc.ts'
import { remarkCodeBlocks } from './codeBlocks.ts'
import { rehypeLinks, rehypeCollectIds, type LinkRecord } from './links.ts'
import { fileToRoute } from '../../shared/routes.ts'
import { rehypeImages } from './images.ts'
import { installLinearEditMap } from './linearEditMap.ts'
import { createCodeHighlighter } from './highlighter.ts'
import { formatProblem, PageError } from './problems.ts'

declare module 'vfile' {
  interface DataMap {
    contentPath: string
    frontmatter: FrontMatter
    toc: TocEntry[]
    links: LinkRecord[]
    ids: Set<string>
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
}

export interface CompiledPage {
  /** Source file relative to the project root, e.g. `content/api/store.md`. */
  file: string
  route: string
  frontmatter: FrontMatter
  toc: TocEntry[]
  tree: HastNode
  links: LinkRecord[]
  ids: Set<string>
  /** Formatted `file:line:col  reason`. */
  warnings: string[]
}

export interface MarkdownPipeline {
  compile(source: string, absolutePath: string): Promise<CompiledPage>
}

/** The pipeline's markdown parser (front matter, GFM, directives), without its transforms; the content checks read pages with it. */
export function createMarkdownParser() {
  return unified()
    .use(remarkParse)
    .use(remarkAdmonitionTitles, { names: [...admonitionTypes, 'details'] })
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkDirective)
}

/** The markdown pipeline, in the order the steps run. */
export async function createMarkdownPipeline(options: PipelineOptions): Promise<MarkdownPipeline> {
  await installLinearEditMap()
  const highlighter = createCodeHighlighter()
  const markdown = resolveMarkdownOptions(options.markdown)
  const processor = createMarkdownParser()
    .use(remarkFrontMatter)
    .use(remarkDirectives)
    .use(remarkLinkProtocols)
    .use(remarkHeadingIds)
    .use(remarkToc)
    .use(options.remarkPlugins ?? [])
    .use(remarkCodeBlocks, { highlighter })
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml, { iframeHosts: markdown.iframeHosts })
    .use(options.rehypePlugins ?? [])
    .use(rehypeLinks, { routeOfFile: options.routeOfFile })
    .use(rehypeImages, { publicDir: options.publicDir })
    .use(rehypeCollectIds)

  return {
    async compile(source, absolutePath) {
      const file = new VFile({ value: source, path: absolutePath })
      const relative = path.relative(options.root, absolutePath)
      file.data.contentPath = path.relative(options.contentDir, absolutePath)
      const tree = (await processor.run(processor.parse(file), file)) as HastRoot
      const format = (fatal: boolean) =>
        file.messages
          .filter((message) => Boolean(message.fatal) === fatal)
          // In the order of the file, whichever step found them.
          .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))
          .map((message) => formatProblem(relative, message.line, message.column, message.reason))
      const errors = format(true)
      if (errors.length) throw new PageError(errors)
      return {
        file: relative,
        route: fileToRoute(file.data.contentPath, file.data.frontmatter),
        frontmatter: file.data.frontmatter!,
        toc: file.data.toc ?? [],
        tree: stripPositions(tree),
        links: file.data.links ?? [],
        ids: file.data.ids ?? new Set(),
        warnings: format(false),
      }
    },
  }
}

/** Positions and data are build-time bookkeeping; the browser only needs the shape. */
function stripPositions(node: HastNodes): HastNode {
  const out: HastNode = { type: node.type } as HastNode
  if ('tagName' in node) {
    out.tagName = node.tagName
    out.properties = node.properties
  }
  if ('value' in node) out.value = node.value
  if ('children' in node) out.children = node.children.map((child) => stripPositions(child as HastNodes))
  return out
}
