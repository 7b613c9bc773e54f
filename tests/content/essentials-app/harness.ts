/**
 * Checks a tutorial's app at every point where the reader runs it (listings.ts says where): typechecks it
 * under `strict`, bundles it, starts it in jsdom and plays the named flows through its screen. A console
 * error or warning while it runs fails the state. `describeTutorialApp` registers the vitest tests for a
 * tutorial folder; `checkState` is the check itself, for tests of the harness.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { classifyBlock } from '../../../scripts/content/classify.ts'
import {
  assembleStates,
  loadTutorialPages,
  type AppState,
  type TutorialPage,
  type TutorialSpec,
  type TypeAllowance,
} from './listings.ts'
import {
  bundleState,
  createWorkspace,
  slug,
  typecheckState,
  typecheckStates,
  writeState,
  type AppProblem,
  type TypecheckOptions,
  type Workspace,
} from './build.ts'
import { startApp } from './environment.ts'

/** A record of what the flows did, for the test's report. */
export type FlowLog = string[]
/** What a reader does with the app, through the screen only; throws when the app does not do it. */
export type Flow = (state: AppState, log: FlowLog) => Promise<void>

/** Installs jsdom in this Node process (after esbuild has loaded: esbuild refuses to load inside vitest's jsdom). */
export async function installDom(): Promise<() => unknown> {
  const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } })
  return () => dom.teardown(globalThis)
}

/** For a hook that typechecks all states of a tutorial at once. */
const typecheckAllTimeout = 300_000

/** A state written to `dir` and typechecked there. */
export interface TypecheckedState {
  dir: string
  problems: AppProblem[]
}

function typecheckedState(state: AppState, dir: string, options: TypecheckOptions): TypecheckedState {
  return { dir, problems: typecheckState(state, dir, options) }
}

/** Typecheck (unless `typechecked` brings the result), bundle, run: every problem of one state, or the flows' log. */
export async function checkState(
  state: AppState,
  workspace: Workspace,
  flows: Record<string, Flow>,
  options: TypecheckOptions & { typechecked?: TypecheckedState } = {},
): Promise<{ problems: string[]; log: FlowLog }> {
  const { dir, problems: typeProblems } = options.typechecked ?? typecheckedState(state, writeState(workspace, state), options)
  if (typeProblems.length) return { problems: typeProblems.map((problem) => `type error: ${problem}`), log: [] }
  if (state.flows.length === 0) return { problems: [], log: ['typechecked (the app cannot start here)'] }
  const { file, problems: bundleProblems } = await bundleState(state, dir)
  if (bundleProblems.length || !file) return { problems: bundleProblems.map((problem) => `bundling: ${problem}`), log: [] }
  const log: FlowLog = []
  const app = await startApp(file)
  try {
    for (const name of state.flows) {
      const flow = flows[name]
      if (!flow) throw new Error(`no flow named ${name}`)
      await flow(state, log)
    }
  } catch (error) {
    const messages = app.consoleMessages.length ? `\n\nWhile the app ran:\n${app.consoleMessages.join('\n')}` : ''
    return { problems: [`${state.where}: ${(error as Error).message}\n\nFlow so far: ${log.join('; ') || '(nothing)'}${messages}`], log }
  } finally {
    await app.stop()
  }
  const consoleProblems = app.consoleMessages.map((message) => `${state.where}: while the app ran, ${message}`)
  return { problems: consoleProblems, log }
}

export interface TutorialAppOptions {
  root: string
  spec: TutorialSpec
  flows: Record<string, Flow>
  /** Extra checks on what was found (the parts a tutorial must have). */
  expectStates?: (states: AppState[], pages: TutorialPage[]) => void
}

function fail(what: string, problems: string[]): void {
  if (problems.length) throw new Error(`${problems.length} ${what}:\n${problems.join('\n')}`)
}

/** Registers the tests of one tutorial folder's app. */
export function describeTutorialApp({ root, spec, flows, expectStates }: TutorialAppOptions): void {
  const pages = loadTutorialPages(root, spec)
  const { states, problems } = assembleStates(pages, spec)
  let workspace: Workspace
  let teardownDom: (() => unknown) | undefined
  beforeAll(async () => {
    workspace = createWorkspace(root)
    teardownDom = await installDom()
  })
  afterAll(async () => {
    await teardownDom?.()
    workspace?.dispose()
  })

  describe(`${path.basename(spec.dir)} app assembled from the listings`, () => {
    it('finds the states the tutorial must have', () => {
      expect(states.length).toBeGreaterThan(0)
      expectStates?.(states, pages)
    })

    it('has no listing or marker problem, and runs every listing in some state', () => {
      fail(
        'listing problem(s)',
        problems.map((problem) => `${problem.page}:${problem.line}  ${problem.message}`),
      )
    })

    it('checks every title="src/…" block that is not a fragment in some state', () => {
      const used = new Set<string>()
      for (const state of states) for (const { listing } of state.files.values()) used.add(`${listing.page}:${listing.line}`)
      const unused: string[] = []
      for (const { page } of pages) {
        for (const block of page.blocks) {
          const isListing = block.title?.startsWith('src/') && !block.flags.has('fragment')
          if (!isListing && classifyBlock(page, block) !== 'app') continue
          if (!used.has(`${page.file}:${block.line}`)) unused.push(`${page.file}:${block.line}  ${block.title} is in no state the reader runs`)
        }
      }
      fail('unused listing(s)', unused)
    })

    const used = new Set<TypeAllowance>()
    const typecheckOptions = { strict: spec.strict, relaxations: spec.relaxations, used }
    // Every state is typechecked before the first state's test, in one program, which is less work than one
    // program per state (../sharedProgram.ts); each test still reports its own state's problems. The hook has
    // the time of all the type checks.
    let typechecked: Map<AppState, TypecheckedState> | undefined
    const typecheckedAll = () => {
      if (!typechecked) {
        const written = states.map((state) => ({ state, dir: writeState(workspace, state) }))
        const problems = typecheckStates(written, typecheckOptions)
        typechecked = new Map(written.map(({ state, dir }) => [state, { dir, problems: problems.get(state)! }]))
      }
      return typechecked
    }
    beforeAll(() => void typecheckedAll(), typecheckAllTimeout)
    let checked = 0
    for (const state of states) {
      const what = state.flows.length ? `typechecks, bundles, runs ${state.flows.join(', ')}` : 'typechecks'
      it(`${state.name}: ${what} (${state.files.size} files)`, async () => {
        const { problems: stateProblems, log } = await checkState(state, workspace, flows, { typechecked: typecheckedAll().get(state) })
        checked++
        fail('problem(s)', stateProblems)
        expect(log.length).toBeGreaterThan(0)
        console.info(`${slug(state.name)}: ${log.join('; ')}`)
      }, 90_000)
    }

    it('lets through only type errors that some state still has', (context) => {
      // Meaningful only after every state was typechecked (not when a filter picked some)
      if (checked < states.length) return context.skip()
      const unused = (spec.relaxations?.accept ?? []).filter((allowance) => !used.has(allowance))
      fail(
        'type allowance(s) that match no error any more (remove them)',
        unused.map((allowance) => `TS${allowance.code} ${allowance.message} at ${allowance.at}`),
      )
    })
  })
}
