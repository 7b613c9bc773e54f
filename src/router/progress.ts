import type nprogressModule from 'nprogress'

type NProgress = typeof nprogressModule

/** The bar itself: NProgress in the site, a stub in tests. */
interface ProgressBar {
  /** The navigation began: get ready to show the bar (load its code). */
  prepare?(): void
  start(): void
  done(): void
}

/** How long a navigation may take before the bar appears: a fast one shows nothing at all. */
const PROGRESS_DELAY_MS = 1000

/**
 * A progress bar that starts only if work is still pending after `delay` ms, and finishes when it ends.
 * `begin` while already pending keeps the original timer: the reader has been waiting since the first
 * click, not the last.
 */
export function createDelayedProgress(bar: ProgressBar, delay = PROGRESS_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let prepareTimer: ReturnType<typeof setTimeout> | undefined
  let shown = false
  return {
    begin() {
      if (timer !== undefined || shown) return
      // Not at once: a navigation to a prefetched page is over in tens of milliseconds, and loading the
      // bar's code then would only slow it down. A quarter of the delay in, the wait is real.
      prepareTimer = setTimeout(() => bar.prepare?.(), delay / 4)
      timer = setTimeout(() => {
        timer = undefined
        shown = true
        bar.start()
      }, delay)
    },
    end() {
      if (timer !== undefined) clearTimeout(timer)
      clearTimeout(prepareTimer)
      timer = undefined
      if (shown) {
        shown = false
        bar.done()
      }
    },
  }
}

/** NProgress as the site uses it: no spinner, and markup without NProgress's invalid ARIA roles. */
export function configureNProgress(nprogress: NProgress): NProgress {
  return nprogress.configure({
    minimum: 0.08,
    speed: 200,
    trickleSpeed: 800,
    showSpinner: false,
    barSelector: '.bar',
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  })
}

/**
 * Fetches the bar's code once the page has loaded and the browser is idle: never in the first-load path,
 * yet on hand before a navigation needs it. On a slow network, fetching it only once a navigation is
 * already slow would show the bar after the page it was meant to announce.
 */
export function prepareWhenIdle(bar: ProgressBar, win: Window | undefined = globalThis.window): void {
  if (!win) return // prerendering: no browser to fetch into
  const prepare = () => bar.prepare?.()
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(prepare, { timeout: 5000 })
    else win.setTimeout(prepare, 1000)
  }
  if (win.document.readyState === 'complete') whenIdle()
  else win.addEventListener('load', whenIdle, { once: true })
}

/**
 * NProgress, loaded in idle time after the page has loaded (prepareWhenIdle) rather than with the page: the first load is paid by
 * everyone. A navigation that turns slow before then asks for it too, a quarter of the delay in.
 */
export function nprogressBar(load: () => Promise<NProgress> = () => import('nprogress').then((module) => module.default)): ProgressBar {
  let loading: Promise<NProgress> | undefined
  let wanted = false
  const nprogress = () => {
    loading ??= load().then(configureNProgress)
    // A failed load (offline) is tried again at the next navigation.
    loading.catch(() => (loading = undefined))
    return loading
  }
  return {
    prepare: () => void nprogress().catch(() => undefined),
    start() {
      wanted = true
      nprogress().then(
        (bar) => wanted && bar.start(),
        () => undefined,
      )
    },
    done() {
      wanted = false
      loading?.then(
        (bar) => bar.done(),
        () => undefined,
      )
    },
  }
}
