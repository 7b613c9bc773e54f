import { constants, PerformanceObserver } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { collectAsHeapGrows, collectBuildGarbage, worthCollecting } from '../plugins/collectGarbage.ts'

// The build collects its garbage at a few points (after compiling, around the bundles) where a large
// site's heap holds much of it, and as the browser bundle's chunks render, each time the heap has grown by
// a set amount; a small site's heap is left to V8.

/** How many full (mark-compact) collections ran during `run`. */
async function fullCollectionsDuring(run: () => void): Promise<number> {
  let count = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) count++
  })
  observer.observe({ entryTypes: ['gc'] })
  run()
  await new Promise((resolve) => setTimeout(resolve, 50)) // the entries are delivered after the collection
  observer.disconnect()
  return count
}

describe('the build’s garbage collections', () => {
  it('run on a heap past 96 MB in use, not below', () => {
    expect(worthCollecting(20 * 1024 * 1024)).toBe(false)
    expect(worthCollecting(71 * 1024 * 1024)).toBe(false)
    expect(worthCollecting(95 * 1024 * 1024)).toBe(false)
    expect(worthCollecting(96 * 1024 * 1024)).toBe(true)
    expect(worthCollecting(500 * 1024 * 1024)).toBe(true)
  })

  it('collect the whole heap on a large one, and leave a small one to V8', async () => {
    expect(await fullCollectionsDuring(() => collectBuildGarbage(500 * 1024 * 1024))).toBeGreaterThan(0)
    expect(await fullCollectionsDuring(() => collectBuildGarbage(20 * 1024 * 1024))).toBe(0)
  })

  it('collect as the chunks render each time the heap has grown by the amount given since the last collection, and not before', async () => {
    const collectAsGrown = collectAsHeapGrows(8 * 1024 * 1024)
    expect(await fullCollectionsDuring(collectAsGrown)).toBe(0)
    // ~32 MB more in use: 500 arrays of 8,192 doubles (64 KB each, in the heap).
    const grown = Array.from({ length: 500 }, (_, index) => new Array<number>(8_192).fill(index + 0.5))
    expect(await fullCollectionsDuring(collectAsGrown)).toBeGreaterThan(0)
    // Measured again from what that collection left.
    expect(await fullCollectionsDuring(collectAsGrown)).toBe(0)
    expect(await fullCollectionsDuring(collectAsHeapGrows(1024 * 1024 * 1024))).toBe(0)
    expect(grown).toHaveLength(500)
  })
})
