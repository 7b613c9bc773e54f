// @vitest-environment jsdom
import { useLayoutEffect } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ResolvedRoute } from '../../../src/routes.ts'

// The router's React side in jsdom, with the site's routes and modules replaced by stand-ins: which
// renders a click makes, and that the address and the page on screen move together.

const loaded = new Set<string>()
/** Preloads wait for the test to let them finish. */
let finishPreloads: () => void = () => undefined
/** The address bar at each preload's start. */
const preloadsStartedAt: string[] = []
const notFoundPage = { path: '/404', load: () => new Promise<never>(() => undefined) }
vi.mock('../../../src/routes.ts', () => ({
  resolveRoute: (address: string): ResolvedRoute => ({ kind: 'notFound', path: address.split(/[?#]/)[0]!, page: notFoundPage }),
}))
vi.mock('../../../src/routeModules.ts', () => ({
  routeReady: (route: ResolvedRoute) => loaded.has(route.path),
  preloadRoute: (route: ResolvedRoute) =>
    new Promise<void>((resolve) => {
      preloadsStartedAt.push(`${route.path} from ${window.location.pathname}`)
      finishPreloads = () => (loaded.add(route.path), resolve())
    }),
}))
/** Paths of the page views counted. */
const pageViews: string[] = []
vi.mock('../../../src/analytics/countPageView.ts', () => ({ countPageView: ({ path }: { path: string }) => void pageViews.push(path) }))

const { RouterShell } = await import('../../../src/router/RouterShell.tsx')
const { RouteLink } = await import('../../../src/router/RouteLink.tsx')
const { useDisplayedArrival } = await import('../../../src/router/context.ts')
const { browserHistory, prepareHistory } = await import('../../../src/router/history.ts')

function Page() {
  const { route } = useDisplayedArrival()
  return (
    <main>
      <h1>{route.path}</h1>
      <RouteLink href="/b">to b</RouteLink>
      <RouteLink href="/c">to c</RouteLink>
      <RouteLink href="/b#part">to part of b</RouteLink>
    </main>
  )
}

/**
 * Every commit that changes what the router shows, as the page on screen and react-router's address then
 * (a probe reading both re-renders when either changes, and records each of its commits).
 */
const commits: string[] = []
function CommitProbe() {
  const { route } = useDisplayedArrival()
  const { pathname } = useLocation()
  useLayoutEffect(() => void commits.push(`${route.path} at ${pathname}`))
  return null
}

function renderRouter() {
  render(
    <RouterShell firstRoute={{ kind: 'notFound', path: '/a', page: notFoundPage }} history={browserHistory()}>
      <Page />
      <CommitProbe />
    </RouterShell>,
  )
  commits.length = 0
  return commits
}

beforeEach(() => {
  window.history.replaceState(null, '', '/a')
  prepareHistory()
  loaded.clear()
  preloadsStartedAt.length = 0
  pageViews.length = 0
  window.scrollTo = () => undefined
})
afterEach(cleanup)

describe('RouterShell', () => {
  it('switches to a loaded page in one commit with the address change', async () => {
    loaded.add('/b')
    const commits = renderRouter()
    await act(async () => screen.getByText('to b').click())
    expect(window.location.pathname).toBe('/b')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/b')
    // One commit: none shows the new address over the old page before the page switches.
    expect(commits).toEqual(['/b at /b'])
  })

  it('keeps the page on screen while a page that is not loaded preloads, then switches as the preload finishes', async () => {
    const commits = renderRouter()
    await act(async () => screen.getByText('to c').click())
    expect(window.location.pathname).toBe('/c')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/a')
    // Nothing renders for the address alone: react-router's location is the page's on screen.
    expect(commits).toEqual([])
    // The page's load started first thing in the click, before the history entry was pushed.
    expect(preloadsStartedAt[0]).toBe('/c from /a')
    await act(async () => {
      finishPreloads()
      // The switch renders as the preload finishes, not in a task queued after it (act would run that on exit).
      for (let tick = 0; tick < 5; tick++) await Promise.resolve()
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/c')
    })
    expect(commits).toEqual(['/c at /c'])
  })

  it('handles each history entry once: back returns to the page it left', async () => {
    loaded.add('/a').add('/b')
    renderRouter()
    await act(async () => screen.getByText('to b').click())
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    expect(window.location.pathname).toBe('/a')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/a')
  })

  it('counts a page view for a page that a hash change on it replaced before its first paint', async () => {
    loaded.add('/a').add('/b')
    renderRouter()
    const frames = () => new Promise((resolve) => setTimeout(resolve, 250)) // past afterPaint's frame or fallback
    await act(frames)
    expect(pageViews).toEqual(['/a'])
    await act(async () => screen.getByText('to b').click())
    // Before /b is painted, the address moves to a part of it (Back twice in a row comes this way).
    await act(async () => screen.getByText('to part of b').click())
    await act(frames)
    expect(window.location.hash).toBe('#part')
    expect(pageViews).toEqual(['/a', '/b'])
  })
})
