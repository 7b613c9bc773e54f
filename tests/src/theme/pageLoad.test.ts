import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPageLoad, type PageLoadState } from '../../../src/theme/pageLoad.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(options: { initialError?: Error } = {}) {
  const requests: { retry: boolean; resolve: (module: string) => void; reject: (error: Error) => void }[] = []
  const states: PageLoadState['phase'][] = []
  const load = createPageLoad({
    load: ({ retry }) => new Promise((resolve, reject) => requests.push({ retry, resolve, reject })),
    onChange: (state) => states.push(state.phase),
    ...options,
  })
  return { load, requests, states }
}

describe('the page loader', () => {
  it('shows nothing for 200 ms, then a spinner', () => {
    const { load, requests } = setup()
    load.start()
    expect(requests).toHaveLength(1)
    vi.advanceTimersByTime(199)
    expect(load.state.phase).toBe('waiting')
    vi.advanceTimersByTime(1)
    expect(load.state.phase).toBe('spinner')
  })

  it('never shows the spinner for a load under 200 ms', async () => {
    const { load, requests, states } = setup()
    load.start()
    vi.advanceTimersByTime(150)
    requests[0].resolve('module')
    await vi.advanceTimersByTimeAsync(1000)
    expect(states).not.toContain('spinner')
    expect(states.at(-1)).toBe('loaded')
    expect(load.state.phase).toBe('loaded')
  })

  it('shows the error on failure; Retry requests the module anew and is done on success', async () => {
    const { load, requests, states } = setup()
    load.start()
    requests[0].reject(new Error('Failed to fetch dynamically imported module'))
    await vi.advanceTimersByTimeAsync(0)
    expect(load.state).toMatchObject({ phase: 'error', error: { message: 'Failed to fetch dynamically imported module' } })
    vi.advanceTimersByTime(1000)
    expect(load.state.phase).toBe('error')

    load.retry()
    expect(requests).toHaveLength(2)
    expect(requests[1].retry).toBe(true)
    expect(load.state.phase).toBe('waiting')
    vi.advanceTimersByTime(200)
    expect(load.state.phase).toBe('spinner')
    requests[1].resolve('module')
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toBe('loaded')
  })

  it('after a failed preload, shows the error at once and waits for Retry', () => {
    const { load, requests } = setup({ initialError: new Error('preload failed') })
    load.start()
    expect(requests).toHaveLength(0)
    expect(load.state.phase).toBe('error')
    load.retry()
    expect(requests).toEqual([expect.objectContaining({ retry: true })])
  })

  it('ignores a load that finishes after the loader is gone', async () => {
    const { load, requests, states } = setup()
    load.start()
    load.dispose()
    requests[0].resolve('module')
    await vi.advanceTimersByTimeAsync(1000)
    expect(states).toEqual(['waiting'])
  })
})
