import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { createMarkdownParser } from '../../plugins/markdown/pipeline.ts'
import { parseCodeMeta } from '../../plugins/markdown/codeBlocks.ts'
import { typescriptFences } from '../../plugins/markdown/typescriptFences.ts'
import { javascriptTabsFor, startJavascriptTabs } from '../../plugins/markdown/tabsWorker.ts'
import { TranspileError, typescriptToJavaScript } from '../../plugins/markdown/typescriptToJavaScript.ts'

// A build's JavaScript tabs made on a worker (tabsWorker.ts), handed the pages' TypeScript blocks ahead
// (typescriptFences.ts): the worker's JavaScript must be this thread's, and the blocks found ahead the
// ones the pages will ask for (else the worker works for nothing and the pages wait).

const root = path.resolve(import.meta.dirname, '../..')
const pages = findMarkdownFiles(path.join(root, 'content')).map((file) => ({ file, source: readFileSync(file, 'utf8') }))
const fence = '```'

/** The TypeScript blocks codeTabs.ts makes tabs of, as the parser reads them. */
function parsedTypescriptBlocks(source: string) {
  const blocks: { code: string; language: string }[] = []
  visit(createMarkdownParser().parse(source), 'code', (node: Code) => {
    const language = node.lang?.toLowerCase()
    const flags = parseCodeMeta(node.meta).flags
    if ((language === 'ts' || language === 'tsx') && !flags.has('fragment') && !flags.has('no-transpile'))
      blocks.push({ code: node.value, language })
  })
  return blocks
}

describe('typescriptFences', () => {
  it("finds the site's TypeScript blocks as the parser reads them, page by page", () => {
    // A page without a `ts`/`tsx` info string has no block for either (parsing all 98 pages is slow on a busy machine).
    const withFences = pages.filter(({ source }) => /(?:`{3,}|~{3,})[ \t]*tsx?\b/i.test(source))
    expect(pages.filter(({ source }) => typescriptFences(source).length).every((one) => withFences.includes(one))).toBe(true)
    expect(withFences.length).toBeGreaterThan(10)
    for (const { source } of withFences) expect(typescriptFences(source)).toEqual(parsedTypescriptBlocks(source))
  }, 120_000)

  it('reads fences in lists and quotes, longer and tilde fences, and skips fragments and other languages', () => {
    const source = [
      '- item',
      '',
      `  ${fence}ts title="a.ts"`,
      '  const a: number = 1',
      `  ${fence}`,
      '',
      '> ~~~~tsx',
      '> const b = <i />',
      '> ~~~~',
      '',
      `${fence}ts fragment`,
      'x: 1',
      fence,
      '',
      `${fence}js`,
      'const c = 1',
      fence,
    ].join('\n')
    expect(typescriptFences(source)).toEqual(parsedTypescriptBlocks(source))
    expect(typescriptFences(source).map((block) => block.code)).toEqual(['const a: number = 1', 'const b = <i />'])
  })
})

describe('the JavaScript tabs worker', () => {
  it("gives each block of the site's pages the JavaScript typescriptToJavaScript gives it here", async () => {
    const some = pages.filter(({ source }) => typescriptFences(source).length).slice(0, 3)
    const worker = javascriptTabsFor(some, () => false)
    expect([...worker!.handedOver]).toEqual(some.map(({ file }) => file))
    const tabs = worker?.tabs
    try {
      const blocks = some.flatMap(({ file, source }) => typescriptFences(source).map((block) => ({ ...block, configFile: file })))
      expect(blocks.length).toBeGreaterThan(2)
      for (const block of blocks)
        expect(await tabs!.javascriptOf(block)).toBe(await typescriptToJavaScript(block.code, block.language, block.configFile))
    } finally {
      await tabs?.close()
    }
  }, 120_000)

  it('answers a block not handed over ahead, and rejects one that does not parse with a TranspileError', async () => {
    const tabs = startJavascriptTabs()
    try {
      const configFile = path.join(root, 'content/page.md')
      expect(await tabs.javascriptOf({ code: 'export const n: number = 1', language: 'ts', configFile })).toBe('export const n = 1')
      const broken = tabs.javascriptOf({ code: 'const x: = 1', language: 'ts', configFile })
      await expect(broken).rejects.toBeInstanceOf(TranspileError)
      await expect(broken).rejects.toThrow(/expected/)
    } finally {
      await tabs.close()
    }
  }, 60_000)

  it('is not started when the code cache keeps every page, or no page has a TypeScript block', () => {
    expect(javascriptTabsFor(pages, () => true)).toBeUndefined()
    expect(
      javascriptTabsFor([{ file: path.join(root, 'content/x.md'), source: `${fence}js\nconst a = 1\n${fence}\n` }], () => false),
    ).toBeUndefined()
  })
})
