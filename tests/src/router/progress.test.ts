import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import NProgress from 'nprogress'
import { configureNProgress, createDelayedProgress, nprogressBar, prepareWhenIdle } from '../../../src/router/progress.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const bar = { start: vi.fn(), done: vi.fn() }
  return { bar, progress: createDelayedProgress(bar) }
}

describe('the navigation progress bar', () => {
  it('shows nothing for a fast navigation', () => {
    const { bar, progress } = setup()
    progress.begin()
    vi.advanceTimersByTime(999)
    progress.end()
    vi.advanceTimersByTime(5000)
    expect(bar.start).not.toHaveBeenCalled()
    expect(bar.done).not.toHaveBeenCalled()
  })

  it('starts at 1000 ms if still pending, and finishes when the navigation does', () => {
    const { bar, progress } = setup()
    progress.begin()
    vi.advanceTimersByTime(600)
    expect(bar.start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(400)
    expect(bar.start).toHaveBeenCalledTimes(1)
    expect(bar.done).not.toHaveBeenCalled()
    progress.end()
    expect(bar.done).toHaveBeenCalledTimes(1)
  })

  it('counts from the first of several overlapping navigations', () => {
    const { bar, progress } = setup()
    progress.begin()
    vi.advanceTimersByTime(700)
    progress.begin()
    vi.advanceTimersByTime(300)
    expect(bar.start).toHaveBeenCalledTimes(1)
    progress.begin()
    vi.advanceTimersByTime(5000)
    expect(bar.start).toHaveBeenCalledTimes(1)
  })

  it('starts afresh for the next navigation', () => {
    const { bar, progress } = setup()
    progress.begin()
    vi.advanceTimersByTime(1500)
    progress.end()
    progress.begin()
    vi.advanceTimersByTime(999)
    expect(bar.start).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(bar.start).toHaveBeenCalledTimes(2)
    progress.end()
    expect(bar.done).toHaveBeenCalledTimes(2)
  })
})

describe('NProgress', () => {
  it('draws the bar without NProgress’s own ARIA roles (invalid on its markup)', () => {
    configureNProgress(NProgress)
    expect(NProgress.settings.template).not.toContain('role=')
  })

  it('loads once a navigation has been pending for a quarter of the delay, never for a fast one', async () => {
    const load = vi.fn(() => new Promise<typeof NProgress>(() => undefined))
    const progress = createDelayedProgress(nprogressBar(load))
    progress.begin()
    vi.advanceTimersByTime(200)
    progress.end()
    vi.advanceTimersByTime(2000)
    expect(load).not.toHaveBeenCalled()
    progress.begin()
    vi.advanceTimersByTime(249)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('starts only if still wanted once loaded', async () => {
    const fake = { configure: vi.fn(() => fake), start: vi.fn(), done: vi.fn() }
    let resolve!: (value: typeof NProgress) => void
    const load = vi.fn(() => new Promise<typeof NProgress>((res) => (resolve = res)))
    const bar = nprogressBar(load)
    const progress = createDelayedProgress(bar)
    progress.begin()
    vi.advanceTimersByTime(250)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(750)
    resolve(fake as unknown as typeof NProgress)
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.start).toHaveBeenCalledTimes(1)
    progress.end()
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.done).toHaveBeenCalledTimes(1)

    // Started and finished before the code arrived: it never shows.
    const late = { configure: vi.fn(() => late), start: vi.fn(), done: vi.fn() }
    let resolveLate!: (value: typeof NProgress) => void
    const slowBar = nprogressBar(() => new Promise((res) => (resolveLate = res)))
    slowBar.start()
    slowBar.done()
    resolveLate(late as unknown as typeof NProgress)
    await vi.advanceTimersByTimeAsync(0)
    expect(late.start).not.toHaveBeenCalled()
  })

  it("fetches the bar's code once the page has loaded and the browser is idle, before any navigation", () => {
    const load = vi.fn(() => new Promise<typeof NProgress>(() => undefined))
    const listeners: Record<string, () => void> = {}
    let idle: (() => void) | undefined
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestIdleCallback: (callback: () => void) => void (idle = callback),
    } as unknown as Window
    prepareWhenIdle(nprogressBar(load), win)
    expect(idle).toBeUndefined() // not while the page is still loading
    listeners.load()
    expect(load).not.toHaveBeenCalled() // not in the load event itself either
    idle!()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does nothing without a browser (prerendering)', () => {
    expect(() => prepareWhenIdle(nprogressBar(vi.fn()), undefined)).not.toThrow()
  })
})
