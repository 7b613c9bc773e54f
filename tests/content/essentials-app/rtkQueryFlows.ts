/**
 * Flows for what Parts 7 and 8 promise of RTK Query beyond the posts showing up: a refetch that keeps the
 * list on screen, the error screen when the server fails, "Post not found!" for an unknown ID, and the
 * optimistic reaction that shows at once and is rolled back when the server refuses it. The server is
 * made to fail with MSW's `server.use` on the app's own mock API (the shims hand it over); everything
 * else goes through the screen.
 */
import { waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { FlowLog } from './harness.ts'
import { appRegistry } from './shims/registry.ts'
import { postsListFlow } from './stepFlows.ts'

const timeout = { timeout: 5_000 }

/** The running app's mock API (the one `worker.start()` started). */
function mockApi() {
  const server = appRegistry().servers.at(-1)
  if (!server) throw new Error('the app started no mock API')
  return server
}

function postsSection(): HTMLElement {
  const heading = within(document.body).getByRole('heading', { name: 'Posts', level: 2 })
  return heading.closest('section') ?? document.body
}

/** "Refresh Posts" refetches: the list stays on screen, marked busy, until the response arrives. */
export async function refreshPostsFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const section = postsSection()
  const count = within(section).getAllByRole('article').length
  await userEvent.setup({ document }).click(within(section).getByRole('button', { name: 'Refresh Posts' }))
  await waitFor(() => expect(section.querySelector('[aria-busy="true"]'), 'the list is marked busy while it refetches').not.toBeNull(), timeout)
  expect(within(section).getAllByRole('article').length, 'the posts stay on screen during the refetch').toBe(count)
  await waitFor(() => expect(section.querySelector('[aria-busy="true"]')).toBeNull(), timeout)
  expect(within(section).getAllByRole('article').length).toBe(count)
  log.push('Refresh Posts: the list stays, busy, while it refetches')
}

/** A refetch the server answers with an error shows the error screen; the next one brings the posts back. */
export async function postsErrorScreenFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const user = userEvent.setup({ document })
  const server = mockApi()
  server.use(http.get('/fakeApi/posts', () => HttpResponse.json({ error: 'down for maintenance' }, { status: 500 }), { once: true }))
  await user.click(within(postsSection()).getByRole('button', { name: 'Refresh Posts' }))
  await within(postsSection()).findByText('Could not load posts (status 500)', {}, timeout)
  expect(within(postsSection()).queryAllByRole('article')).toHaveLength(0)
  log.push('a failed refetch shows "Could not load posts (status 500)"')
  await user.click(within(postsSection()).getByRole('button', { name: 'Refresh Posts' }))
  await waitFor(() => expect(within(postsSection()).queryAllByRole('article').length).toBeGreaterThan(0), timeout)
  expect(within(postsSection()).queryByText(/Could not load posts/)).toBeNull()
  log.push('the next refresh shows the posts again')
}

/**
 * The address of a post that does not exist, typed by the reader, shows "Post not found!". The page is
 * left for the list first: typing an address loads the single post page afresh, while a page still on
 * screen would keep showing its previous post's data (as Part 7 explains for a changed argument).
 */
export async function postNotFoundFlow(log: FlowLog): Promise<void> {
  await userEvent.setup({ document }).click(within(document.body).getByRole('link', { name: 'Posts' }))
  await postsListFlow(log)
  window.history.pushState(null, '', '/posts/no-such-post')
  window.dispatchEvent(new PopStateEvent('popstate'))
  await within(document.body).findByRole('heading', { name: 'Post not found!', level: 2 }, timeout)
  log.push('/posts/no-such-post shows "Post not found!"')
}

function thumbsCount(article: HTMLElement): number {
  return Number(/\d+/.exec(within(article).getByRole('button', { name: /^👍/ }).textContent ?? '')?.[0])
}

/**
 * Part 8's optimistic reactions: a click counts at once, long before the server answers (the mock API's
 * real 800 ms latency for this flow), and a click the server refuses is undone.
 */
export async function optimisticReactionFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const registry = appRegistry()
  const server = mockApi()
  const user = userEvent.setup({ document })
  const article = () => within(postsSection()).getAllByRole('article')[0]
  const title = within(article()).getAllByRole('link')[0].textContent ?? ''
  const first = () => within(postsSection()).getAllByRole('article').find((candidate) => within(candidate).queryByText(title) !== null) as HTMLElement
  const before = thumbsCount(first())
  const scale = registry.latencyScale
  registry.latencyScale = 1
  try {
    const clicked = Date.now()
    await user.click(within(first()).getByRole('button', { name: /^👍/ }))
    await waitFor(() => expect(thumbsCount(first())).toBe(before + 1), { timeout: 400 })
    expect(Date.now() - clicked, 'the count changes before the server could answer').toBeLessThan(700)
    log.push(`👍 ${before} → ${before + 1} at once`)
    // Let the accepted request finish, then refuse the next one
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    // The refusal takes a while too, so the optimistic count is on screen before it is undone
    const refuse = async () => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      return HttpResponse.json({ error: 'refused' }, { status: 500 })
    }
    server.use(http.post('/fakeApi/posts/:postId/reactions', refuse, { once: true }))
    await user.click(within(first()).getByRole('button', { name: /^👍/ }))
    await waitFor(() => expect(thumbsCount(first())).toBe(before + 2), { timeout: 400 })
    await waitFor(() => expect(thumbsCount(first()), 'a refused reaction is rolled back').toBe(before + 1), timeout)
    log.push(`a refused 👍 shows ${before + 2}, then rolls back to ${before + 1}`)
  } finally {
    registry.latencyScale = scale
  }
}
