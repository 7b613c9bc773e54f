import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageFromSource } from '../../scripts/content/pages.ts'
import { checkTypes } from '../../scripts/content/typecheck.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const fence = '```'

/** A markdown page from lines (joined with newlines), as if it were `content/<name>`. */
function page(name: string, ...lines: string[]) {
  return pageFromSource(`content/${name}`, lines.join('\n') + '\n')
}

/** `line  TScode` of each problem, for compact expectations. */
const codes = (problems: { line: number; message: string }[]) => problems.map((problem) => `${problem.line} ${problem.message.match(/^TS\d+/)?.[0]}`)

// One type check for all the cases: its programs cost a few seconds to build.
const typed = page(
  'typed.md',
  `${fence}ts`, // 1
  "import { createStore } from 'redux'",
  'const store = createStore((state: number = 0) => state)',
  'const n: number = store.getState()',
  fence,
  `${fence}ts`, // 6: same names as above, its own module
  "import { configureStore } from '@reduxjs/toolkit'",
  'const store = configureStore({ reducer: { count: (state: number = 0) => state } })',
  'const n: string = store.getState().count', // 9: TS2322
  fence,
  `${fence}ts`, // 11: strict
  'export const add = (a, b) => a + b', // 12: TS7006 twice
  fence,
  `${fence}js`, // 14: JS is not strict: no implicit any, null is fine, state is untyped
  "import { createRoot } from 'react-dom/client'",
  "export const add = (a, b) => a + b",
  "createRoot(document.getElementById('root'))",
  fence,
  `${fence}jsx`, // 19: JSX with the React and React-Redux types
  "import { Provider, useSelector } from 'react-redux'",
  "import { configureStore } from '@reduxjs/toolkit'",
  'const store = configureStore({ reducer: { todos: (state = []) => state } })',
  'function Count() {',
  '  const todos = useSelector((state) => state.todos)',
  '  return <p>{todos.length}</p>',
  '}',
  'export const App = () => <Provider stor={store}><Count /></Provider>', // 27: TS2322 (misspelt prop)
  fence,
  `${fence}js`, // 29: a misspelt import is caught in JS too
  "import { creatStore } from 'redux'", // 30: TS2724
  fence,
  `${fence}js fragment`, // not checked
  'const x = {',
  fence,
  `${fence}json`,
  '{ "not": "checked" }',
  fence,
  `${fence}js`, // 38: a package the site does not install is `any`; a made-up one is an error
  "import { fromJS } from 'immutable'",
  "import thing from 'no-such-package'", // 40: TS2307
  'fromJS({}).anything()',
  fence,
)

const files = page(
  'files.md',
  `${fence}js title="src/todos.js"`, // 1
  "export const addTodo = (text) => ({ type: 'todos/added', payload: text })",
  fence,
  `${fence}js title="src/store.js"`, // 4
  "import { addTodo } from './todos'",
  'addTodo("x")',
  fence,
  `${fence}ts title="src/todos.js"`, // 8: a later version of the file (a TS block: it becomes todos.ts)
  'export const addTodo = (text: string, done: boolean) => ({ type: "todos/added", payload: { text, done } })',
  fence,
  `${fence}ts title="src/app.ts"`, // 11: sees the version above it, with two parameters
  "import { addTodo } from './todos'",
  "import { missing } from './nowhere'", // 13: TS2307
  'addTodo("x")', // 14: TS2554
  fence,
  `${fence}ts title="src/late.ts"`, // 16: the compiler sees the import renamed; the column is still the block's
  'import { addTodo } from "./todos"; addTodo("x", true, 3)', // 17: TS2554 at the 3
  fence,
)
// Other pages' files are not seen.
const elsewhere = page('elsewhere.md', `${fence}js`, "import { addTodo } from './src/todos'", fence) // 2: TS2307

const essentials = page(
  'tutorials/essentials/part-9.md',
  `${fence}js title="src/features/posts/postsSlice.js"`, // 1: an app file: not reported here
  'export const postAdded = (title) => ({ type: "posts/postAdded", payload: title })',
  'const broken: number = 1',
  fence,
  `${fence}js`, // 5
  "import { postAdded } from './src/features/posts/postsSlice'",
  'postAdded("Hi", "extra")', // 7: TS2554
  fence,
)

// TypeScript 7 wants an argument that TypeScript 5 let a JS call leave out: only where RTK types it from the
// example's untyped JavaScript is that let through.
const arity = page(
  'arity.md',
  `${fence}js`, // 1
  "import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit'",
  "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query'",
  "const pageViewed = createAction('page/viewed', (page) => ({ payload: page }))",
  'pageViewed()',
  "const slice = createSlice({ name: 'log', initialState: [], reducers: { logged: (state, action) => [...state, action.type] } })",
  'slice.actions.logged()',
  "const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/' }), endpoints: (build) => ({ posts: build.query({ query: () => 'posts' }) }) })",
  'api.endpoints.posts.initiate()',
  'api.endpoints.posts.select()',
  'combineReducers()', // 11: TS2554, a typed parameter
  fence,
)

const all = checkTypes([typed, files, elsewhere, essentials, arity], { root })
const of = (file: string) => all.filter((problem) => problem.file === `content/${file}`)

describe('type check', () => {
  const problems = of('typed.md')

  it('reports each error at its markdown line, keeps blocks apart, and checks JS and JSX', () => {
    expect(codes(problems)).toEqual(['9 TS2322', '12 TS7006', '12 TS7006', '27 TS2322', '30 TS2724', '40 TS2307'])
    expect(problems[0]).toMatchObject({ file: 'content/typed.md' })
    expect(problems[0].message).toMatch(/^TS2322 \(ts block at line 6, col 7\): .*\n {4}const n: string = store\.getState\(\)\.count$/s)
  })
})

describe('type check of a page of several files', () => {
  it('resolves a relative import to the block with that title, the latest shown above it', () => {
    expect(codes(of('files.md'))).toEqual(['13 TS2307', '14 TS2554', '17 TS2554'])
    const late = 'import { addTodo } from "./todos"; addTodo("x", true, 3)'
    expect(of('files.md')[2].message).toContain(`(ts block at line 16, col ${late.indexOf('3)') + 1})`)
    expect(codes(of('elsewhere.md'))).toEqual(['2 TS2307'])
  })

  it('lets a JS call leave out only an argument RTK types from untyped JavaScript', () => {
    expect(codes(of('arity.md'))).toEqual(['11 TS2554'])
  })

  it('skips the Essentials app files, which other blocks of the page may still import', () => {
    expect(codes(of('tutorials/essentials/part-9.md'))).toEqual(['7 TS2554'])
  })
})

describe('type check cache', () => {
  it('re-checks only the pages whose code changed, and gives the same problems from the cache', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs')
    const os = await import('node:os')
    const { cachedCheckTypes } = await import('../../scripts/content/typecheckCache.ts')
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'content-typecheck-'))
    try {
      const good = page('good.md', `${fence}ts`, 'export const n: number = 1', fence)
      const bad = page('bad.md', `${fence}ts`, 'export const n: number = "one"', fence)
      let checked: string[] = []
      const run = (pages: ReturnType<typeof page>[]) => cachedCheckTypes(pages, { root, cacheDir, onChecked: (files) => (checked = files) })

      const first = run([good, bad])
      expect(checked).toEqual(['content/good.md', 'content/bad.md'])
      expect(codes(first)).toEqual(['2 TS2322'])

      expect(run([good, bad])).toEqual(first)
      expect(checked).toEqual([])

      // Prose around the code does not matter; the code does
      const badWithProse = page('bad.md', `${fence}ts`, 'export const n: number = "one"', fence, '', 'More words.')
      const goodChanged = page('good.md', `${fence}ts`, 'export const n: string = 1', fence)
      expect(codes(run([goodChanged, badWithProse]))).toEqual(['2 TS2322', '2 TS2322'])
      expect(checked).toEqual(['content/good.md'])
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
  }, 60_000)
})
