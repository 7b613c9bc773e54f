/**
 * What a reader does with the app at the end of each part, through the screen only (roles, labels and
 * text, as Testing Library finds them). Which flows run depends on the files the state has, so a later
 * part (RTK Query in Parts 7 and 8) gets the same checks as long as it keeps the features.
 */
import { waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type { AppState } from './listings.ts'

const timeout = { timeout: 5_000 }

/** Testing Library's `screen`, for a document installed after the library was loaded. */
const screen = {
  get current() {
    return within(document.body)
  },
}

/** What the app at a given state can do, judged from its files. */
export function featuresOf(state: AppState) {
  const has = (file: string) => state.files.has(file)
  return {
    server: has('src/api/server.js'),
    spinner: has('src/components/Spinner.jsx'),
    authors: has('src/features/posts/PostAuthor.jsx'),
    dates: has('src/features/posts/TimeAgo.jsx'),
    singlePost: has('src/features/posts/SinglePostPage.jsx'),
    edit: has('src/features/posts/EditPostForm.jsx'),
    reactions: has('src/features/posts/ReactionButtons.jsx'),
    users: has('src/features/users/UsersList.jsx') && has('src/features/users/UserPage.jsx'),
    notifications: has('src/features/notifications/NotificationsList.jsx'),
  }
}

/** A record of what the flow did, for the test's report. */
export type FlowLog = string[]

/** Part 2: the counter template. */
export async function counterFlow(log: FlowLog): Promise<void> {
  const user = userEvent.setup({ document })
  const plus = await screen.current.findByRole('button', { name: 'Increment value' }, timeout)
  const count = () => plus.previousElementSibling?.textContent
  expect(count()).toBe('0')
  await user.click(plus)
  await user.click(plus)
  expect(count()).toBe('2')
  await user.click(screen.current.getByRole('button', { name: 'Decrement value' }))
  expect(count()).toBe('1')
  const amount = screen.current.getByLabelText('Set increment amount')
  await user.clear(amount)
  await user.type(amount, '4')
  await user.click(screen.current.getByRole('button', { name: 'Add Amount' }))
  expect(count()).toBe('5')
  await user.click(screen.current.getByRole('button', { name: 'Add If Odd' }))
  expect(count()).toBe('9')
  await user.click(screen.current.getByRole('button', { name: 'Add If Odd' }))
  expect(count()).toBe('13')
  await user.click(screen.current.getByRole('button', { name: 'Decrement value' }))
  await user.click(screen.current.getByRole('button', { name: 'Add If Odd' }))
  expect(count(), 'Add If Odd does nothing on an even count').toBe('12')
  const addAsync = screen.current.getByRole('button', { name: 'Add Async' })
  await user.click(addAsync)
  expect((addAsync as HTMLButtonElement).disabled, 'Add Async is disabled while its request runs').toBe(true)
  await waitFor(() => expect(count()).toBe('16'), timeout)
  expect((addAsync as HTMLButtonElement).disabled).toBe(false)
  log.push('counter: +, −, Add Amount, Add If Odd (odd and even), Add Async')
}

function postArticles(): HTMLElement[] {
  const heading = screen.current.getByRole('heading', { name: 'Posts', level: 2 })
  const section = heading.closest('section') ?? document.body
  return within(section).queryAllByRole('article')
}

function articleWith(text: string): HTMLElement {
  const article = postArticles().find((candidate) => within(candidate).queryByText(text) !== null)
  if (!article) throw new Error(`no post excerpt shows "${text}"`)
  return article
}

/** Parts 3 and later: Chirp. */
export async function chirpFlow(state: AppState, log: FlowLog): Promise<void> {
  const features = featuresOf(state)
  const user = userEvent.setup({ document })
  const stamp = `part ${state.part}`

  // The home page: the list of posts (after a loading state when the posts come from the mock API)
  await screen.current.findByRole('heading', { name: 'Posts', level: 2 }, timeout)
  if (features.spinner) {
    await screen.current.findByRole('status', {}, timeout)
    log.push('spinner while the posts load')
  }
  await waitFor(() => expect(postArticles().length).toBeGreaterThan(0), timeout)
  const before = postArticles().length
  log.push(`posts list: ${before} posts`)

  // Add a post
  const title = `Hello from ${stamp}`
  const content = `Written by the Essentials app test at the end of ${stamp}.`
  await user.type(screen.current.getByLabelText('Post Title:'), title)
  await user.type(screen.current.getByLabelText('Content:'), content)
  let authorName: string | undefined
  const authorSelect = screen.current.queryByLabelText('Author:') as HTMLSelectElement | null
  if (authorSelect) {
    // Users may still be on their way from the mock API
    await waitFor(() => expect(within(authorSelect).getAllByRole('option').length).toBeGreaterThan(1), timeout)
    const option = within(authorSelect).getAllByRole('option').find((candidate) => (candidate as HTMLOptionElement).value !== '')
    authorName = option?.textContent ?? undefined
    await user.selectOptions(authorSelect, option as HTMLOptionElement)
  }
  await user.click(screen.current.getByRole('button', { name: 'Save Post' }))
  await waitFor(() => expect(postArticles().length).toBe(before + 1), timeout)
  const added = articleWith(title)
  expect(within(added).getByText(content, { exact: false })).toBeTruthy()
  await waitFor(
    () => expect((screen.current.getByLabelText('Post Title:') as HTMLInputElement).value, 'the form clears after saving').toBe(''),
    timeout,
  )
  log.push(`added a post${authorName ? ` by ${authorName}` : ''}`)
  await expectNewPostToast(state, title, log)
  if (features.authors && authorName) {
    expect(within(added).getByText(`by ${authorName}`)).toBeTruthy()
    log.push('the new post shows its author')
  }
  if (features.dates) {
    expect(postArticles()[0], 'newest post first').toBe(added)
    expect(within(added).getByText(/less than a minute ago/)).toBeTruthy()
    log.push('newest first, with a relative time')
  }

  // React to it
  if (features.reactions) {
    await user.click(within(added).getByRole('button', { name: '👍 0' }))
    await within(articleWith(title)).findByRole('button', { name: '👍 1' }, timeout)
    await user.click(within(articleWith(title)).getByRole('button', { name: '🚀 0' }))
    await within(articleWith(title)).findByRole('button', { name: '🚀 1' }, timeout)
    log.push('reactions counted')
  }

  // Open it, and edit it
  let shownTitle = title
  if (features.singlePost) {
    await user.click(within(articleWith(title)).getByRole('link', { name: title }))
    await screen.current.findByRole('heading', { name: title, level: 2 }, timeout)
    expect(screen.current.getByText(content)).toBeTruthy()
    if (features.reactions) expect(screen.current.getByRole('button', { name: '👍 1' })).toBeTruthy()
    log.push('single post page')
    if (features.edit) {
      await user.click(screen.current.getByRole('link', { name: 'Edit Post' }))
      await screen.current.findByRole('heading', { name: 'Edit Post' }, timeout)
      const titleInput = screen.current.getByLabelText('Post Title:') as HTMLInputElement
      expect(titleInput.value, 'the edit form starts with the post').toBe(title)
      shownTitle = `${title} (edited)`
      await user.clear(titleInput)
      await user.type(titleInput, shownTitle)
      await user.click(screen.current.getByRole('button', { name: 'Save Post' }))
      await screen.current.findByRole('heading', { name: shownTitle, level: 2 }, timeout)
      log.push('edited the post')
    }
    await user.click(screen.current.getByRole('link', { name: 'Posts' }))
    await waitFor(() => expect(articleWith(shownTitle)).toBeTruthy(), timeout)
    expect(screen.current.queryByText(title, { exact: true })).toBeNull()
    if (features.reactions) expect(within(articleWith(shownTitle)).getByRole('button', { name: '👍 1' })).toBeTruthy()
    log.push('back on the list, the post shows the edit')
  }

  // A user's page
  if (features.users && authorName) {
    await user.click(screen.current.getByRole('link', { name: 'Users' }))
    await screen.current.findByRole('heading', { name: 'Users', level: 2 }, timeout)
    await user.click(screen.current.getByRole('link', { name: authorName }))
    await screen.current.findByRole('heading', { name: authorName, level: 2 }, timeout)
    expect(screen.current.getByRole('link', { name: shownTitle })).toBeTruthy()
    log.push(`user page of ${authorName} lists the post`)
  }

  // Notifications
  if (features.notifications) await notificationsFlow(log)
}

/**
 * Part 6 on: no badge before the first refresh; "Refresh Notifications" brings a badge with the unread
 * count; the notifications page names every user, clears the badge and highlights what is new; a second
 * refresh highlights only the newly arrived items.
 */
export async function notificationsFlow(log: FlowLog): Promise<void> {
  const user = userEvent.setup({ document })
  const notificationsLink = () => screen.current.getByRole('link', { name: /^Notifications/ })
  const refresh = await screen.current.findByRole('button', { name: 'Refresh Notifications' }, timeout)
  expect(notificationsLink().textContent?.trim(), 'no badge before the first refresh').toBe('Notifications')
  await user.click(refresh)
  await waitFor(() => expect(notificationsLink().textContent).toMatch(/^Notifications\s*\d+$/), timeout)
  const unread = Number(/\d+$/.exec(notificationsLink().textContent ?? '')?.[0])
  expect(unread).toBeGreaterThan(0)
  log.push(`refresh: badge shows ${unread} unread`)
  await user.click(notificationsLink())
  await screen.current.findByRole('heading', { name: 'Notifications', level: 2 }, timeout)
  const items = () => [...document.querySelectorAll<HTMLElement>('.notification')]
  await waitFor(() => expect(items().length).toBe(unread), timeout)
  for (const item of items()) expect(item.textContent).not.toMatch(/Unknown user/)
  await waitFor(() => expect(notificationsLink().textContent?.trim()).toBe('Notifications'), timeout)
  expect(items().every((item) => item.classList.contains('new'))).toBe(true)
  log.push('notifications page: every item named, badge cleared, items highlighted as new')
  await user.click(screen.current.getByRole('button', { name: 'Refresh Notifications' }))
  await waitFor(() => expect(items().length).toBeGreaterThan(unread), timeout)
  await waitFor(() => expect(items().filter((item) => !item.classList.contains('new')).length).toBe(unread), timeout)
  log.push('second refresh: only the newly arrived items are highlighted')
}

/**
 * Part 6 on: the listener middleware shows a toast naming a post once the server has accepted it. The toast
 * is one text ("New post added: <title>"), so it never matches the post's title alone in the other checks.
 */
export async function expectNewPostToast(state: AppState, title: string, log: FlowLog): Promise<void> {
  if (!state.files.has('src/features/toasts/Toasts.jsx')) return
  await screen.current.findByText(`New post added: ${title}`, {}, timeout)
  log.push('a toast announces the new post')
  // The text says the listener hides it five seconds later: waited for once, at the end of the part that
  // teaches it (every later part would add five idle seconds for the same check).
  if (state.end && state.part === 6) {
    await waitFor(() => expect(screen.current.queryByText(`New post added: ${title}`) === null, 'the toast is hidden again').toBe(true), {
      timeout: 8_000,
    })
    log.push('the toast is gone five seconds later')
  }
}
