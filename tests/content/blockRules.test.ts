import { describe, expect, it } from 'vitest'
import { pageFromSource } from '../../scripts/content/pages.ts'
import { checkBlockRules, coverage, formatCoverage, hasAssertion } from '../../scripts/content/classify.ts'

const fence = '```'

function page(name: string, ...lines: string[]) {
  return pageFromSource(`content/${name}`, lines.join('\n') + '\n')
}

describe('code block rules', () => {
  it('requires an assertion that throws in every run block: node:assert, not console.assert', () => {
    const block = (value: string, lang = 'js') => ({ lang, meta: '', title: undefined, flags: new Set<string>(), line: 1, value })
    expect(hasAssertion(block('const x = 1\nconsole.assert(x === 1)')), 'console.assert only prints').toBe(false)
    expect(hasAssertion(block("import assert from 'node:assert/strict'\nassert(1 === 1)"))).toBe(true)
    expect(hasAssertion(block("import assert from 'node:assert'\nassert.equal(1, 1)"))).toBe(true)
    expect(hasAssertion(block("import { deepStrictEqual } from 'node:assert/strict'\ndeepStrictEqual([1], [1])", 'ts'))).toBe(true)
    expect(hasAssertion(block('console.log(1) // console.assert(true) in a comment is no assertion'))).toBe(false)
    expect(hasAssertion(block('const assert = (x) => x\nassert(false)'))).toBe(false)
  })

  it('refuses run blocks that assert nothing, run fragments, unknown flags and script languages the checks do not read', () => {
    const rules = page(
      'rules.md',
      `${fence}js run`, // 1
      'console.log(1 + 1)',
      fence,
      `${fence}js run`, // 4: fine
      "import assert from 'node:assert/strict'; assert(1 + 1 === 2)",
      fence,
      `${fence}js run fragment`, // 7
      'console.assert(true)',
      fence,
      `${fence}ts rnu`, // 10
      'const a = 1',
      fence,
      `${fence}javascript`, // 13
      'const b = 2',
      fence,
      `${fence}bash run`, // 16
      'npm test',
      fence,
    )
    expect(checkBlockRules([rules]).map((problem) => `${problem.line} ${problem.message}`)).toEqual([
      '1 run block asserts nothing: prove what it shows with assert(…) from node:assert/strict (console.assert does not throw)',
      '7 a block is either `run` or `fragment`, not both',
      '10 unknown code block flag `rnu` (known: run, fragment)',
      '13 `javascript` block is not checked: write js, jsx, ts or tsx',
      '16 `run` on a bash block: only js and ts blocks run',
    ])
  })

  it('counts, per page, the blocks it leaves unchecked', () => {
    const mixed = page(
      'tutorials/essentials/part-9.md',
      `${fence}js title="src/app/store.js"`,
      'export {}',
      fence,
      `${fence}jsx title="src/App.jsx" fragment`,
      '<App />',
      fence,
      `${fence}js run`,
      'console.assert(true)',
      fence,
      `${fence}bash`,
      'npm i',
      fence,
    )
    const clean = page('clean.md', `${fence}ts`, 'export {}', fence)
    const entries = coverage([mixed, clean])
    expect(entries.map(({ scripts, typecheck, run, app, fragment, unchecked }) => ({ scripts, typecheck, run, app, fragment, unchecked }))).toEqual([
      { scripts: 3, typecheck: 1, run: 1, app: 1, fragment: 1, unchecked: 0 },
      { scripts: 1, typecheck: 1, run: 0, app: 0, fragment: 0, unchecked: 0 },
    ])
    expect(formatCoverage(entries).split('\n')).toEqual([
      'content/tutorials/essentials/part-9.md    1 fragment    0 unchecked  of 3',
      '4 js/jsx/ts/tsx blocks on 2 pages: 2 type-checked (1 of them run), 1 tutorial app files (checked by the app tests), 1 fragments, 0 unchecked',
    ])
  })
})
