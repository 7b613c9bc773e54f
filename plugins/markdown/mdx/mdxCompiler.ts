import remarkFrontmatter from 'remark-frontmatter'
import type { PluggableList } from 'unified'
import type { Root as HastRoot } from 'hast'
import type { VFile } from 'vfile'
import { mdx1Compat } from './mdx1Compat.ts'
import { rehypeKeepPlainTree } from './plainTree.ts'
import { remarkCollectPartials } from './partials.ts'
import { remarkDropRepeatedImports } from './duplicateImports.ts'

export type MdxCompiler = Awaited<ReturnType<typeof createMdxCompiler>>

interface Steps {
  remark: PluggableList
  rehype: PluggableList
}

declare module 'vfile' {
  interface DataMap {
    /** The page's HTML tree as plain hast (search records and the link checker read it). */
    plainTree: HastRoot
  }
}

/**
 * MDX pages through @mdx-js/mdx, with the markdown pipeline's own remark and rehype steps (front matter,
 * GFM, admonitions, heading ids, TOC, highlighting, links, images, ids) run inside the MDX compile: one
 * set of steps for both kinds of page. The result is a JS module whose default export is the page's
 * component; it takes the site's components (router links, code blocks, anchored headings) from
 * `useMDXComponents` of `options.mdxComponents`, a plain function rather than a React context, so no MDX
 * runtime ships at all: the module's only runtime import is `react/jsx-runtime`, which the app loads anyway.
 */
export async function createMdxCompiler(options: { mdxComponents?: string }, pageSteps: Steps, partialSteps: Steps) {
  // Imported here, not at the top: Vite bundles the config with every engine module in one file, the
  // lazily imported ones too, so a static import would load @mdx-js/mdx (acorn, the estree tools, the
  // JS printer) at every build's start, with or without an MDX page. A package's own import() stays one.
  const [{ createProcessor }, { default: remarkGfm }, { default: remarkDirective }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('remark-directive'),
  ])
  const processorFor = (steps: Steps) =>
    createProcessor({
      format: 'mdx',
      jsxImportSource: 'react',
      providerImportSource: options.mdxComponents,
      remarkPlugins: [
        [remarkFrontmatter, ['yaml']],
        remarkGfm,
        remarkDirective,
        remarkCollectPartials,
        ...steps.remark,
        remarkDropRepeatedImports,
      ],
      rehypePlugins: [...steps.rehype, rehypeKeepPlainTree],
    })
  const page = processorFor(pageSteps)
  const partial = processorFor(partialSteps)

  /** Compiles; a syntax error becomes the page's error at its line and column, naming what MDX expected. */
  async function run(processor: typeof page, file: VFile): Promise<string> {
    file.value = mdx1Compat(String(file.value))
    try {
      return String(await processor.process(file))
    } catch (error) {
      // A remark plugin's `file.fail()` (remark-typescript-tools on a type error) is in the file's
      // messages already, with the plugin's own words and place: the page's error as it is.
      if (file.messages.includes(error as never)) return ''
      if (!isSyntaxError(error)) throw error
      const message = file.message(`MDX: ${error.reason}`, { place: { line: error.line ?? 1, column: error.column ?? 1 } })
      message.fatal = true
      return ''
    }
  }

  return {
    async compilePage(file: VFile): Promise<{ tree: HastRoot; code: string }> {
      const code = await run(page, file)
      return { tree: file.data.plainTree ?? { type: 'root', children: [] }, code }
    },
    compilePartial: (file: VFile): Promise<string> => run(partial, file),
  }
}

/** A VFileMessage thrown by MDX's parser (micromark's MDX extensions, acorn for expressions and ESM). */
function isSyntaxError(error: unknown): error is { reason: string; line?: number; column?: number } {
  return (
    error instanceof Error && error.name !== 'PageError' && typeof (error as { reason?: unknown }).reason === 'string' && 'line' in error
  )
}
