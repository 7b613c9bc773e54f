import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// The build's heap grows far past what it keeps: compiling every page leaves ~40 MB of syntax trees for
// the collector, and V8, with room to spare, does not run a full collection before the bundler's native
// memory piles on top, so the garbage is carried to the build's peak. One full collection at such a point
// (tens of milliseconds) gives the pages back to the system.
//
// `gc()` is exposed only with --expose-gc; the flag can be turned on for a moment to take the function
// from a fresh context (the pattern jest's leak detector uses), then turned off again.
let gc: (() => void) | undefined

/** Runs a full garbage collection now. */
export function collectGarbage(): void {
  gc ??= (globalThis as { gc?: () => void }).gc ?? exposeGc()
  gc()
}

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc')
  try {
    return runInNewContext('gc') as () => void
  } finally {
    setFlagsFromString('--no-expose-gc')
  }
}
