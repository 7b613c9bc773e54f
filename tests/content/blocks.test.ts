import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parsePlan, routeToFile, fileToRoute } from '../../scripts/content/plan.ts'
import {
  countWords,
  extractBlocks,
  pageFromSource,
  parseMetaFlags,
  readFrontMatter,
} from '../../scripts/content/blocks.ts'
import {
  checkFrontMatter,
  checkMissingPages,
  checkParse,
  checkPlannedRoutes,
  checkPlanTitles,
  checkRun,
  checkTypes,
  checkWordFloors,
  formatProblems,
} from '../../scripts/content/checks.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const fence = '```'

/** A markdown page from lines (joined with newlines), as if it were `content/<name>`. */
function page(name: string, ...lines: string[]) {
  return pageFromSource(`content/${name}`, lines.join('\n') + '\n')
}

const frontMatter = ['---', 'id: x', 'title: X', 'description: A page.', '---', '']

describe('plan', () => {
  const plan = [
    '# Content plan',
    '## Sidebar',
    '- **Introduction**: `/introduction/getting-started`',
    '## Pages',
    '### Introduction',
    '',
    '**`/introduction/getting-started`** — "Getting Started with Redux" · target ≥ 610 words',
    '- Topics: install options.',
    '',
    '### Tutorials > Redux Essentials',
    '**`/tutorials/essentials/part-1-overview-concepts`** — "Redux Essentials, Part 1: Redux Overview and Concepts" · sidebar: "Redux Overview and Concepts" · target ≥ 1460 words',
    '### (not in the sidebar)',
    '**`/introduction/README`** — "Introduction" · target ≥ 250 words',
  ].join('\n')

  it('reads route, title, sidebar label, floor and section', () => {
    expect(parsePlan(plan)).toEqual([
      { route: '/introduction/getting-started', title: 'Getting Started with Redux', wordFloor: 610, section: 'Introduction', line: 7 },
      {
        route: '/tutorials/essentials/part-1-overview-concepts',
        title: 'Redux Essentials, Part 1: Redux Overview and Concepts',
        sidebarLabel: 'Redux Overview and Concepts',
        wordFloor: 1460,
        section: 'Tutorials > Redux Essentials',
        line: 11,
      },
      { route: '/introduction/README', title: 'Introduction', wordFloor: 250, section: '(not in the sidebar)', line: 13 },
    ])
  })

  it('refuses an entry it cannot read, and a route planned twice', () => {
    expect(() => parsePlan('### A\n**`/a`** — "A" · about 200 words')).toThrow(/content-plan\.md:2/)
    expect(() => parsePlan('### A\n**`/a`** — "A" · target ≥ 1 words\n**`/a`** — "B" · target ≥ 1 words')).toThrow(/twice/)
  })

  it('maps routes and files', () => {
    expect(routeToFile('/faq')).toBe('faq.md')
    expect(routeToFile('/introduction/README')).toBe('introduction/README.md')
    expect(fileToRoute('tutorials/index.md')).toBe('/tutorials/index')
  })
})

describe('blocks', () => {
  it('reads flags, ignoring titles and line ranges', () => {
    expect([...parseMetaFlags('title="run fragment.js" {1,3-5} run typecheck')]).toEqual(['run', 'typecheck'])
    expect([...parseMetaFlags("title='a b' fragment")]).toEqual(['fragment'])
    expect([...parseMetaFlags(null)]).toEqual([])
  })

  it('finds blocks at top level, in admonitions and in lists, with their fence line', () => {
    const source = [
      ...frontMatter, // lines 1-6
      `${fence}JS title="a.js" run`, // 7
      'const a = 1',
      fence,
      ':::tip[Inside]', // 10
      `${fence}ts typecheck`, // 11
      'const b: number = 2',
      fence,
      ':::',
      '- item', // 15
      '',
      `  ${fence}bash`, // 17
      '  npm i redux',
      `  ${fence}`,
    ].join('\n')
    const blocks = extractBlocks(source)
    expect(blocks.map(({ lang, line, value, flags }) => ({ lang, line, value, flags: [...flags] }))).toEqual([
      { lang: 'js', line: 7, value: 'const a = 1', flags: ['run'] },
      { lang: 'ts', line: 11, value: 'const b: number = 2', flags: ['typecheck'] },
      { lang: 'bash', line: 17, value: 'npm i redux', flags: [] },
    ])
  })

  it('counts prose words: text and inline code, not code, front matter or html', () => {
    const source = [
      ...frontMatter,
      '## Two words',
      '',
      'Call `store.dispatch(action)` to *update* the state.',
      '',
      `${fence}js`,
      'const not = counted',
      fence,
      '',
      '<div>not counted</div>',
      '',
      ':::note[Admonition title]',
      'Counted inside, and `dispatch`es is one word.',
      ':::',
    ].join('\n')
    // 2 + 6 + 2 + 7
    expect(countWords(source)).toBe(17)
  })

  it('counts text that remark-directive reads as a directive (10:30, key:value)', () => {
    expect(countWords('Meet at 10:30 today, key:value pairs.\n')).toBe(6)
    expect(countWords('A lone :directive counts, and :name[label]{a=1} too.\n')).toBe(7)
  })

  it('reads front matter', () => {
    expect(readFrontMatter(frontMatter.join('\n'))).toEqual({ data: { id: 'x', title: 'X', description: 'A page.' }, line: 1 })
    expect(readFrontMatter('No front matter.\n').data).toBeUndefined()
    expect(readFrontMatter('---\nid: [\n---\n').error).toBeTruthy()
  })
})

describe('parse check', () => {
  it('fails a block that is not a valid module, naming the line', async () => {
    const bad = page(
      'bad.md',
      ...frontMatter,
      `${fence}js`, // 7
      'const a = {',
      '  b: 1,,',
      '}',
      fence,
    )
    const problems = await checkParse([bad])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/bad.md', line: 9 })
  })

  it('accepts JSX in js/jsx/tsx, skips fragments and other languages, refuses JSX in ts', async () => {
    const mixed = page(
      'mixed.md',
      `${fence}js`,
      'export const App = () => <div>Hi</div>',
      fence,
      `${fence}tsx`,
      'export const App = (p: { n: number }) => <b>{p.n}</b>',
      fence,
      `${fence}js fragment`,
      'case "x": return state',
      fence,
      `${fence}json`,
      '{ "not": javascript }',
      fence,
      `${fence}ts`, // 13
      'export const App = () => <div>Hi</div>',
      fence,
      `${fence}js`, // 16
      'return 1',
      fence,
    )
    const problems = await checkParse([mixed])
    expect(problems.map((problem) => problem.line)).toEqual([14, 17])
  })
})

describe('run check', () => {
  it('passes blocks that work, with redux, TypeScript, async code and dev-mode checks', async () => {
    const good = page(
      'good.md',
      `${fence}js run`,
      "import { createStore } from 'redux'",
      'const store = createStore((state = 0, action) => (action.type === "inc" ? state + 1 : state))',
      'store.dispatch({ type: "inc" })',
      'console.assert(store.getState() === 1)',
      fence,
      `${fence}ts run`,
      "import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      'const slice = createSlice({ name: "n", initialState: 0, reducers: { add: (s, a: PayloadAction<number>) => s + a.payload } })',
      'const store = configureStore({ reducer: slice.reducer })',
      'store.dispatch(slice.actions.add(2))',
      'console.assert(store.getState() === 2)',
      fence,
      `${fence}js run`,
      'console.assert(process.env.NODE_ENV === "development")',
      'await new Promise((resolve) => setTimeout(resolve, 20))',
      'setTimeout(() => console.assert(true), 20)',
      fence,
    )
    expect(formatProblems(await checkRun([good], { root }))).toBe('')
  }, 30_000)

  it('fails a failed console.assert, a throw, late async failures and process.exit, each on its own block', async () => {
    const bad = page(
      'bad.md',
      `${fence}js run`, // 1
      'console.assert(1 + 1 === 3, "math is broken")', // 2
      fence,
      `${fence}js run`, // 4: fine, between failures
      'console.assert(true)',
      fence,
      `${fence}js run`, // 7
      "throw new Error('boom')",
      fence,
      `${fence}js run`, // 10: fails after the module has finished evaluating
      'setTimeout(() => console.assert(false, "late"), 30)',
      fence,
      `${fence}js run`, // 13
      'Promise.reject(new Error("nobody catches this"))',
      fence,
      `${fence}ts run`, // 16
      'const n: number = 1',
      'console.assert(n === 2, "ts block")', // 18
      fence,
      `${fence}js run`, // 20
      'console.error("about to exit")',
      'process.exit(3)',
      fence,
      `${fence}js run`, // 24: runs after the process above died
      'console.assert(false, "after exit")',
      fence,
    )
    const problems = await checkRun([bad], { root })
    const byLine = new Map(problems.map((problem) => [problem.line, problem.message]))
    expect([...byLine.keys()].sort((a, b) => a - b)).toEqual([1, 7, 10, 13, 16, 20, 24])
    expect(byLine.get(1)).toMatch(/console\.assert failed: math is broken/)
    expect(byLine.get(1)).toMatch(/content\/bad\.md:2\b/)
    expect(byLine.get(7)).toMatch(/boom/)
    expect(byLine.get(10)).toMatch(/late/)
    expect(byLine.get(13)).toMatch(/nobody catches this/)
    expect(byLine.get(16)).toMatch(/ts block/)
    expect(byLine.get(16)).toMatch(/content\/bad\.md:18\b/)
    expect(byLine.get(20)).toMatch(/about to exit/)
    expect(byLine.get(24)).toMatch(/after exit/)
  }, 30_000)

  it('fails a block that does not finish in time, and still runs the next one', async () => {
    const slow = page(
      'slow.md',
      `${fence}js run`,
      'setInterval(() => {}, 100)',
      fence,
      `${fence}js run`,
      'await new Promise(() => {})',
      fence,
      `${fence}js run`,
      'while (true) {}',
      fence,
      `${fence}js run`,
      'console.assert(false, "still checked")',
      fence,
    )
    const problems = await checkRun([slow], { root, timeoutMs: 2_000 })
    expect(problems.map((problem) => problem.line)).toEqual([1, 4, 7, 10])
    expect(problems[0].message).toMatch(/timed out/)
    expect(problems[1].message).toMatch(/timed out/)
    expect(problems[2].message).toMatch(/timed out \(the process was killed\)/)
    expect(problems[3].message).toMatch(/still checked/)
  }, 30_000)

  it('gives the same verdicts when each block runs in its own process', async () => {
    const mixed = page(
      'mixed.md',
      `${fence}js run`,
      'console.assert(false)',
      fence,
      `${fence}js run`,
      'console.assert(true)',
      fence,
    )
    const problems = await checkRun([mixed], { root, groupByPage: false })
    expect(problems.map((problem) => problem.line)).toEqual([1])
  }, 30_000)
})

describe('typecheck', () => {
  it('reports a type error at its markdown line, and keeps blocks apart', () => {
    const typed = page(
      'typed.md',
      ...frontMatter,
      `${fence}ts typecheck`, // 7
      "import { createStore } from 'redux'",
      'const store = createStore((state: number = 0) => state)',
      'const n: number = store.getState()',
      fence,
      `${fence}ts typecheck`, // 12: same names as above, its own module
      "import { configureStore } from '@reduxjs/toolkit'",
      'const store = configureStore({ reducer: { count: (state: number = 0) => state } })',
      'const n: string = store.getState().count', // 15
      fence,
      `${fence}ts`, // not marked: not checked
      'const x: string = 1',
      fence,
    )
    const problems = checkTypes([typed], { root })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/typed.md', line: 15 })
    expect(problems[0].message).toMatch(/TS2322/)
  }, 60_000)
})

describe('page checks', () => {
  const plan = parsePlan(
    [
      '### Done',
      '**`/a`** — "Page A" · sidebar: "A" · target ≥ 5 words',
      '**`/b`** — "Page B" · target ≥ 1 words',
      '### Later',
      '**`/c`** — "Page C" · target ≥ 1 words',
    ].join('\n'),
  )

  it('requires id, title and description strings', () => {
    const pages = [
      page('ok.md', ...frontMatter, 'Text.'),
      page('none.md', 'Text.'),
      page('partial.md', '---', 'id: 3', 'title: T', '---', 'Text.'),
    ]
    expect(formatProblems(checkFrontMatter(pages))).toBe(
      [
        'content/none.md:1  no front matter (`---` with id, title, description)',
        'content/partial.md:1  front matter `id` must be a string',
        'content/partial.md:1  front matter `description` is missing',
      ].join('\n'),
    )
  })

  it('refuses unplanned routes and files that are not pages', () => {
    expect(checkPlannedRoutes(['a.md', 'b.md', 'd.md', 'img.png'], plan).map((problem) => problem.file)).toEqual([
      'content/d.md',
      'content/img.png',
    ])
  })

  it('checks word floors, missing pages of done sections and plan titles', () => {
    const a = page('a.md', '---', 'id: a', 'title: Page A', 'description: d', '---', 'Only four words here.')
    expect(checkWordFloors([a], plan)).toEqual([
      { file: 'content/a.md', line: 1, message: '4 prose words, under the floor of 5 (1 short)' },
    ])
    expect(checkMissingPages([a], plan, ['Done']).map((problem) => problem.file)).toEqual(['content/b.md'])
    expect(checkMissingPages([a], plan, ['Nope'])[0].message).toMatch(/no section "Nope"/)
    expect(checkPlanTitles([a], plan).map((problem) => problem.message)).toEqual(['sidebar_label missing, plan says "A"'])
  })
})
