import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import NProgress from 'nprogress'
import { createDelayedProgress, nprogressBar, PROGRESS_DELAY_MS } from '../../src/router/progress.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const bar = { start: vi.fn(), done: vi.fn() }
  return { bar, progress: createDelayedProgress(bar) }
}

describe('the navigation progress bar', () => {
  it('waits a second', () => {
    expect(PROGRESS_DELAY_MS).toBe(1000)
  })

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

describe('NProgress settings', () => {
  it('minimum 0.08, speed 200 ms, trickle every 800 ms, no spinner', () => {
    nprogressBar()
    const settings = (NProgress as unknown as { settings: Record<string, unknown> }).settings
    expect(settings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false })
    expect(settings.template).not.toContain('role=')
  })
})
