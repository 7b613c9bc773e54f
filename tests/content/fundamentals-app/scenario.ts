/**
 * What the Tasks app of Parts 3–4 must do, written out by hand: a reader's session as a list of actions and
 * the whole state expected after each one. The state shape and action types are the tutorial's (Part 3).
 */
export interface Todo {
  id: number
  text: string
  done: boolean
  tag?: string
}

export interface Filters {
  status: 'all' | 'open' | 'done'
  tags: string[]
}

export interface TasksState {
  todos: Todo[]
  filters: Filters
}

/** A type alias, not an interface, so that it is assignable to Redux's `UnknownAction`. */
export type TasksAction = {
  type: string
  payload?: unknown
}

export interface Step {
  action: TasksAction
  expected: TasksState
}

export const initialTasksState: TasksState = { todos: [], filters: { status: 'all', tags: [] } }

const milk = { id: 1, text: 'Buy milk', done: false }
const bike = { id: 2, text: 'Fix the bike', done: false }
const bank = { id: 3, text: 'Call the bank', done: false }
const plants = { id: 3, text: 'Water the plants', done: false }
const open = (tags: string[] = []): Filters => ({ status: 'open', tags })

/** Every action of Part 3's table at least once, each followed by the state it must lead to. */
export const tasksSession: Step[] = [
  { action: { type: 'todos/todoAdded', payload: 'Buy milk' }, expected: { todos: [milk], filters: { status: 'all', tags: [] } } },
  { action: { type: 'todos/todoAdded', payload: 'Fix the bike' }, expected: { todos: [milk, bike], filters: { status: 'all', tags: [] } } },
  { action: { type: 'todos/todoAdded', payload: 'Call the bank' }, expected: { todos: [milk, bike, bank], filters: { status: 'all', tags: [] } } },
  {
    action: { type: 'todos/todoToggled', payload: 1 },
    expected: { todos: [{ ...milk, done: true }, bike, bank], filters: { status: 'all', tags: [] } },
  },
  {
    action: { type: 'todos/tagSet', payload: { id: 2, tag: 'work' } },
    expected: { todos: [{ ...milk, done: true }, { ...bike, tag: 'work' }, bank], filters: { status: 'all', tags: [] } },
  },
  {
    action: { type: 'filters/statusChanged', payload: 'open' },
    expected: { todos: [{ ...milk, done: true }, { ...bike, tag: 'work' }, bank], filters: open() },
  },
  {
    action: { type: 'filters/tagToggled', payload: 'work' },
    expected: { todos: [{ ...milk, done: true }, { ...bike, tag: 'work' }, bank], filters: open(['work']) },
  },
  {
    action: { type: 'filters/tagToggled', payload: 'home' },
    expected: { todos: [{ ...milk, done: true }, { ...bike, tag: 'work' }, bank], filters: open(['work', 'home']) },
  },
  {
    action: { type: 'filters/tagToggled', payload: 'work' },
    expected: { todos: [{ ...milk, done: true }, { ...bike, tag: 'work' }, bank], filters: open(['home']) },
  },
  {
    action: { type: 'todos/todoToggled', payload: 1 },
    expected: { todos: [milk, { ...bike, tag: 'work' }, bank], filters: open(['home']) },
  },
  { action: { type: 'todos/todoDeleted', payload: 3 }, expected: { todos: [milk, { ...bike, tag: 'work' }], filters: open(['home']) } },
  {
    action: { type: 'todos/todoAdded', payload: 'Water the plants' },
    expected: { todos: [milk, { ...bike, tag: 'work' }, plants], filters: open(['home']) },
  },
  { action: { type: 'todos/todoToggled', payload: 2 }, expected: { todos: [milk, { ...bike, tag: 'work', done: true }, plants], filters: open(['home']) } },
  {
    action: { type: 'todos/allMarkedDone' },
    expected: { todos: [{ ...milk, done: true }, { ...bike, tag: 'work', done: true }, { ...plants, done: true }], filters: open(['home']) },
  },
  {
    action: { type: 'filters/statusChanged', payload: 'done' },
    expected: {
      todos: [{ ...milk, done: true }, { ...bike, tag: 'work', done: true }, { ...plants, done: true }],
      filters: { status: 'done', tags: ['home'] },
    },
  },
  { action: { type: 'todos/doneCleared' }, expected: { todos: [], filters: { status: 'done', tags: ['home'] } } },
  { action: { type: 'todos/todoAdded', payload: 'Buy milk' }, expected: { todos: [milk], filters: { status: 'done', tags: ['home'] } } },
  { action: { type: 'tasks/somethingNobodyHandles' }, expected: { todos: [milk], filters: { status: 'done', tags: ['home'] } } },
]

/** The slice an action type belongs to (`todos/todoAdded` → `todos`); a slice must ignore the others' actions. */
export function domainOf(action: TasksAction): string {
  return action.type.split('/')[0]
}
