import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ViteDevServer } from 'vite'
import { createLateSaveCheck } from '../../plugins/docs/lateSaves.ts'

// The check reads the file once the watcher's window is over: fake timers move the clock, and an
// in-memory disk stands in for the file system, so each case is exact, with no waiting.

function setup(delayMs: number) {
  const disk = new Map<string, string>()
  const watcher = new EventEmitter()
  const changes: string[] = []
  watcher.on('change', (changed: string) => changes.push(changed))
  const server = { watcher } as unknown as Pick<ViteDevServer, 'watcher'>
  const check = createLateSaveCheck(delayMs, async (file) => disk.get(file))
  return { disk, changes, check: (file: string, handled: string) => check(server, file, handled) }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('createLateSaveCheck', () => {
  it('reports a save the watcher dropped: the file changed again after the change that was handled', async () => {
    const { disk, changes, check } = setup(20)
    disk.set('page.md', 'first')
    check('page.md', 'first')
    disk.set('page.md', 'second') // within the watcher's window: no event of its own
    await vi.advanceTimersByTimeAsync(19)
    expect(changes).toEqual([]) // not before the window is over
    await vi.advanceTimersByTimeAsync(1)
    expect(changes).toEqual(['page.md'])
  })

  it('reports nothing when the file is still what was handled, or is gone', async () => {
    const { disk, changes, check } = setup(20)
    disk.set('page.md', 'same')
    check('page.md', 'same')
    check('deleted.md', 'anything')
    await vi.advanceTimersByTimeAsync(100)
    expect(changes).toEqual([])
  })

  it('checks once per burst of handled changes, after the last', async () => {
    const { disk, changes, check } = setup(30)
    disk.set('page.md', 'a')
    check('page.md', 'a')
    await vi.advanceTimersByTimeAsync(10)
    disk.set('page.md', 'b')
    check('page.md', 'b')
    // The first check would have read 'b' (≠ 'a') at 30 ms and reported it: it was replaced by the second.
    await vi.advanceTimersByTimeAsync(100)
    expect(changes).toEqual([])
  })
})
