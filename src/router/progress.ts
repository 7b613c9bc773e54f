import NProgress from 'nprogress'

/** The bar itself: NProgress in the site, a stub in tests. */
export interface ProgressBar {
  start(): void
  done(): void
}

/** How long a navigation may take before the bar appears: a fast one shows nothing at all. */
export const PROGRESS_DELAY_MS = 1000

/**
 * A progress bar that starts only if work is still pending after `delay` ms, and finishes when it ends.
 * `begin` while already pending keeps the original timer: the reader has been waiting since the first
 * click, not the last.
 */
export function createDelayedProgress(bar: ProgressBar, delay = PROGRESS_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let shown = false
  return {
    begin() {
      if (timer !== undefined || shown) return
      timer = setTimeout(() => {
        timer = undefined
        shown = true
        bar.start()
      }, delay)
    },
    end() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      if (shown) {
        shown = false
        bar.done()
      }
    },
  }
}

let configured = false

/** NProgress as the site uses it: no spinner, and markup without NProgress's invalid ARIA roles. */
export function nprogressBar(): ProgressBar {
  if (!configured) {
    configured = true
    NProgress.configure({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
      barSelector: '.bar',
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    })
  }
  return { start: () => NProgress.start(), done: () => NProgress.done() }
}
