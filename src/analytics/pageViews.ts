// Page views for Google Analytics 4 through gtag.js: one on the first load, one after every completed
// route change (countPageView.ts loads this file when the first one is due). No measurement id, or a
// reader who asks not to be tracked (Global Privacy Control, Do Not Track): nothing is loaded and
// nothing is sent. No inline script and no eval (the site's CSP allows only its own scripts): gtag() is
// defined here and gtag.js is added as a script element.

type Gtag = (...args: unknown[]) => void
interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: Gtag
}

/** The reader's privacy signals: GPC (`navigator.globalPrivacyControl`) or DNT (`navigator.doNotTrack === '1'`). */
export function trackingAllowed(nav: Navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean }
  return signals.globalPrivacyControl !== true && nav.doNotTrack !== '1'
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'

export interface PageView {
  path: string
  location: string
  title: string
}

export interface PageViews {
  send(view: PageView): void
}

/**
 * Sets up gtag.js for `measurementId` and returns the page-view sender, or null when there is no id or the
 * reader opted out. gtag.js's own automatic page view is off: the router sends each one itself.
 */
export function createPageViews(measurementId: string | undefined, win: Window = window): PageViews | null {
  if (!measurementId || !trackingAllowed(win.navigator)) return null
  const target = win as Window & AnalyticsWindow
  // Only a real array and a real function count: an element with `id="dataLayer"` or `id="gtag"` on a page
  // is also `window.dataLayer` / `window.gtag` (named access) until a script assigns the global itself.
  const dataLayer = Array.isArray(target.dataLayer) ? target.dataLayer : (target.dataLayer = [])
  // gtag.js reads `arguments` objects from the dataLayer, not arrays: this is the snippet Google documents.
  const gtag: Gtag =
    (typeof target.gtag === 'function' ? target.gtag : undefined) ??
    function () {
      // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself
      dataLayer.push(arguments)
    }
  target.gtag = gtag
  gtag('js', new Date())
  gtag('config', measurementId, { send_page_view: false })

  const script = win.document.createElement('script')
  script.async = true
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`
  win.document.head.appendChild(script)

  return {
    send(view) {
      gtag('event', 'page_view', { page_path: view.path, page_location: view.location, page_title: view.title, send_to: measurementId })
    },
  }
}
