/**
 * The tutorial app harness (essentials-app/harness.ts, listings.ts) on small fake tutorials: a working one
 * passes, and each way a listing can be broken while the app still compiles at the part's end fails.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/dom'
import { pageFromSource } from '../../scripts/content/pages.ts'
import { assembleStates, type TutorialPage, type TutorialSpec } from './essentials-app/listings.ts'
import { checkState, installDom, type Flow } from './essentials-app/harness.ts'
import { createWorkspace, typecheckState, typecheckStates, writeState, type Workspace } from './essentials-app/build.ts'
import { staysInItsModule } from './sharedProgram.ts'
import type { TypeAllowance } from './essentials-app/listings.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const fence = '```'

/** The flow of the fake app: the greeting the mock API sends shows on the page. */
const flows: Record<string, Flow> = {
  greeting: async (_state, log) => {
    await waitFor(() => expect(document.getElementById('root')?.textContent).toBe('Hello, reader'), { timeout: 3_000 })
    log.push('greeting shown')
  },
}
const spec: TutorialSpec = { dir: 'content/tutorials/fake', appOf: () => ({ app: 'greeter', fresh: false }), flowNames: new Set(Object.keys(flows)), endFlows: () => ['greeting'] }

function listing(title: string, ...code: string[]): string {
  return [`${fence}js title="${title}"`, ...code, fence, ''].join('\n')
}
const server = listing(
  'src/api/server.js',
  "import { http, HttpResponse } from 'msw'",
  "import { setupWorker } from 'msw/browser'",
  "export const worker = setupWorker(http.get('/api/greeting', () => HttpResponse.json({ text: 'Hello, reader' })))",
)
const api = (url: string) => listing('src/api/greeting.js', `export const loadGreeting = () => fetch('${url}').then((response) => response.json())`)
const main = (...imports: string[]) =>
  listing(
    'src/main.js',
    "import { worker } from './api/server'",
    "import { loadGreeting } from './api/greeting'",
    ...imports,
    "const root = /** @type {HTMLElement} */ (document.getElementById('root'))",
    'worker.start().then(loadGreeting).then((greeting) => { root.textContent = greeting.text }, (error) => { root.textContent = String(error) })',
  )

function tutorial(...parts: string[]): TutorialPage[] {
  return parts.map((source, index) => {
    const page = pageFromSource(`content/tutorials/fake/part-${index + 1}-step.md`, source)
    return { file: page.file, part: index + 1, blocks: page.blocks, page }
  })
}

let workspace: Workspace
let teardownDom: () => unknown
beforeAll(async () => {
  workspace = createWorkspace(root)
  teardownDom = await installDom()
})
afterAll(async () => {
  await teardownDom?.()
  workspace?.dispose()
})

/**
 * Every problem the harness finds in a fake tutorial: assembly problems, then each state's. As in
 * describeTutorialApp, all states are typechecked together first.
 */
async function problemsOf(pages: TutorialPage[]): Promise<string[]> {
  const { states, problems } = assembleStates(pages, spec)
  const found = problems.map((problem) => `${problem.page}:${problem.line}  ${problem.message}`)
  const written = states.map((state) => ({ state, dir: writeState(workspace, state) }))
  const typeProblems = typecheckStates(written)
  for (const { state, dir } of written) {
    found.push(...(await checkState(state, workspace, flows, { typechecked: { dir, problems: typeProblems.get(state)! } })).problems)
  }
  return found
}

describe('tutorial app harness', () => {
  it('passes a tutorial whose app works at every point the reader runs it', async () => {
    const pages = tutorial(
      [server, listing('src/old.js', 'export const old = 1'), api('/api/greeting'), main(), '<!-- app: try greeting -->', ''].join('\n'),
      ['Delete the old helper:', '', '<!-- app: delete src/old.js -->', ''].join('\n'),
    )
    const { states } = assembleStates(pages, spec)
    expect(states.map((state) => [state.name, state.flows, [...state.files.keys()]])).toEqual([
      ['part-1', ['greeting'], ['src/api/greeting.js', 'src/api/server.js', 'src/main.js', 'src/old.js']],
      ['part-2', ['greeting'], ['src/api/greeting.js', 'src/api/server.js', 'src/main.js']],
    ])
    expect(await problemsOf(pages)).toEqual([])
  }, 60_000)

  it('fails a wrong URL in a listing that a later listing of the same part replaces (the reader tried it in between)', async () => {
    const pages = tutorial([server, api('/api/greetings'), main(), '<!-- app: try greeting -->', api('/api/greeting')].join('\n'))
    const problems = await problemsOf(pages)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/tutorials\/fake\/part-1-step\.md:18: /)
    expect(problems[0]).toMatch(/greetings/)
  }, 60_000)

  it('fails a listing replaced before the app is ever run with it', async () => {
    const pages = tutorial([server, api('/api/greetings'), main(), api('/api/greeting')].join('\n'))
    expect(await problemsOf(pages)).toEqual([
      'content/tutorials/fake/part-1-step.md:7  src/api/greeting.js is replaced at line 18 before the app is run with it: add <!-- app: try … --> where the reader would try it',
    ])
  }, 60_000)

  it('fails an import of a file the text deletes', async () => {
    const pages = tutorial(
      [server, api('/api/greeting'), listing('src/old.js', 'export const old = 1'), main("import { old } from './old'", 'console.log(old)')].join('\n'),
      ['<!-- app: delete src/old.js -->', ''].join('\n'),
    )
    const problems = await problemsOf(pages)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^type error: content\/tutorials\/fake\/part-1-step\.md:\d+ .*Cannot find module '\.\/old'/)
  }, 60_000)

  it('fails a delete of a file the app does not have, an unknown flow and a misspelt marker', async () => {
    const pages = tutorial([server, api('/api/greeting'), main(), '<!-- app: delete src/nothing.js -->', '', '<!-- app: try greting -->', '', '<!-- app: tyr greeting -->', ''].join('\n'))
    const { problems } = assembleStates(pages, spec)
    expect(problems.map((problem) => `${problem.line}  ${problem.message}`)).toEqual([
      '20  unknown flow(s) greting (known: greeting)',
      '22  app marker "<!-- app: tyr greeting -->": write <!-- app: delete src/file.js --> or <!-- app: try flow … -->',
      '18  deletes src/nothing.js, which the app does not have here',
    ])
  })

  it('fails code that only typechecks without strict', async () => {
    const loose = listing(
      'src/main.js',
      "import { worker } from './api/server'",
      "import { loadGreeting } from './api/greeting'",
      "worker.start().then(loadGreeting).then((greeting) => { document.getElementById('root').textContent = greeting.text })",
    )
    const problems = await problemsOf(tutorial([server, api('/api/greeting'), loose].join('\n')))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/part-1-step\.md:14 .*TS2531: Object is possibly 'null'/)
  }, 60_000)

  it('lets through only the type errors a relaxation names, and tells which allowances were needed', () => {
    const code = [
      "const root = document.getElementById('root')",
      'export const width = (value) => value.length', // implicit any: noImplicitAny is off
      "root.textContent = 'hello'", // possibly null: no allowance names `root`
      "document.getElementById('root').append('!')", // possibly null, but this call is allowed
    ]
    const pages = tutorial([server, api('/api/greeting'), listing('src/main.js', ...code)].join('\n'))
    const [state] = assembleStates(pages, spec).states
    const allowed: TypeAllowance = { code: 2531, message: /^Object is possibly 'null'/, at: /^document\.getElementById\('root'\)$/, reason: 'the page has it' }
    const unneeded: TypeAllowance = { code: 2554, message: /arguments/, at: /^never$/, reason: 'matches nothing' }
    const used = new Set<TypeAllowance>()
    const problems = typecheckState(state, writeState(workspace, state), {
      relaxations: { options: { noImplicitAny: 'plain JavaScript' }, accept: [allowed, unneeded] },
      used,
    })
    expect(problems, problems.join('\n')).toHaveLength(1)
    expect(problems[0]).toMatch(/src\/main\.js:3:1 .*TS18047: 'root' is possibly 'null'/)
    expect([...used]).toEqual([allowed])
  }, 60_000)

  it('typechecks the states of one program as each alone: a script\'s globals in one state are not another\'s', () => {
    const pages = tutorial(
      [listing('src/globals.js', "var greeting = 'Hello'"), listing('src/main.js', 'export const shown = greeting')].join('\n'),
      ['<!-- app: delete src/globals.js -->', ''].join('\n'),
    )
    const { states } = assembleStates(pages, spec)
    const problems = typecheckStates(states.map((state) => ({ state, dir: writeState(workspace, state) })))
    expect(states.map((state) => problems.get(state)!.length)).toEqual([0, 1])
    expect(problems.get(states[1])![0]).toMatch(/src\/main\.js:1:\d+ .*TS2304: Cannot find name 'greeting'/)
  }, 60_000)

  it('reports an error of a file the states share in each state that has it, at the listing it came from', () => {
    const count = (value: string) => listing('src/count.js', `export const count = ${value}`)
    const other = (value: number) => listing('src/other.js', `export const other = ${value}`)
    const show = listing('src/show.js', "import { count } from './count'", 'export const shown = count.toFixed(1)')
    // show.js never changes; what it imports does in Part 3 only
    const pages = tutorial([count('1'), show, other(1)].join('\n'), other(2), count("'one'"), other(3))
    const { states } = assembleStates(pages, spec)
    const problems = typecheckStates(states.map((state) => ({ state, dir: writeState(workspace, state) })))
    expect(states.map((state) => problems.get(state)!.length)).toEqual([0, 0, 1, 1])
    expect(problems.get(states[3])).toEqual(problems.get(states[2]))
    expect(problems.get(states[3])![0]).toMatch(/part-1-step\.md:7 {2}src\/show\.js:2:28 .*TS2551: Property 'toFixed' does not exist on type '"one"'/)
  }, 60_000)

  it('shares a program only between states whose files declare nothing outside their module', () => {
    expect(staysInItsModule('src/a.js', "export const a = 1\nimport './b.css'")).toBe(true)
    expect(staysInItsModule('src/a.css', 'body { color: red }')).toBe(true)
    expect(staysInItsModule('src/a.js', 'var a = 1')).toBe(false)
    expect(staysInItsModule('src/a.ts', 'export {}\ndeclare global { var a: number }')).toBe(false)
    expect(staysInItsModule('src/a.ts', "export {}\ndeclare module 'redux' { interface Extra { a: number } }")).toBe(false)
    expect(staysInItsModule('src/a.js', '/// <reference types="node" />\nexport const a = 1')).toBe(false)
  })

  it('fails an app that logs an error while the flows pass', async () => {
    const pages = tutorial([server, api('/api/greeting'), main("console.error('something went wrong')")].join('\n'))
    const problems = await problemsOf(pages)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/while the app ran, console\.error: something went wrong/)
  }, 60_000)
})
