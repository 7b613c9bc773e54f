import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// The build's heap grows far past what it keeps: compiling every page leaves ~40 MB of syntax trees for
// the collector, and V8, with room to spare, does not run a full collection before the bundler's native
// memory piles on top, so the garbage is carried to the build's peak. A full collection at such a point
// gives the pages back to the system.
//
// `gc()` is exposed only with --expose-gc; the flag can be turned on for a moment to take the function
// from a fresh context (the pattern jest's leak detector uses), then turned off again.
let gc: (() => void) | undefined

/**
 * The build's collections (after compiling, around the bundles): `collectGarbage`, unless the heap holds
 * too little for that to matter (`worthCollecting`).
 */
export function collectBuildGarbage(heapUsedBytes = getHeapStatistics().used_heap_size): void {
  if (worthCollecting(heapUsedBytes)) collectGarbage()
}

/**
 * A check to call as garbage piles up (at each chunk the browser bundle renders): a full collection each
 * time the heap has grown by `growthBytes` since the last one. Rendering a large site's chunks hands each
 * chunk's code to the renderChunk hooks as fresh strings, garbage the heap grew by (10,000 pages: from 154
 * to 544 MB in use) while the bundler's native memory grew to its peak beside it. A site whose heap never
 * grows that much is never collected here.
 */
export function collectAsHeapGrows(growthBytes = 128 * 1024 * 1024): () => void {
  let collectedAt = getHeapStatistics().used_heap_size
  return () => {
    if (getHeapStatistics().used_heap_size - collectedAt < growthBytes) return
    collectGarbage()
    collectedAt = getHeapStatistics().used_heap_size
  }
}

/** Runs a full garbage collection now, and gives the heap's emptied pages back. */
export function collectGarbage(): void {
  gc ??= (globalThis as { gc?: () => void }).gc ?? exposeGc()
  gc()
  // A second one when the first left the heap's emptied pages to sweepers that run alongside the build:
  // the heap kept them (150 MB committed for 46 MB used after compiling the site, measured), and the
  // second finishes that sweep and releases them (85 MB). Where the first left little to release (after
  // the client and server bundles: 94 MB committed for 51 MB used, 93 for 53), a second one freed
  // nothing and took 70–170 ms of the build's thread.
  const { heapUsed, heapTotal } = process.memoryUsage()
  if (heapTotal > heapUsed * unsweptRatio) gc()
}

/**
 * Whether a heap with this much in use (garbage included) is worth a full collection. A small site's heap
 * (this one's, a hundred pages: 47–71 MB at those points, 2026-11-29) stays under it at each point the
 * build collects, where a collection freed little beside the bundler's native memory and cost the build's
 * thread more than the memory was worth (the one before the browser bundle's chunks, at 71 MB: 130 ms
 * of pauses, two collections). A site of thousands of pages is past it at most of those points (2,000
 * pages: 79–144 MB; its peak memory the same with 64 or 96 MB here), and is collected as before.
 */
export function worthCollecting(heapUsedBytes: number): boolean {
  return heapUsedBytes >= smallHeapBytes
}
const smallHeapBytes = 96 * 1024 * 1024

/** Committed heap over used heap past which a second collection is worth its time (see above). */
const unsweptRatio = 2

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc')
  try {
    return runInNewContext('gc') as () => void
  } finally {
    setFlagsFromString('--no-expose-gc')
  }
}
