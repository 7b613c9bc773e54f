/**
 * Flows for what Part 8 promises of data that arrives other than on render: the lazy query that requests
 * a post only when the reader asks for it, and notifications pushed over the fake socket instead of
 * fetched. Requests are counted on the app's own mock API; everything else goes through the screen.
 */
import { waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { notificationsFlow } from './flows.ts'
import type { FlowLog } from './harness.ts'
import { mockApi } from './rtkQueryFlows.ts'

const timeout = { timeout: 5_000 }

/**
 * Part 8's lazy query: on a user's page, nothing requests a single post until the reader clicks "Preview"
 * under a title; that click requests that post (once) and shows its text, the text its own page shows.
 * Back on the user page, a second "Preview" of the same post (`preferCacheValue`) shows the text with no
 * further request.
 */
export async function lazyPostPreviewFlow(log: FlowLog): Promise<void> {
  const screen = within(document.body)
  const user = userEvent.setup({ document })
  const server = mockApi()
  const postRequests: string[] = []
  const onRequest = ({ request }: { request: Request }) => {
    const match = /^\/fakeApi\/posts\/([^/]+)$/.exec(new URL(request.url).pathname)
    if (match) postRequests.push(match[1])
  }
  server.events.on('request:start', onRequest)
  try {
    const openUserPage = async () => {
      await user.click(await screen.findByRole('link', { name: 'Users' }, timeout))
      const users = (await screen.findByRole('heading', { name: 'Users', level: 2 }, timeout)).closest('section') ?? document.body
      const userLink = (await within(users).findAllByRole('link', {}, timeout))[0]
      const name = userLink.textContent ?? ''
      await user.click(userLink)
      await screen.findByRole('heading', { name, level: 2 }, timeout)
      return name
    }
    // The user page's list of titles (the posts arrive from the mock API)
    const userName = await openUserPage()
    const listItems = () => {
      const heading = screen.getByRole('heading', { name: userName, level: 2 })
      return within(heading.closest('section') ?? document.body).queryAllByRole('listitem')
    }
    await waitFor(() => expect(listItems().length, 'the user page lists the user\'s posts').toBeGreaterThan(0), timeout)
    const link = within(listItems()[0]).getByRole('link')
    const title = link.textContent ?? ''
    const postId = link.getAttribute('href')?.split('/').at(-1) ?? ''
    const itemOf = () => listItems().find((item) => within(item).queryByRole('link', { name: title })) as HTMLElement
    // Several mock API round trips: time for any request made on render to go out
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(postRequests, 'no single post is requested before a click').toEqual([])
    await user.click(within(itemOf()).getByRole('button', { name: 'Preview' }))
    // Counts, not elements: a failed expectation on a DOM element is slow to print, and waitFor prints it often
    await waitFor(() => expect(within(itemOf()).queryAllByRole('button').length, 'the preview replaces its button').toBe(0), timeout)
    await waitFor(() => expect(within(itemOf()).queryAllByRole('status').length, 'the spinner gives way to the text').toBe(0), timeout)
    const text = itemOf().textContent?.slice(title.length).trim() ?? ''
    expect(text, 'the preview shows some text').not.toBe('')
    expect(postRequests, 'the click requested that post, once').toEqual([postId])
    for (const other of listItems().filter((item) => item !== itemOf())) {
      expect(within(other).getByRole('button', { name: 'Preview' }), 'the other titles are not previewed').toBeTruthy()
    }
    log.push(`on ${userName}'s page, Preview loaded "${title}" on the click, not before`)
    await user.click(within(itemOf()).getByRole('link', { name: title }))
    await screen.findByRole('heading', { name: title, level: 2 }, timeout)
    expect(screen.getByText(text), 'the preview showed the post\'s own text').toBeTruthy()
    await openUserPage()
    await user.click(within(itemOf()).getByRole('button', { name: 'Preview' }))
    await within(itemOf()).findByText(text, {}, timeout)
    expect(postRequests, 'a post already cached is previewed without a request').toEqual([postId])
    log.push('after opening the post, a second Preview showed it from the cache')
  } finally {
    server.events.removeListener('request:start', onRequest)
  }
}

/**
 * Part 8's streamed notifications: the notifications flow (badge, page, highlighting), with every refresh
 * arriving over the fake socket: after the first `GET /fakeApi/notifications`, no other.
 */
export async function streamedNotificationsFlow(log: FlowLog): Promise<void> {
  const server = mockApi()
  let requests = 0
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/fakeApi/notifications') requests++
  }
  server.events.on('request:start', onRequest)
  try {
    // The navbar's query starts its one request when it mounts
    await within(document.body).findByRole('button', { name: 'Refresh Notifications' }, timeout)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const before = requests
    await notificationsFlow(log)
    expect(requests, 'the refreshes came over the socket, not over HTTP').toBe(before)
    log.push('no HTTP request for the pushed notifications')
  } finally {
    server.events.removeListener('request:start', onRequest)
  }
}
