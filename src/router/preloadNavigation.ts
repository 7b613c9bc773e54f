/**
 * Navigations that preload before they switch, where the latest one wins: a navigation that finishes
 * after a newer one started is dropped, so an earlier page never flashes over the one the reader asked
 * for last. Pure (no React, no DOM): RouterShell drives it, and tests drive it with plain promises.
 */
interface PreloadNavigationOptions<T> {
  /** Loads what the target needs to render; a rejection is a failed preload. */
  preload: (target: T) => Promise<unknown>
  /** Shows the target: called once per navigation that is still the latest, with the error if it failed. */
  onSwitch: (target: T, error: unknown) => void
  /** Called whenever a preload fails, even one a newer navigation has superseded. */
  onError?: (target: T, error: unknown) => void
  /** Idle → waiting (true) and waiting → idle (false): drives the progress bar. */
  onPendingChange?: (pending: boolean) => void
}

interface PreloadNavigation<T> {
  /** Starts a navigation to `target`; it supersedes any navigation still preloading. */
  go(target: T): void
  /** Drops any navigation still preloading (the reader went somewhere that needs no preload). */
  cancel(): void
  readonly pending: boolean
}

export function createPreloadNavigation<T>(options: PreloadNavigationOptions<T>): PreloadNavigation<T> {
  let latest = 0
  let pending = false

  const setPending = (next: boolean) => {
    if (pending === next) return
    pending = next
    options.onPendingChange?.(next)
  }

  return {
    go(target) {
      const navigation = ++latest
      setPending(true)
      let preloading: Promise<unknown>
      try {
        preloading = Promise.resolve(options.preload(target))
      } catch (error) {
        preloading = Promise.reject(error)
      }
      preloading.then(
        () => finish(navigation, target, undefined),
        (error: unknown) => {
          options.onError?.(target, error)
          finish(navigation, target, error ?? new Error('Preload failed'))
        },
      )
    },
    cancel() {
      latest++
      setPending(false)
    },
    get pending() {
      return pending
    },
  }

  function finish(navigation: number, target: T, error: unknown) {
    if (navigation !== latest) return
    setPending(false)
    options.onSwitch(target, error)
  }
}
