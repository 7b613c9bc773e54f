/**
 * Flows for the points inside a part where the reader runs Chirp before every feature of the part's end
 * is wired up (the `<!-- app: try … -->` markers of the Essentials pages name them).
 */
import { waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type { FlowLog } from './harness.ts'

const timeout = { timeout: 5_000 }

/** The home page lists posts under a "Posts" heading (after the mock API answered, where there is one). */
export async function postsListFlow(log: FlowLog): Promise<void> {
  const screen = within(document.body)
  const heading = await screen.findByRole('heading', { name: 'Posts', level: 2 }, timeout)
  const section = heading.closest('section') ?? document.body
  await waitFor(() => expect(within(section).queryAllByRole('article').length).toBeGreaterThan(0), timeout)
  log.push(`posts list: ${within(section).queryAllByRole('article').length} posts`)
}

/** A post's title in the list is a link to its own page, which shows the post under its title. */
export async function openPostFlow(log: FlowLog): Promise<void> {
  const screen = within(document.body)
  const heading = await screen.findByRole('heading', { name: 'Posts', level: 2 }, timeout)
  const section = heading.closest('section') ?? document.body
  const first = (await within(section).findAllByRole('article', {}, timeout))[0]
  const link = within(first).getAllByRole('link')[0]
  const title = link.textContent ?? ''
  await userEvent.setup({ document }).click(link)
  await screen.findByRole('heading', { name: title, level: 2 }, timeout)
  log.push(`opened "${title}" on its own page`)
}

/** The list shows a loading indicator (role "status") while the posts come from the mock API, then the posts. */
export async function spinnerThenPostsFlow(log: FlowLog): Promise<void> {
  await within(document.body).findByRole('status', {}, timeout)
  log.push('spinner while the posts load')
  await postsListFlow(log)
}

/** Every post excerpt names its author (the users have arrived from the mock API). */
export async function postAuthorsFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const articles = () => within(document.body).getAllByRole('article')
  await waitFor(() => {
    for (const article of articles()) {
      expect(article.textContent).toMatch(/by \S/)
      expect(article.textContent).not.toMatch(/Unknown author/)
    }
  }, timeout)
  log.push('every excerpt names its author')
}

/** "Refresh Notifications" fetches notifications; the notifications page lists them, each naming its user. */
export async function refreshNotificationsFlow(log: FlowLog): Promise<void> {
  const screen = within(document.body)
  const user = userEvent.setup({ document })
  await user.click(await screen.findByRole('button', { name: 'Refresh Notifications' }, timeout))
  await user.click(screen.getByRole('link', { name: /^Notifications/ }))
  await screen.findByRole('heading', { name: 'Notifications', level: 2 }, timeout)
  const items = () => [...document.querySelectorAll<HTMLElement>('.notification')]
  await waitFor(() => expect(items().length).toBeGreaterThan(0), timeout)
  const first = items().length
  for (const item of items()) expect(item.textContent).not.toMatch(/Unknown user/)
  await user.click(screen.getByRole('button', { name: 'Refresh Notifications' }))
  await waitFor(() => expect(items().length, 'a second refresh adds entries').toBeGreaterThan(first), timeout)
  log.push(`notifications page: ${first} entries, more after a second refresh`)
}

/** Fills in the add-post form (picking the first author offered) and saves; resolves once the fields clear. */
async function savePost(title: string): Promise<void> {
  const screen = within(document.body)
  const user = userEvent.setup({ document })
  await user.type(await screen.findByLabelText('Post Title:', {}, timeout), title)
  await user.type(screen.getByLabelText('Content:'), `Body of ${title}.`)
  const authorSelect = screen.queryByLabelText('Author:') as HTMLSelectElement | null
  if (authorSelect) {
    await waitFor(() => expect(within(authorSelect).getAllByRole('option').length).toBeGreaterThan(1), timeout)
    const option = within(authorSelect).getAllByRole('option').find((candidate) => (candidate as HTMLOptionElement).value !== '')
    await user.selectOptions(authorSelect, option as HTMLOptionElement)
  }
  await user.click(screen.getByRole('button', { name: 'Save Post' }))
  await waitFor(() => expect((screen.getByLabelText('Post Title:') as HTMLInputElement).value, 'the form clears after saving').toBe(''), timeout)
}

/** Part 7 before cache tags: a saved post is not in the list until "Refresh Posts" refetches it. */
export async function addPostStaleUntilRefreshFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const title = 'Saved before the list knows'
  await savePost(title)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(within(document.body).queryByText(title), 'the list does not show the new post yet').toBeNull()
  await userEvent.setup({ document }).click(within(document.body).getByRole('button', { name: 'Refresh Posts' }))
  await within(document.body).findByText(title, {}, timeout)
  log.push('a saved post shows only after Refresh Posts')
}

/** A saved post appears in the list by itself (the list is refetched). */
export async function addPostFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const title = 'Saved and listed'
  await savePost(title)
  await within(document.body).findByText(title, {}, timeout)
  log.push('a saved post appears in the list')
}

/** A click on 👍 under the first post in the list counts one more. */
export async function reactToPostFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const article = within(document.body).getAllByRole('article')[0]
  const thumbs = within(article).getByRole('button', { name: /^👍/ })
  const before = Number(/\d+/.exec(thumbs.textContent ?? '')?.[0])
  await userEvent.setup({ document }).click(thumbs)
  await waitFor(() => expect(within(article).getByRole('button', { name: /^👍/ }).textContent).toMatch(new RegExp(`\\b${before + 1}\\b`)), timeout)
  log.push(`👍 ${before} → ${before + 1}`)
}
