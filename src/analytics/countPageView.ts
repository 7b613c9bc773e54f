import { siteConfig } from '../siteConfig.ts'
import type { PageView, PageViews } from './pageViews.ts'

let pageViews: Promise<PageViews | null> | undefined

/**
 * Counts a page view (the router calls this once a new page is on screen) if analytics is configured:
 * only then is its code (pageViews.ts, a chunk of its own) and gtag.js loaded at all.
 */
export function countPageView(view: PageView): void {
  if (!siteConfig.gtagId) return
  const ready = (pageViews ??= import('./pageViews.ts').then(
    (module) => module.createPageViews(siteConfig.gtagId),
    () => ((pageViews = undefined), null), // offline: try again at the next page
  ))
  void ready.then((views) => views?.send(view))
}
