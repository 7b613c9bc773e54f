/**
 * Part 4's store written by hand against Redux's own: the same reducer and the same calls made on both, and
 * every observable result compared (states, dispatch's return value, which listeners ran, which calls throw).
 */
import { isDeepStrictEqual, inspect } from 'node:util'
import { legacy_createStore as reduxCreateStore, type Reducer } from 'redux'
import { tasksSession } from './scenario.ts'

export interface StoreLike {
  getState(): unknown
  dispatch(action: unknown): unknown
  subscribe(listener: () => void): () => void
}

type CreateStore = (reducer: Reducer, preloadedState?: unknown) => StoreLike

const show = (value: unknown) => inspect(value, { depth: 6, breakLength: Infinity })

/** What one store did during a script of calls: one entry per observation. */
type Observations = unknown[]

/** A call's outcome: its value, or that it threw (the message differs between stores, so it is not compared). */
function attempt(call: () => unknown): unknown {
  try {
    return { value: call() }
  } catch {
    return 'threw'
  }
}

/** The script both stores go through. `reducer` is the app's root reducer, wrapped to misbehave on request. */
function observe(createStore: CreateStore, appReducer: Reducer): Observations {
  const seen: Observations = []
  let store: StoreLike | undefined
  // Misbehaving reducers: dispatching or reading the store from inside a reducer must throw.
  const reducer: Reducer = (state, action) => {
    if (action.type === 'test/reducerDispatches') store?.dispatch({ type: 'test/inner' })
    if (action.type === 'test/reducerReadsStore') store?.getState()
    if (action.type === 'test/reducerThrows') throw new Error('reducer failure')
    return appReducer(state, action)
  }
  store = createStore(reducer)
  seen.push(['initial', store.getState()])

  const calls: string[] = []
  let late: (() => void) | undefined
  const first = () => {
    calls.push('first')
    // Subscribed during a notification: must not run in this round, only from the next dispatch on.
    if (!late) store?.subscribe((late = () => calls.push('late')))
  }
  const unsubscribeFirst = store.subscribe(first)
  const unsubscribeSecond = store.subscribe(() => calls.push('second'))

  for (const { action } of tasksSession.slice(0, 5)) {
    seen.push(['dispatch returns the action', attempt(() => store.dispatch(action) === action)])
    seen.push(['state', store.getState(), 'listeners', calls.splice(0)])
  }
  unsubscribeSecond()
  unsubscribeSecond()
  for (const { action } of tasksSession.slice(5)) {
    store.dispatch(action)
    seen.push(['state after unsubscribe', store.getState(), 'listeners', calls.splice(0)])
  }
  unsubscribeFirst()

  for (const bad of ['todos/todoAdded', null, {}, { type: 42 }, { payload: 'no type' }]) {
    seen.push(['dispatch', bad, attempt(() => store.dispatch(bad))])
  }
  for (const type of ['test/reducerDispatches', 'test/reducerReadsStore', 'test/reducerThrows']) {
    seen.push([type, attempt(() => store.dispatch({ type }))])
    // The store recovers: the next dispatch works and the listeners run again.
    seen.push(['after ' + type, attempt(() => store.dispatch({ type: 'todos/todoAdded', payload: 'Recovered' })), store.getState(), calls.splice(0)])
  }
  return seen
}

/** Problems where the hand-written store differs from Redux's (none when they behave alike). */
export function compareStores(createMiniStore: unknown, appReducer: Reducer): string[] {
  if (typeof createMiniStore !== 'function') return ['exports no function createMiniStore']
  const expected = observe((reducer, preloaded) => reduxCreateStore(reducer, preloaded) as StoreLike, appReducer)
  let actual: Observations
  try {
    actual = observe(createMiniStore as CreateStore, appReducer)
  } catch (error) {
    return [`throws where Redux's store does not: ${(error as Error).message}`]
  }
  const problems: string[] = []
  for (let index = 0; index < Math.max(expected.length, actual.length); index++) {
    if (!isDeepStrictEqual(actual[index], expected[index]))
      problems.push(`behaves unlike Redux's createStore: ${show(actual[index])}, Redux gives ${show(expected[index])}`)
  }
  return problems.slice(0, 5)
}
