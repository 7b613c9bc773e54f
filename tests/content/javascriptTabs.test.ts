import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPages, type CodeBlock, type Page } from '../../scripts/content/pages.ts'
import { checkParse } from '../../scripts/content/parse.ts'
import { checkTypes } from '../../scripts/content/typecheck.ts'
import { checkRun } from '../../scripts/content/run.ts'
import { formatProblemsByFile } from '../../scripts/content/problems.ts'
import { javascriptTitle, typescriptToJavaScript } from '../../plugins/markdown/typescriptToJavaScript.ts'

// Code copied from either tab runs: every page's TypeScript examples, as the JavaScript tabs the build
// makes of them (plugins/markdown/codeTabs.ts), go through the checks every JavaScript block of the site
// goes through (CONTRIBUTING.md "Every example is checked"): they parse, typecheck as plain JavaScript
// (`checkJs`, imports of the page's other titled files included) and, for `run` blocks, run and assert.
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
    expect(javascriptPages.flatMap((page) => page.blocks).filter((block) => block.lang === 'js' || block.lang === 'jsx').length).toBeGreaterThan(100)
    for (const page of javascriptPages) for (const block of page.blocks) expect(block.lang).not.toMatch(/^tsx?$/)
  })

  it('parse and typecheck as JavaScript, as the checks read every JavaScript block', async () => {
    const problems = [...(await checkParse(javascriptPages)), ...checkTypes(javascriptPages, { root })]
    expect(formatProblemsByFile(problems)).toBe('')
  }, 240_000)

  it('run, where the TypeScript block is a `run` block', async () => {
    const running = javascriptPages.filter((_page, index) => pages[index].blocks.some((block) => hasTab(block) && block.flags.has('run')))
    expect(formatProblemsByFile(await checkRun(running, { root }))).toBe('')
  }, 120_000)
})
