/**
 * Flows for what Parts 7 and 8 promise of RTK Query beyond the posts showing up: a refetch that keeps the
 * list on screen, the error screen when the server fails, "Post not found!" for an unknown ID, and the
 * optimistic reaction that shows at once and is rolled back when the server refuses it, and the prefetch
 * on hover (the lazy query and the streamed notifications are in onDemandFlows.ts). The server is
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
export function mockApi() {
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
  // A boolean, not the element: waitFor would print a failing element on every poll, which is slow
  await waitFor(() => expect(section.querySelector('[aria-busy="true"]') === null, 'the refetch ends').toBe(true), timeout)
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
 * Part 8's optimistic reactions: a click counts before the server has answered it, and a click the
 * server refuses is undone. Judged by order, not by the clock: the mock API answers slowly here, and
 * the count must change before the answer goes out.
 */
export async function optimisticReactionFlow(log: FlowLog): Promise<void> {
  await postsListFlow(log)
  const registry = appRegistry()
  const server = mockApi()
  const user = userEvent.setup({ document })
  const title = within(within(postsSection()).getAllByRole('article')[0]).getAllByRole('link')[0].textContent ?? ''
  const article = () => within(postsSection()).getAllByRole('article').find((candidate) => within(candidate).queryByText(title) !== null) as HTMLElement
  const before = thumbsCount(article())
  // Only this flow's requests: an earlier flow's reaction may still be on its way
  const mine = new Set<string>()
  let answered = 0
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (/\/reactions$/.test(new URL(request.url).pathname)) mine.add(requestId)
  }
  const onAnswer = ({ requestId }: { requestId: string }) => {
    if (mine.has(requestId)) answered++
  }
  server.events.on('request:start', onStart)
  server.events.on('response:mocked', onAnswer)
  const scale = registry.latencyScale
  registry.latencyScale = 3
  try {
    await user.click(within(article()).getByRole('button', { name: /^👍/ }))
    await waitFor(() => expect(thumbsCount(article())).toBe(before + 1), timeout)
    expect(answered, 'the count changed before the server answered').toBe(0)
    await waitFor(() => expect(answered).toBe(1), timeout)
    expect(thumbsCount(article())).toBe(before + 1)
    log.push(`👍 ${before} → ${before + 1} before the server answered`)
    let refused = false
    const refuse = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      refused = true
      return HttpResponse.json({ error: 'refused' }, { status: 500 })
    }
    server.use(http.post('/fakeApi/posts/:postId/reactions', refuse, { once: true }))
    await user.click(within(article()).getByRole('button', { name: /^👍/ }))
    await waitFor(() => expect(thumbsCount(article())).toBe(before + 2), timeout)
    expect(refused, 'the count changed before the server refused').toBe(false)
    await waitFor(() => expect(thumbsCount(article()), 'a refused reaction is rolled back').toBe(before + 1), timeout)
    expect(refused).toBe(true)
    log.push(`a refused 👍 showed ${before + 2}, then rolled back to ${before + 1}`)
  } finally {
    registry.latencyScale = scale
    server.events.removeListener('request:start', onStart)
    server.events.removeListener('response:mocked', onAnswer)
  }
}

/**
 * Part 8's prefetch: resting the pointer on a post's title requests the post, so a click a moment later
 * renders its page at once, with no "Loading post..." in between (the mock API's real latency here).
 */
export async function prefetchPostFlow(log: FlowLog): Promise<void> {
  const user = userEvent.setup({ document })
  // From wherever the previous flow left the reader
  await user.click(within(document.body).getByRole('link', { name: 'Posts' }))
  await postsListFlow(log)
  const registry = appRegistry()
  const server = mockApi()
  // The oldest post: the one a previous flow is least likely to have opened (and cached) already
  const link = within(within(postsSection()).getAllByRole('article').at(-1) as HTMLElement).getAllByRole('link')[0]
  const title = link.textContent ?? ''
  const postRequests: string[] = []
  const onRequest = ({ request }: { request: Request }) => {
    if (/\/fakeApi\/posts\/[^/]+$/.test(new URL(request.url).pathname)) postRequests.push(request.url)
  }
  server.events.on('request:start', onRequest)
  const scale = registry.latencyScale
  registry.latencyScale = 1
  try {
    await user.hover(link)
    await waitFor(() => expect(postRequests, 'hovering the title requests the post').toHaveLength(1), timeout)
    // "wait a moment": long enough for the 800 ms answer
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    // Whatever the machine's speed: the page must never show its spinner on the way to the post
    let spinnerShown = false
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading post...')) spinnerShown = true
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    await user.click(link)
    await within(document.body).findByRole('heading', { name: title, level: 2 }, timeout)
    observer.disconnect()
    expect(spinnerShown, 'the page renders from the cache, without "Loading post..."').toBe(false)
    expect(postRequests, 'no second request for the post').toHaveLength(1)
    log.push(`hovering "${title}" prefetched it; its page rendered at once`)
    // Back to the list, where the next flow starts
    await user.click(within(document.body).getByRole('link', { name: 'Posts' }))
    await within(document.body).findByRole('heading', { name: 'Posts', level: 2 }, timeout)
  } finally {
    registry.latencyScale = scale
    server.events.removeListener('request:start', onRequest)
  }
}
