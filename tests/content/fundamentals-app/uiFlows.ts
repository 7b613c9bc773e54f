/**
 * What a reader does with Tasks from Part 5 on, through the screen only (roles, labels and text, as Testing
 * Library finds them). The same flows run on every part, so Part 8's Redux Toolkit rewrite must behave as
 * Part 7's app did. With the fake server (Part 6 on), the list starts with the server's tasks and a new task
 * must still be there after a reload.
 */
import { waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

const timeout = { timeout: 5_000 }

export interface FlowContext {
  /** The app has the fake server of Part 6. */
  server: boolean
  /** Starts the app again with a fresh store, as a page reload does. */
  reload(): Promise<void>
}

const screen = () => within(document.body)
const taskList = () => screen().getByRole('list', { name: 'Tasks' })
const shownTasks = () => within(taskList()).queryAllByRole('checkbox') as HTMLInputElement[]
const shownTexts = () => shownTasks().map((box) => box.closest('label')?.textContent?.trim())
const remaining = () => {
  const text = screen().getByText(/\d+ tasks? left/).textContent ?? ''
  return Number(/(\d+)/.exec(text)?.[1])
}

async function waitForLoadedList(server: boolean): Promise<void> {
  await screen().findByRole('list', { name: 'Tasks' }, timeout)
  // The fake server starts with sample tasks: the list is loaded when they show.
  if (server) await waitFor(() => expect(shownTasks().length).toBeGreaterThan(0), timeout)
}

export async function playTasksFlows(context: FlowContext, log: string[]): Promise<void> {
  const user = userEvent.setup({ document })
  await waitForLoadedList(context.server)
  const initial = shownTexts()
  if (context.server) expect(initial.length, 'the list starts with the fake server’s tasks').toBeGreaterThan(0)
  else expect(initial, 'without a server the list starts empty').toEqual([])
  log.push(`started with ${initial.length} task(s)`)

  const input = screen().getByRole('textbox', { name: 'New task' }) as HTMLInputElement
  await user.type(input, 'Buy milk{Enter}')
  await within(taskList()).findByRole('checkbox', { name: 'Buy milk' }, timeout)
  await waitFor(() => expect(input.value, 'the input is emptied after adding').toBe(''), timeout)
  expect(shownTexts()).toEqual([...initial, 'Buy milk'])
  log.push('added "Buy milk" with Enter')

  if (context.server) {
    await context.reload()
    await waitForLoadedList(true)
    await within(taskList()).findByRole('checkbox', { name: 'Buy milk' }, timeout)
    expect(shownTexts(), 'after a reload the server has the new task').toEqual([...initial, 'Buy milk'])
    log.push('reloaded: "Buy milk" came back from the server')
  }

  const before = remaining()
  const milk = () => within(taskList()).getByRole('checkbox', { name: 'Buy milk' }) as HTMLInputElement
  expect(milk().checked).toBe(false)
  await user.click(milk())
  expect(milk().checked).toBe(true)
  expect(remaining(), 'ticking a task lowers the remaining count').toBe(before - 1)
  log.push(`ticked "Buy milk": ${before} → ${before - 1} left`)

  await user.click(screen().getByRole('radio', { name: 'Done' }))
  expect(shownTexts()).toContain('Buy milk')
  expect(shownTasks().every((box) => box.checked), 'the Done filter shows only done tasks').toBe(true)
  await user.click(screen().getByRole('radio', { name: 'Open' }))
  expect(shownTexts()).not.toContain('Buy milk')
  expect(shownTasks().some((box) => box.checked), 'the Open filter shows no done task').toBe(false)
  await user.click(screen().getByRole('radio', { name: 'All' }))
  expect(shownTexts()).toEqual([...initial, 'Buy milk'])
  log.push('status filter: Done, Open, All')

  await user.selectOptions(screen().getByRole('combobox', { name: 'Tag for Buy milk' }), 'errands')
  const tagFilter = screen().getByRole('checkbox', { name: 'errands' })
  await user.click(tagFilter)
  expect(shownTexts(), 'the errands filter shows only the errands task').toEqual(['Buy milk'])
  await user.click(tagFilter)
  expect(shownTexts()).toEqual([...initial, 'Buy milk'])
  log.push('tagged "Buy milk" errands and filtered by that tag')

  await user.click(screen().getByRole('button', { name: 'Mark all done' }))
  expect(remaining()).toBe(0)
  expect(shownTasks().every((box) => box.checked)).toBe(true)
  await user.click(screen().getByRole('button', { name: 'Clear done' }))
  expect(shownTexts(), 'Clear done removes every done task').toEqual([])
  log.push('Mark all done, Clear done')
}
