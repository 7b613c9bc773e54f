import path from 'node:path'
import { transform } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { loadPages, type CodeBlock, type Page } from '../../scripts/content/pages.ts'
import { checkParse } from '../../scripts/content/parse.ts'
import { checkTypes } from '../../scripts/content/typecheck.ts'
import { checkRun } from '../../scripts/content/run.ts'
import { formatProblemsByFile } from '../../scripts/content/problems.ts'
import { javascriptTitle, typescriptToJavaScript } from '../../plugins/markdown/typescriptToJavaScript.ts'

// Code copied from either tab runs: every page's TypeScript examples, as the JavaScript tabs the build
// makes of them (plugins/markdown/codeTabs.ts), go through the checks every JavaScript block of the site
// goes through (CONTRIBUTING.md "Every example is checked"): they parse, their names and imports resolve
// (the type check, imports of the page's other titled files included) and, for `run` blocks, they run.
// A problem names the TypeScript block's page and line.

const root = path.resolve(import.meta.dirname, '../..')
const hasTab = (block: CodeBlock) => (block.lang === 'ts' || block.lang === 'tsx') && !block.flags.has('fragment')

/** The page as a reader who always picks JavaScript sees it. */
async function asJavaScript(page: Page): Promise<Page> {
  const prettierConfig = path.join(root, page.file)
  const blocks = await Promise.all(
    page.blocks.map(async (block): Promise<CodeBlock> => {
      if (!hasTab(block)) return block
      const lang = block.lang === 'tsx' ? 'jsx' : 'js'
      const title = block.title && javascriptTitle(block.title)
      return { ...block, lang, title, value: await typescriptToJavaScript(block.value, block.lang as 'ts' | 'tsx', prettierConfig) }
    }),
  )
  return { ...page, blocks }
}

describe('the JavaScript tabs of the TypeScript examples', async () => {
  const pages = loadPages(root).filter((page) => page.blocks.some(hasTab))
  const javascriptPages = await Promise.all(pages.map(asJavaScript))

  it('exist: the site has TypeScript examples, and their tabs hold no TypeScript', () => {
    const tabs = javascriptPages.flatMap((page, index) => page.blocks.filter((_block, at) => hasTab(pages[index].blocks[at])))
    expect(tabs.length).toBeGreaterThan(50)
    expect(new Set(tabs.map((block) => block.lang))).toEqual(new Set(['js', 'jsx']))
  })

  // Not every type error: without its annotations, JavaScript infers less (an entity adapter's entity, a
  // thunk's argument), which a reader's JavaScript project does not check. What would break the copied
  // code is: TypeScript syntax left over, a name or an import that does not resolve.
  const breaksJavaScript = /^TS(1\d{3}|8\d{3}|2304|2305|2307|2552|2614|2724)\b/

  it('parse, and their names and imports resolve, as the checks read every JavaScript block', async () => {
    const problems = [...(await checkParse(javascriptPages)), ...checkTypes(javascriptPages, { root }).filter((problem) => breaksJavaScript.test(problem.message))]
    expect(formatProblemsByFile(problems)).toBe('')
  }, 240_000)

  it('run, where the TypeScript block is a `run` block (JSX through a JSX transform, as a reader runs it)', async () => {
    const running = await Promise.all(
      javascriptPages
        .filter((_page, index) => pages[index].blocks.some((block) => hasTab(block) && block.flags.has('run')))
        .map(async (page) => ({ ...page, blocks: await Promise.all(page.blocks.map(withoutJsx)) })),
    )
    expect(running.length).toBeGreaterThan(0)
    expect(formatProblemsByFile(await checkRun(running, { root }))).toBe('')
  }, 120_000)
})

/** A `jsx` block as plain JavaScript (React's automatic runtime): Node runs no JSX. */
async function withoutJsx(block: CodeBlock): Promise<CodeBlock> {
  if (block.lang !== 'jsx' || !block.flags.has('run')) return block
  const { code } = await transform(block.value, { loader: 'jsx', jsx: 'automatic', format: 'esm' })
  return { ...block, lang: 'js', value: code }
}
