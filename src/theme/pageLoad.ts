// What the page loader shows while a page module loads: nothing at first (most loads are fast and a
// flash of spinner is worse than a short blank), a spinner after SPINNER_DELAY_MS, an error with Retry on
// failure. The module itself goes to the page store, not through here. Pure: PageLoader renders its
// state, tests drive it with fake timers.

const SPINNER_DELAY_MS = 200

export type PageLoadState = { phase: 'waiting' } | { phase: 'spinner' } | { phase: 'error'; error: Error } | { phase: 'loaded' }

interface PageLoadOptions {
  /** Loads the module; `retry` must request it anew (a new URL), not reuse a failed request. */
  load: (options: { retry: boolean }) => Promise<unknown>
  /** A failure already known (a failed preload): show it at once instead of loading again. */
  initialError?: Error
  onChange: (state: PageLoadState) => void
}

export function createPageLoad(options: PageLoadOptions) {
  let state: PageLoadState = options.initialError ? { phase: 'error', error: options.initialError } : { phase: 'waiting' }
  let timer: ReturnType<typeof setTimeout> | undefined
  let run = 0
  let disposed = false

  const set = (next: PageLoadState) => {
    state = next
    if (!disposed) options.onChange(next)
  }

  function attempt(retry: boolean) {
    const current = ++run
    clearTimeout(timer)
    set({ phase: 'waiting' })
    timer = setTimeout(() => {
      if (current === run && state.phase === 'waiting') set({ phase: 'spinner' })
    }, SPINNER_DELAY_MS)
    options.load({ retry }).then(
      () => {
        if (current !== run || disposed) return
        clearTimeout(timer)
        set({ phase: 'loaded' })
      },
      (error: unknown) => {
        if (current !== run || disposed) return
        clearTimeout(timer)
        set({ phase: 'error', error: error instanceof Error ? error : new Error(String(error)) })
      },
    )
  }

  return {
    get state() {
      return state
    },
    /** Starts loading, unless a known failure is shown (then the reader decides: Retry). */
    start() {
      if (state.phase === 'waiting') attempt(false)
    },
    /** Loads again under a new URL. */
    retry() {
      attempt(true)
    },
    dispose() {
      disposed = true
      run++
      clearTimeout(timer)
    },
  }
}
