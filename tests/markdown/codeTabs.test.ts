import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { HastNode } from '../../shared/types.ts'
import { createMarkdownPipeline } from '../../plugins/markdown/pipeline.ts'
import { clearPrettierSettings } from '../../plugins/markdown/prettierSettings.ts'
import { typescriptToJavaScript } from '../../plugins/markdown/typescriptToJavaScript.ts'
import { findAll, textOf } from '../helpers.ts'

// The `codeTabs` option: a TypeScript block becomes TypeScript and JavaScript tabs, the JavaScript made
// from it at build time; and the transpile step itself.

const root = path.resolve(import.meta.dirname, '../..')
const config = path.join(root, 'content/page.md') // the project's .prettierrc.json applies
const fence = '```'
const highlighted = (pre: HastNode) =>
  findAll(pre, 'span').filter((span) => String(span.properties?.className).includes('highlighted')).length

describe('typescriptToJavaScript', () => {
  it('strips the types and type-only imports, keeping comments, blank lines and the project formatting', async () => {
    const ts = [
      "import { createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      "import type { RootState } from './store'",
      '',
      'interface Todo {',
      '  text: string',
      '}',
      '',
      '// Adds one todo.',
      'export const add = (todos: Todo[], action: PayloadAction<string>): Todo[] => [...todos, { text: action.payload }]',
      '',
      'export const selectTodos = (state: RootState) => state.todos',
      'export const slice = createSlice({ name: "todos", initialState: [] as Todo[], reducers: {} })',
    ].join('\n')
    expect(await typescriptToJavaScript(ts, 'ts', config)).toBe(
      [
        "import { createSlice } from '@reduxjs/toolkit'",
        '',
        '// Adds one todo.',
        'export const add = (todos, action) => [...todos, { text: action.payload }]',
        '',
        'export const selectTodos = (state) => state.todos',
        "export const slice = createSlice({ name: 'todos', initialState: [], reducers: {} })",
      ].join('\n'),
    )
  })

  it('keeps JSX in a tsx block, and a deliberate misuse keeps its reason as @ts-ignore', async () => {
    const tsx = 'export const Hi = ({ name }: { name: string }) => <p title={name}>Hi</p>\n// @ts-expect-error: needs a name\nHi({})'
    expect(await typescriptToJavaScript(tsx, 'tsx', config)).toBe(
      'export const Hi = ({ name }) => <p title={name}>Hi</p>\n// @ts-ignore: needs a name\nHi({})',
    )
  })

  it('gives no JavaScript for a block of types and declarations only, comments and all', async () => {
    const signature =
      "import type { Reducer } from 'redux'\n\n// The signature\ndeclare function f<S>(reducer: Reducer<S>): S\ntype T = string"
    expect(await typescriptToJavaScript(signature, 'ts', config)).toBe('')
    expect(await typescriptToJavaScript('// A comment\nexport const n: number = 1', 'ts', config)).toBe('// A comment\nexport const n = 1')
  })

  it('refuses TypeScript that does not parse', async () => {
    await expect(typescriptToJavaScript('const x: = 1', 'ts', config)).rejects.toThrow(/expected/)
  })
})

describe('the codeTabs option', async () => {
  const pipeline = await createMarkdownPipeline({
    root,
    contentDir: path.join(root, 'content'),
    publicDir: path.join(root, 'public'),
    codeTabs: true,
  })
  const compile = (body: string) =>
    pipeline.compile(`---\nid: p\ntitle: P\ndescription: D.\n---\n\n${body}\n`, path.join(root, 'content/page.md'))

  it('puts a TypeScript block and its JavaScript, titled .js and without the line ranges, in <docs-code-tabs>', async () => {
    const page = await compile([`${fence}ts title="src/store.ts" {1}`, 'export const n: number = 1', fence].join('\n'))
    const [tabs] = findAll(page.tree, 'docs-code-tabs')
    const [typescript, javascript] = findAll(tabs, 'pre')
    expect([typescript.properties?.dataTitle, javascript.properties?.dataTitle]).toEqual(['src/store.ts', 'src/store.js'])
    expect([typescript.properties?.dataLanguage, javascript.properties?.dataLanguage]).toEqual(['ts', 'js'])
    expect(textOf(javascript)).toBe('export const n = 1')
    expect([highlighted(typescript), highlighted(javascript)]).toEqual([1, 0])
  })

  it('makes a tsx block a jsx tab, and leaves fragments and other languages as single blocks', async () => {
    const page = await compile(
      [
        `${fence}tsx`,
        'export const A = () => <b />',
        fence,
        '',
        `${fence}ts fragment`,
        '{ a: 1 }',
        fence,
        '',
        `${fence}js`,
        'export const b = 1',
        fence,
      ].join('\n'),
    )
    const tabs = findAll(page.tree, 'docs-code-tabs')
    expect(tabs).toHaveLength(1)
    expect(findAll(tabs[0], 'pre').map((pre) => pre.properties?.dataLanguage)).toEqual(['tsx', 'jsx'])
    expect(findAll(page.tree, 'pre')).toHaveLength(4)
  })

  it('leaves a block of types only as a single TypeScript block, with no empty JavaScript tab', async () => {
    const page = await compile([`${fence}ts`, 'declare function f(n: number): string', 'interface A { a: 1 }', fence].join('\n'))
    expect(findAll(page.tree, 'docs-code-tabs')).toEqual([])
    expect(findAll(page.tree, 'pre').map((pre) => pre.properties?.dataLanguage)).toEqual(['ts'])
  })

  it('fails the page at the block whose TypeScript does not parse', async () => {
    await expect(compile(['Text.', '', `${fence}ts`, 'const x: = 1', fence].join('\n'))).rejects.toThrow(
      /content\/page\.md:9:1 .*does not parse, so it has no JavaScript tab/,
    )
  })

  it('formats a block by the Prettier settings of the moment: a rebuild in the same process sees an edited .prettierrc', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'code-tabs-prettier-'))
    try {
      const settings = path.join(dir, '.prettierrc.json')
      const page = path.join(dir, 'page.md')
      const source = `---\nid: p\ntitle: P\n---\n\n${fence}ts\nexport const n: number = 1\n${fence}\n`
      const dirPipeline = await createMarkdownPipeline({ root: dir, contentDir: dir, publicDir: path.join(dir, 'public'), codeTabs: true })
      const javascriptOf = async () =>
        textOf(findAll(findAll((await dirPipeline.compile(source, page)).tree, 'docs-code-tabs')[0], 'pre')[1])
      writeFileSync(settings, JSON.stringify({ semi: false }))
      expect(await javascriptOf()).toBe('export const n = 1')
      // What a watched rebuild does when the settings file changes (pageCache.ts).
      writeFileSync(settings, JSON.stringify({ semi: true }))
      await clearPrettierSettings()
      expect(await javascriptOf()).toBe('export const n = 1;')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
