/**
 * One assembled state of Parts 3–4, checked end to end in Node: written out, typechecked, bundled, loaded
 * (with a stand-in for the DevTools extension on `window`) and put through the node checks.
 */
import { pathToFileURL } from 'node:url'
import { compose } from 'redux'
import { bundleModules, typecheckState, type Workspace } from './build.ts'
import type { AppState } from './listings.ts'
import { nodeModules, runNodeChecks, type AppModules } from './nodeChecks.ts'

export interface StateReport {
  /** Type errors, bundling errors and failed checks, each naming its listing. */
  problems: string[]
  /** Files the state imports that its part shows further down: nothing is run until they exist. */
  waitsFor: string[]
  /** Which app files were run. */
  ran: string[]
}

type DevToolsWindow = Window & { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose }

/** `typechecked`: the state already written and typechecked (by `typecheckStates`, with others). */
export async function checkStateInNode(workspace: Workspace, state: AppState, typechecked = typecheckState(workspace, state)): Promise<StateReport> {
  const { dir, problems, waitsFor } = typechecked
  if (problems.length || waitsFor.length) return { problems, waitsFor, ran: [] }

  const present = Object.fromEntries(Object.entries(nodeModules).filter(([, file]) => state.files.has(file)))
  if (Object.keys(present).length === 0) return { problems, waitsFor, ran: [] }
  const bundle = await bundleModules(state, dir, present)
  if (bundle.problems.length || !bundle.file) return { problems: bundle.problems, waitsFor, ran: [] }

  // The app reads the extension's compose from `window` when its store module runs: count the calls.
  const devToolsWindow = window as DevToolsWindow
  let devToolsComposeCalls = 0
  devToolsWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = ((...functions: Parameters<typeof compose>) => {
    devToolsComposeCalls++
    return compose(...functions)
  }) as typeof compose
  let modules: AppModules
  try {
    modules = (await import(/* @vite-ignore */ pathToFileURL(bundle.file).href)) as AppModules
  } catch (error) {
    return { problems: [`${state.name}: loading the app failed: ${(error as Error).stack}`], waitsFor, ran: [] }
  } finally {
    delete devToolsWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
  }
  return { problems: runNodeChecks(state, modules, { devToolsComposeCalls }), waitsFor, ran: Object.values(present) }
}
