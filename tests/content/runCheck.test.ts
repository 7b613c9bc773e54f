import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageFromSource } from '../../scripts/content/pages.ts'
import { checkRun, withoutMachineNoise } from '../../scripts/content/run.ts'
import { formatProblems } from '../../scripts/content/problems.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const fence = '```'
/** Prefix for a line that asserts: the import is hoisted, so the assertion keeps its line number. */
const A = "import assert from 'node:assert/strict'; "

/** A markdown page from lines (joined with newlines), as if it were `content/<name>`. */
function page(name: string, ...lines: string[]) {
  return pageFromSource(`content/${name}`, lines.join('\n') + '\n')
}

describe('run check', () => {
  it('passes blocks that work, with redux, TypeScript, async code and dev-mode checks', async () => {
    const good = page(
      'good.md',
      `${fence}js run`,
      "import { createStore } from 'redux'",
      'const store = createStore((state = 0, action) => (action.type === "inc" ? state + 1 : state))',
      'store.dispatch({ type: "inc" })',
      A + 'assert(store.getState() === 1)',
      fence,
      `${fence}ts run`,
      "import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      'const slice = createSlice({ name: "n", initialState: 0, reducers: { add: (s, a: PayloadAction<number>) => s + a.payload } })',
      'const store = configureStore({ reducer: slice.reducer })',
      'store.dispatch(slice.actions.add(2))',
      A + 'assert(store.getState() === 2)',
      fence,
      `${fence}js run`,
      A + 'assert(process.env.NODE_ENV === "development")',
      'await new Promise((resolve) => setTimeout(resolve, 20))',
      'setTimeout(() => assert(true), 20)',
      fence,
    )
    expect(formatProblems(await checkRun([good], { root }))).toBe('')
  }, 30_000)

  it('fails a failed assert, a throw, late async failures and process.exit, each on its own block', async () => {
    const bad = page(
      'bad.md',
      `${fence}js run`, // 1
      A + 'assert(1 + 1 === 3, "math is broken")', // 2
      fence,
      `${fence}js run`, // 4: fine, between failures
      A + 'assert(true)',
      fence,
      `${fence}js run`, // 7
      "throw new Error('boom')",
      fence,
      `${fence}js run`, // 10: fails after the module has finished evaluating
      A + 'setTimeout(() => assert(false, "late"), 30)',
      fence,
      `${fence}js run`, // 13
      'Promise.reject(new Error("nobody catches this"))',
      fence,
      `${fence}ts run`, // 16
      'const n: number = 1',
      A + 'assert(n === 2, "ts block")', // 18
      fence,
      `${fence}js run`, // 20
      'console.error("about to exit")',
      'process.exit(3)',
      fence,
      `${fence}js run`, // 24: runs after the process above died
      A + 'assert(false, "after exit")',
      fence,
    )
    const problems = await checkRun([bad], { root })
    const byLine = new Map(problems.map((problem) => [problem.line, problem.message]))
    expect([...byLine.keys()].sort((a, b) => a - b)).toEqual([1, 7, 10, 13, 16, 20, 24])
    expect(byLine.get(1)).toMatch(/AssertionError.*math is broken/)
    expect(byLine.get(1)).toMatch(/content\/bad\.md:2\b/)
    expect(byLine.get(7)).toMatch(/boom/)
    expect(byLine.get(10)).toMatch(/late/)
    expect(byLine.get(13)).toMatch(/nobody catches this/)
    expect(byLine.get(16)).toMatch(/ts block/)
    expect(byLine.get(16)).toMatch(/content\/bad\.md:18\b/)
    expect(byLine.get(20)).toMatch(/about to exit/)
    expect(byLine.get(24)).toMatch(/after exit/)
  }, 30_000)

  it('fails a block that writes to stderr: console.error, console.warn, a failed console.assert, a Node warning', async () => {
    const noisy = page(
      'noisy.md',
      `${fence}js run`, // 1: console.assert does not throw in Node, it prints and carries on
      'console.assert(1 + 1 === 3, "math is broken")',
      fence,
      `${fence}js run`, // 4
      'console.warn("deprecated option")',
      A + 'assert(true)',
      fence,
      `${fence}js run`, // 8
      'console.error(new Error("caught and logged"))',
      A + 'assert(true)',
      fence,
      `${fence}js run`, // 12
      'process.emitWarning("something odd")',
      A + 'assert(true)',
      fence,
      `${fence}js run`, // 16: fine, console.log goes to stdout
      'console.log("hello")',
      A + 'assert(true)',
      fence,
    )
    const problems = await checkRun([noisy], { root })
    const byLine = new Map(problems.map((problem) => [problem.line, problem.message]))
    expect([...byLine.keys()].sort((a, b) => a - b)).toEqual([1, 4, 8, 12])
    expect(byLine.get(1)).toMatch(/wrote to stderr[\s\S]*Assertion failed: math is broken/)
    expect(byLine.get(4)).toMatch(/deprecated option/)
    expect(byLine.get(8)).toMatch(/caught and logged/)
    expect(byLine.get(12)).toMatch(/something odd/)
  }, 30_000)

  it('lets through only the warning RTK prints when its development checks run slowly on a loaded machine', () => {
    const slow =
      'SerializableStateInvariantMiddleware took 48ms, which is more than the warning threshold of 32ms. \n' +
      'If your state or actions are very large, you may want to disable the middleware as it might cause too much of a slowdown in development mode. See https://redux-toolkit.js.org/api/getDefaultMiddleware for instructions.\n' +
      "It is disabled in production builds, so you don't need to worry about that.\n"
    expect(withoutMachineNoise(slow)).toBe('')
    expect(withoutMachineNoise(`${slow}A non-serializable value was detected\n`)).toBe('A non-serializable value was detected\n')
  })

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
      A + 'assert(false, "still checked")',
      fence,
    )
    // Long enough for a fresh Node process to start and finish the last block on a loaded CI machine (the
    // limit the busy-parent test below relies on too); each of the first three blocks waits it out.
    const problems = await checkRun([slow], { root, timeoutMs: 2000 })
    expect(problems.map((problem) => problem.line)).toEqual([1, 4, 7, 10])
    expect(problems[0].message).toMatch(/timed out/)
    expect(problems[1].message).toMatch(/timed out/)
    expect(problems[2].message).toMatch(/timed out \(the process was killed\)/)
    expect(problems[3].message).toMatch(/still checked/)
  }, 60_000)

  it('gives the same verdicts when each block runs in its own process', async () => {
    const mixed = page(
      'mixed.md',
      `${fence}js run`,
      A + 'assert(false)',
      fence,
      `${fence}js run`,
      A + 'assert(true)',
      fence,
    )
    const problems = await checkRun([mixed], { root, isolate: true })
    expect(problems.map((problem) => problem.line)).toEqual([1])
  }, 30_000)
})

describe('run check beside a busy parent', () => {
  it('does not kill a child that is doing fine while this process is blocked longer than the time limit', async () => {
    const { startRun } = await import('../../scripts/content/run.ts')
    // Blocks well within the limit, one after the other for longer than this process is blocked: the child
    // is still running, and has made progress lately, when the watchdog looks again.
    const block = ['await new Promise((resolve) => setTimeout(resolve, 1_000))', A + 'assert(true)']
    const quick = page('quick.md', ...Array.from({ length: 5 }, () => [`${fence}js run`, ...block, fence]).flat())
    const other = page('other.md', `${fence}js run`, A + 'assert(1 === 1)', fence)
    // A limit a fresh Node process meets even on a loaded machine; the parent is blocked past it and its grace.
    const { done } = await startRun([quick, other], { root, timeoutMs: 2000 })
    // The event loop held as a type check would hold it, past the watchdog's limit (2 s + 2 s of grace):
    // asleep rather than spinning, which blocks it just the same without taking a core from the other tests.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 4_500)
    expect(formatProblems(await done)).toBe('')
  }, 30_000)
})
