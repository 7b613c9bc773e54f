/**
 * The Redux Fundamentals tutorial's app ("Tasks"), assembled from its own listings (fundamentals-app/listings.ts)
 * and checked after EVERY listing, as a reader has it right after copying that file: typechecked (checkJs),
 * bundled, and run. Parts 3–4 run in Node (fundamentals-app/nodeChecks.ts): the reducers and the store go
 * through a reader's session of actions and every getState() is compared, the logger's output is checked, and
 * the store written by hand in Part 4 is compared with Redux's. A fixture page proves that a broken listing
 * fails, and that a fragment is never applied.
 *
 * Later parts (any `part-N-*.md` in the folder) are picked up as soon as their pages exist.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { classifyBlock } from '../../scripts/content/classify.ts'
import { loadPage } from '../../scripts/content/pages.ts'
import { createWorkspace, typecheckStates, type TypecheckedState, type Workspace } from './fundamentals-app/build.ts'
import { checkStateInNode } from './fundamentals-app/checkState.ts'
import { checkStateInUi } from './fundamentals-app/uiRunner.ts'
import { assembleStates, loadFundamentalsPages, FUNDAMENTALS_DIR, type AppState } from './fundamentals-app/listings.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const pages = loadFundamentalsPages(root)
const { states, problems: listingProblems } = assembleStates(pages)

let workspace: Workspace
let teardownDom: (() => unknown) | undefined
beforeAll(async () => {
  workspace = createWorkspace(root)
  // The app is a browser app (its store reads `window`), so jsdom is installed; by hand, after esbuild has
  // loaded, because esbuild refuses to load in vitest's jsdom environment.
  const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } })
  teardownDom = () => dom.teardown(globalThis)
})
afterAll(async () => {
  await teardownDom?.()
  workspace?.dispose()
})

// Every state is typechecked before the tests, in one program: a fraction of the work of one program per
// state (sharedProgram.ts). Each test still reports its own state's problems. The hook has the time of all
// the type checks (minutes on a loaded machine).
let typechecked: Map<AppState, TypecheckedState> | undefined
const typecheckedState = (state: AppState) => (typechecked ??= typecheckStates(workspace, states)).get(state)!
beforeAll(() => void typecheckedState(states[0]), 300_000)

function fail(what: string, problems: string[]): void {
  if (problems.length) throw new Error(`${problems.length} ${what}:\n${problems.join('\n')}`)
}

describe('Redux Fundamentals app assembled from the listings', () => {
  it('finds the listings of Parts 3 and 4, ending with the store, the logger and the hand-written store', () => {
    const ends = states.filter((state) => state.end)
    expect(ends.map((state) => state.part)).toEqual(expect.arrayContaining([3, 4]))
    const endOfPart4 = ends.find((state) => state.part === 4)
    expect([...(endOfPart4?.files.keys() ?? [])]).toEqual(
      expect.arrayContaining(['src/features/todos/todosReducer.js', 'src/features/filters/filtersReducer.js', 'src/reducer.js', 'src/store.js', 'src/middleware/logger.js', 'src/miniStore.js']),
    )
  })

  it('has no src/ listing that cannot be a file of the app', () => {
    fail('listing problem(s)', listingProblems.map((problem) => `${problem.page}:${problem.line}  ${problem.message}`))
  })

  it('leaves to this test only the blocks it checks (every block classify.ts calls an app file is a listing)', () => {
    const listed = new Set(states.map((state) => `${state.listing.page}:${state.listing.line}`))
    const reported = new Set(listingProblems.map((problem) => `${problem.page}:${problem.line}`))
    const unchecked = pages.flatMap((page) => {
      const asPage = loadPage(root, path.join(root, page.file))
      return asPage.blocks
        .filter((block) => classifyBlock(asPage, block) === 'app')
        .map((block) => `${page.file}:${block.line}`)
        .filter((where) => !listed.has(where) && !reported.has(where))
    })
    fail('app block(s) checked by nobody', unchecked)
  })

  for (const state of states) {
    describe(state.name, () => {
      if (state.part <= 4) {
        it(`typechecks, bundles and runs in Node (${state.listing.path})`, async () => {
          const report = await checkStateInNode(workspace, state, typecheckedState(state))
          fail('problem(s)', report.problems)
          // Parts 3–4 show every file before another imports it, so every state of theirs runs.
          expect(report.waitsFor).toEqual([])
          expect(report.ran).toContain(state.listing.path)
        }, 60_000)
      }
      if (state.part >= 5) {
        // From Part 5 on the app has a screen: the flows of fundamentals-app/uiFlows.ts are played after every
        // listing once the state runs (it has src/main.jsx and waits for no later file of its part). Part 8
        // rewrites the store and the thunks file by file, so only its complete app, at the part's end, runs.
        it(`typechecks, and plays the UI flows where the app runs (${state.listing.path})`, async () => {
          if (state.part >= 8 && !state.end) {
            fail('type error(s)', typecheckedState(state).problems)
            return
          }
          const report = await checkStateInUi(workspace, state, typecheckedState(state))
          fail('problem(s)', report.problems)
          if (state.end) expect(report.played.length, 'the app at the end of the part plays every flow').toBeGreaterThan(4)
        }, 60_000)
      }
    })
  }
})

describe('a broken listing fails the check of its state (fixture: fundamentals-app/fixtures/broken)', () => {
  const fixtureDir = 'tests/content/fundamentals-app/fixtures/broken'
  const fixture = assembleStates(loadFundamentalsPages(root, fixtureDir))
  const page = `${fixtureDir}/part-3-broken.md`
  // Typechecked together, as the real states are.
  let fixtureTypechecks: Map<AppState, TypecheckedState> | undefined
  const checkFixtureState = (state: AppState) => checkStateInNode(workspace, state, (fixtureTypechecks ??= typecheckStates(workspace, fixture.states)).get(state)!)

  it('makes one state per listing and never applies the fragment', () => {
    expect(fixture.problems).toEqual([])
    expect(fixture.states.map((state) => state.listing.path)).toEqual([
      'src/features/todos/todosReducer.js',
      'src/features/todos/todosReducer.js',
      'src/features/filters/filtersReducer.js',
      'src/reducer.js',
    ])
    expect(FUNDAMENTALS_DIR).not.toBe(fixtureDir)
  })

  it('fails the state whose reducer mutates, naming the listing, and passes the state that mends it', async () => {
    const [mutating, mended] = fixture.states
    const broken = await checkFixtureState(mutating)
    expect(broken.problems).toEqual([expect.stringMatching(new RegExp(`^${page}:${mutating.listing.line}  src/features/todos/todosReducer\\.js: throws on .*todos/todoToggled`))])
    expect((await checkFixtureState(mended)).problems).toEqual([])
  }, 60_000)

  it('fails a reducer that runs but computes the wrong state', async () => {
    const report = await checkFixtureState(fixture.states[2])
    expect(report.problems).toEqual([expect.stringMatching(new RegExp(`^${page}:${fixture.states[2].listing.line}  src/features/filters/filtersReducer\\.js: after .*filters/tagToggled`))])
  }, 60_000)

  it('fails a listing that imports a file no listing shows, naming the line of the import', async () => {
    const state = fixture.states[3]
    const report = await checkFixtureState(state)
    expect(report.problems).toEqual([expect.stringMatching(new RegExp(`^${page}:${state.listing.line + 4}  src/reducer\\.js:4:\\d+  TS2307`))])
    expect(report.ran).toEqual([])
  }, 60_000)
})
