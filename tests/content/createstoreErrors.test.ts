// The Errors table of content/api/createstore.md quotes redux's own messages. The page shows the table
// only (a reader needs the message, not a block of assertions); this test triggers every listed mistake
// against the installed redux and holds the table to what it throws, so a redux upgrade that rewords a
// message, or a row edited by hand, fails here.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compose, legacy_createStore as createStore, type Reducer } from 'redux'

const page = fs.readFileSync(new URL('../../content/api/createstore.md', import.meta.url), 'utf8')

/** The second column of the table under `## Errors`, without its backticks. */
function tableMessages(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Errors\n'))
  if (!section) throw new Error('content/api/createstore.md has no "## Errors" section')
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| When') && !line.startsWith('| ---'))
    .map((line) => line.replace(/^\| | \|$/g, '').split(' | ')[1].replace(/^`|`$/g, ''))
}

function thrownBy(mistake: () => unknown): string {
  try {
    mistake()
  } catch (error) {
    return (error as Error).message
  }
  return 'nothing thrown'
}

const counter: Reducer<number> = (state = 0) => state
const passThrough = (next: any) => (...args: any[]) => next(...args)

// A reducer that breaks the rules by using the store it belongs to, on request.
function meddlingStore() {
  let unsubscribe = () => {}
  const store: any = createStore((state: number = 0, action: { type: string }) => {
    if (action.type === 'dispatch') store.dispatch({ type: 'other' })
    if (action.type === 'getState') store.getState()
    if (action.type === 'subscribe') store.subscribe(() => {})
    if (action.type === 'unsubscribe') unsubscribe()
    return state
  })
  unsubscribe = store.subscribe(() => {})
  return store
}

const mistakes: Array<() => unknown> = [
  () => createStore({ counter } as any),
  () => createStore(counter, passThrough as any, passThrough as any),
  () => createStore(counter, 0, 'devtools' as any),
  () => createStore(counter).dispatch((() => {}) as any),
  () => createStore(counter).dispatch({ payload: 1 } as any),
  () => createStore(counter).dispatch({ type: 42 } as any),
  () => meddlingStore().dispatch({ type: 'dispatch' }),
  () => meddlingStore().dispatch({ type: 'getState' }),
  () => meddlingStore().dispatch({ type: 'subscribe' }),
  () => meddlingStore().dispatch({ type: 'unsubscribe' }),
]

describe('the Errors table of /api/createstore', () => {
  const messages = tableMessages(page)

  it('lists one message for each mistake this test makes', () => {
    expect(messages).toHaveLength(mistakes.length)
  })

  it.each(mistakes.map((mistake, row) => [row + 1, mistake] as const))('row %i quotes the start of what redux throws', (row, mistake) => {
    const quoted = messages[row - 1]
    expect(quoted.length).toBeGreaterThan(10)
    expect(thrownBy(mistake)).toMatch(new RegExp(`^${quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
  })

  it('does not quote a mistake that redux accepts: enhancers merged with compose build a store', () => {
    expect(createStore(counter, 0, compose(passThrough, passThrough) as any).getState()).toBe(0)
  })
})
