import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CompiledPage } from '../../plugins/markdown/pipeline.ts'
import { createMarkdownPipeline } from '../../plugins/markdown/pipeline.ts'
import { findAll, textOf } from '../helpers.ts'
import { tsTabsDocs, typescriptToolsPlugins } from '../tsTabsFixture.ts'

// remark-typescript-tools (transpileCodeblocks, linkDocblocks), configured as the Redux site configures
// it, unchanged in our MDX pipeline, on the fixture's pages (tests/fixtures/docusaurus-site/docs/ts-tabs).

const root = path.resolve(import.meta.dirname, '../..')
const pipeline = createMarkdownPipeline({
  root,
  contentDir: tsTabsDocs,
  publicDir: path.join(root, 'public'),
  remarkPlugins: typescriptToolsPlugins,
  mdxComponents: path.join(root, 'src/theme/mdxComponents.ts'),
})
const fixture = (file: string) => [readFileSync(path.join(tsTabsDocs, file), 'utf8'), path.join(tsTabsDocs, file)] as const

describe('remark-typescript-tools in the MDX pipeline', () => {
  let page: CompiledPage
  // The plugin's language service and the docblock extractor's program take a while to set up.
  beforeAll(async () => {
    page = await (await pipeline).compile(...fixture('typescript-examples.mdx'))
  }, 240_000)

  it('turns each TypeScript block into TypeScript and JavaScript tabs, without its noEmit files', () => {
    const blocks = findAll(page.tree, 'pre')
    expect(blocks.map((pre) => [pre.properties?.dataLanguage, pre.properties?.dataTitle])).toEqual([
      ['ts', 'features/counter/counterSlice.ts'],
      ['js', 'features/counter/counterSlice.js'],
      ['tsx', 'Greeting.tsx'],
      ['js', 'Greeting.jsx'],
      ['ts', undefined], // no-transpile
      ['tsx', 'app/StoreProvider.tsx'],
      ['js', 'app/StoreProvider.jsx'],
    ])
    expect(textOf(blocks[0])).toContain('action: PayloadAction<number>')
    expect(textOf(blocks[1])).toContain('incrementByAmount(state, action) {')
    // Two noEmit files before the shown one: each tab opens with the shown file's own first line.
    for (const block of blocks.slice(5)) expect(textOf(block)).toMatch(/^import \{ useState(, type ReactNode)? \} from 'react'\n/)
    expect(textOf(blocks[6])).toContain('export function StoreProvider({ children }) {')
    expect(page.code).not.toContain('SETUP_SHOULD_NOT_SHOW')
    expect(page.code).not.toMatch(/\/\/ file:|noEmit/)
    expect(page.code).toContain('groupId: "language"')
    expect(page.code).toContain('import Tabs from "@theme/Tabs"')
  })

  it('renders a docblock link as the TSDoc comment it names', () => {
    expect(textOf(page.tree)).toContain('Makes a counter that starts at')
    expect(textOf(page.tree)).toContain('Each counter keeps its own count')
  })

  it('drops its imports of Tabs and TabItem where the page has them already (they would be declared twice)', async () => {
    const tabs = await (await pipeline).compile(...fixture('tabs.mdx'))
    expect(tabs.code!.match(/^import Tabs from/gm)).toHaveLength(1)
    expect(tabs.code!.match(/^import TabItem from/gm)).toHaveLength(1)
  })

  it('fails the page on a type error in a block, at the line and with the words the plugin reports', { timeout: 120_000 }, async () => {
    const source = [
      '---',
      'id: broken',
      'title: Broken',
      'description: D.',
      '---',
      '',
      '```ts',
      'const count: number = 1',
      'export const label: string = count',
      '```',
      '',
    ].join('\n')
    const error = await (await pipeline).compile(source, path.join(tsTabsDocs, 'broken.mdx')).then(
      () => undefined,
      (caught: Error) => caught.message,
    )
    // The plugin's place: the fence's line plus the 0-based line in the block (one above the line itself),
    // the same number a Docusaurus build prints.
    expect(error).toMatch(
      /^tests\/fixtures\/docusaurus-site\/docs\/ts-tabs\/broken\.mdx:8:13 +\nTypeScript error in code block in line 1 of /,
    )
    expect(error).toContain("Type 'number' is not assignable to type 'string'.")
    expect(error).not.toContain('MDX:')
  })
})
