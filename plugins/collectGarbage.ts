import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// The build's heap grows far past what it keeps: compiling every page leaves ~40 MB of syntax trees for
// the collector, and V8, with room to spare, does not run a full collection before the bundler's native
// memory piles on top, so the garbage is carried to the build's peak. A full collection at such a point
// gives the pages back to the system.
//
// `gc()` is exposed only with --expose-gc; the flag can be turned on for a moment to take the function
// from a fresh context (the pattern jest's leak detector uses), then turned off again.
let gc: (() => void) | undefined

/** Runs a full garbage collection now, and gives the heap's emptied pages back. */
export function collectGarbage(): void {
  gc ??= (globalThis as { gc?: () => void }).gc ?? exposeGc()
  gc()
  // Twice: the first collection leaves the emptied pages to sweepers that run alongside the build, and the
  // heap kept most of them (97–120 MB committed for 35 MB used, measured); the second finishes that sweep
  // and releases them (73 MB committed). The pair costs ~50–100 ms.
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
