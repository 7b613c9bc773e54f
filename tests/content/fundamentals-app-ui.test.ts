/**
 * The UI flows of the Fundamentals app (fundamentals-app/uiFlows.ts) can fail: the real app at the end of
 * Part 5 and at the end of Part 8, each with one component or reducer case broken the way a reader might
 * break it, is refused, naming the state. (fundamentals-app.test.ts plays the flows on the real listings.)
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { createWorkspace, typecheckStates, type TypecheckedState, type Workspace } from './fundamentals-app/build.ts'
import { assembleStates, loadFundamentalsPages, type AppState } from './fundamentals-app/listings.ts'
import { checkStateInUi } from './fundamentals-app/uiRunner.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const { states } = assembleStates(loadFundamentalsPages(root))
const endOf = (part: number) => states.find((state) => state.part === part && state.end)

let workspace: Workspace
let teardownDom: (() => unknown) | undefined
beforeAll(async () => {
  workspace = createWorkspace(root)
  const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } })
  teardownDom = () => dom.teardown(globalThis)
})
afterAll(async () => {
  await teardownDom?.()
  workspace?.dispose()
})

/** A copy of the state, named apart, with one file's code edited. */
function withEdit(state: AppState, file: string, edit: (code: string) => string): AppState {
  const version = state.files.get(file)
  if (!version) throw new Error(`${state.name} has no ${file}`)
  const edited = edit(version.code)
  expect(edited, `the edit of ${file} changed nothing`).not.toBe(version.code)
  const files = new Map(state.files)
  files.set(file, { ...version, code: edited })
  return { ...state, name: `${state.name} broken`, files }
}

const part5 = endOf(5)!
const part8 = endOf(8)!
const broken5 = withEdit(part5, 'src/features/filters/Footer.jsx', (code) => code.replace("{ type: 'todos/doneCleared' }", "{ type: 'todos/allMarkedDone' }"))
const broken8 = withEdit(part8, 'src/features/todos/todosSlice.js', (code) => code.replace('.addCase(saveNewTodo.fulfilled, todosAdapter.addOne)', ''))
// The three states are typechecked together, as fundamentals-app.test.ts checks the real ones.
let typechecked: Map<AppState, TypecheckedState> | undefined
const checkInUi = (state: AppState) => checkStateInUi(workspace, state, (typechecked ??= typecheckStates(workspace, [part5, broken5, broken8])).get(state)!)
beforeAll(() => void (typechecked = typecheckStates(workspace, [part5, broken5, broken8])), 300_000)

describe('the UI flows refuse a broken app', () => {
  it('passes the real end of Part 5 and refuses it when "Clear done" marks everything done instead', async () => {
    expect((await checkInUi(part5)).problems).toEqual([])
    const report = await checkInUi(broken5)
    expect(report.problems).toEqual([expect.stringMatching(/broken .*Clear done removes every done task/s)])
  }, 60_000)

  it('refuses the end of Part 8 when the slice ignores a saved task (the new task never shows)', async () => {
    const report = await checkInUi(broken8)
    expect(report.problems).toEqual([expect.stringMatching(/broken .*Buy milk/s)])
    expect(report.played).toEqual([expect.stringMatching(/^started with 2 task/)])
  }, 60_000)
})
