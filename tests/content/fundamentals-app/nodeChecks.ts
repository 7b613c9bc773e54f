/**
 * The checks of Parts 3–4, run in Node on whatever files a state has: the slice reducers and the root
 * reducer against the hand-written session (each previous state frozen, so a mutation throws), the store
 * (getState, dispatch, subscribe), the logger middleware's console output, and the hand-written store of
 * Part 4 against Redux's own `createStore`. Each failure names the listing it concerns.
 */
import { isDeepStrictEqual, inspect } from 'node:util'
import { applyMiddleware, compose, legacy_createStore as reduxCreateStore, type Reducer } from 'redux'
import { whereFrom, type AppState } from './listings.ts'
import { domainOf, initialTasksState, tasksSession, type TasksAction } from './scenario.ts'
import { compareStores, type StoreLike } from './storeComparison.ts'

/** The app files the checks know, by the name the bundle exports them under. */
export const nodeModules = {
  todosReducer: 'src/features/todos/todosReducer.js',
  filtersReducer: 'src/features/filters/filtersReducer.js',
  rootReducer: 'src/reducer.js',
  store: 'src/store.js',
  logger: 'src/middleware/logger.js',
  miniStore: 'src/miniStore.js',
} as const

type ModuleName = keyof typeof nodeModules
/** The app's modules are plain JS: what they export is only known by running them. */
export type AppModules = Partial<Record<ModuleName, any>>

/** A state the app's reducers returned: untyped, read by the checks below as the Tasks state. */
type ReducedState = any

const show = (value: unknown) => inspect(value, { depth: 6, breakLength: Infinity })

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** Calls a reducer on a frozen state, turning a mutation (a TypeError in strict-mode code) into a message. */
function reduceFrozen(reducer: Reducer, state: unknown, action: TasksAction): { next?: ReducedState; error?: string } {
  deepFreeze(state)
  try {
    return { next: reducer(state, action) }
  } catch (error) {
    return { error: `throws on ${show(action)} (a mutation of the frozen previous state?): ${(error as Error).message}` }
  }
}

/**
 * One slice reducer (`slice` is its key in the root state) or the root reducer (`slice` undefined) through the
 * whole session. Unchanged parts must stay the same objects: another slice's action returns the slice as it
 * was, and tasks an action does not touch are not copied.
 */
export function checkReducer(reducer: Reducer, slice: 'todos' | 'filters' | undefined): string[] {
  const pick = (state: typeof initialTasksState) => (slice ? state[slice] : state)
  const problems: string[] = []
  let state = reducer(undefined, { type: '@@fundamentals-test/init' })
  if (!isDeepStrictEqual(state, pick(initialTasksState))) problems.push(`initial state ${show(state)}, expected ${show(pick(initialTasksState))}`)
  for (const { action, expected } of tasksSession) {
    const previous = state
    const { next, error } = reduceFrozen(reducer, previous, action)
    if (error) return [...problems, error]
    if (!isDeepStrictEqual(next, pick(expected))) return [...problems, `after ${show(action)}: ${show(next)}, expected ${show(pick(expected))}`]
    const unchanged = slice ? [[slice, previous, next]] : [['todos', previous.todos, next.todos], ['filters', previous.filters, next.filters]]
    for (const [key, before, after] of unchanged) {
      if (domainOf(action) !== key && before !== after) problems.push(`${key}: ${show(action)} is not a ${key} action, yet the ${key} state was copied`)
    }
    const todosBefore: { id: number }[] = slice === 'filters' ? [] : slice ? previous : previous.todos
    const todosAfter: { id: number }[] = slice === 'filters' ? [] : slice ? next : next.todos
    for (const todo of todosAfter) {
      const old = todosBefore.find((candidate) => candidate.id === todo.id)
      if (old && old !== todo && isDeepStrictEqual(old, todo)) problems.push(`after ${show(action)}: task ${todo.id} did not change but was copied`)
    }
    state = next
  }
  return problems
}

/** The console calls the logger makes for one dispatch, in order. */
type ConsoleCall = [method: 'group' | 'log' | 'groupEnd', ...args: unknown[]]

/** Runs `during` with console.group/log/groupEnd recorded instead of printed. */
export function recordConsole<T>(during: () => T): { result: T; calls: ConsoleCall[] } {
  const calls: ConsoleCall[] = []
  const original = { group: console.group, log: console.log, groupEnd: console.groupEnd }
  console.group = (...args: unknown[]) => void calls.push(['group', ...args])
  console.log = (...args: unknown[]) => void calls.push(['log', ...args])
  console.groupEnd = () => void calls.push(['groupEnd'])
  try {
    return { result: during(), calls }
  } finally {
    Object.assign(console, original)
  }
}

/** What Part 4's logger prints for one action: a group named after it, the action, the state after it. */
export function expectedLog(action: TasksAction, nextState: unknown): ConsoleCall[] {
  return [['group', action.type], ['log', 'action', action], ['log', 'next state', nextState], ['groupEnd']]
}

/**
 * A store through the session: states, dispatch's return value, listener calls, unsubscribe. `logs`: the
 * logger must print every dispatch ('required'), must not print ('none'), or either, as long as what it prints
 * is the logger's exact output ('either').
 */
export function checkStore(store: StoreLike, logs: 'required' | 'none' | 'either'): string[] {
  const problems: string[] = []
  if (!isDeepStrictEqual(store.getState(), initialTasksState)) problems.push(`initial state ${show(store.getState())}, expected ${show(initialTasksState)}`)
  let notified = 0
  const unsubscribe = store.subscribe(() => notified++)
  for (const { action, expected } of tasksSession) {
    const { result, calls } = recordConsole(() => store.dispatch(action))
    if (result !== action) problems.push(`dispatch(${show(action)}) returned ${show(result)}, not the action`)
    if (!isDeepStrictEqual(store.getState(), expected)) return [...problems, `after ${show(action)}: ${show(store.getState())}, expected ${show(expected)}`]
    const logged = isDeepStrictEqual(calls, expectedLog(action, store.getState()))
    const quiet = calls.length === 0
    if (logs === 'required' ? !logged : logs === 'none' ? !quiet : !logged && !quiet)
      problems.push(`console output for ${show(action)}: ${show(calls)}, expected ${logs === 'none' ? 'none' : show(expectedLog(action, expected))}`)
  }
  if (notified !== tasksSession.length) problems.push(`the listener ran ${notified} times for ${tasksSession.length} dispatches`)
  unsubscribe()
  recordConsole(() => store.dispatch({ type: 'tasks/afterUnsubscribe' }))
  if (notified !== tasksSession.length) problems.push('the listener still ran after unsubscribe()')
  return problems
}

export interface NodeCheckOptions {
  /** Whether the DevTools' compose, planted on `window` before the state's modules ran, was used. */
  devToolsComposeCalls: number
}

/** Every check the state's files allow; failures as `content/…md:LINE  src/file.js: what`. */
export function runNodeChecks(state: AppState, modules: AppModules, options: NodeCheckOptions): string[] {
  const problems: string[] = []
  const report = (name: ModuleName, found: string[]) => {
    // The first few say what is wrong; one bug usually repeats on every later action of the session.
    const shown = found.length > 5 ? [...found.slice(0, 5), `… and ${found.length - 5} more`] : found
    for (const problem of shown) problems.push(`${whereFrom(state, nodeModules[name])}  ${nodeModules[name]}: ${problem}`)
  }
  if (modules.todosReducer) report('todosReducer', checkReducer(modules.todosReducer.default, 'todos'))
  if (modules.filtersReducer) report('filtersReducer', checkReducer(modules.filtersReducer.default, 'filters'))
  const rootReducer: Reducer | undefined = modules.rootReducer?.default
  if (rootReducer) report('rootReducer', checkReducer(rootReducer, undefined))
  // Part 4 ends with the logger and the DevTools in the store; before that, the store must not print.
  const finalStore = state.part === 4 && state.end
  if (modules.store) {
    report('store', checkStore(modules.store.default, finalStore ? 'required' : modules.logger ? 'either' : 'none'))
    if (finalStore && options.devToolsComposeCalls !== 1)
      report('store', [`uses window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ${options.devToolsComposeCalls} times when the extension is there, expected once`])
  }
  if (modules.logger && rootReducer) {
    const store = reduxCreateStore(rootReducer, compose(applyMiddleware(modules.logger.default)))
    report('logger', checkStore(store, 'required'))
  }
  if (modules.miniStore && rootReducer) report('miniStore', compareStores(modules.miniStore.createMiniStore, rootReducer))
  return problems
}
