import { normalizePath } from '../../shared/routes.ts'
import { createPrefetcher, type PrefetchTarget, type Prefetcher } from './prefetch.ts'

// The site's prefetcher (prefetch.ts) bound to the browser, and the one IntersectionObserver that feeds
// it the links on screen. RouteLink uses it; RouterShell tells it what a path needs (prefetchTargets.ts).

let targetOf: ((path: string) => PrefetchTarget | null) | undefined
let prefetcher: Prefetcher | undefined

/** Called once by RouterShell's module: how to find what a path needs. */
export function setPrefetchTargets(resolve: (path: string) => PrefetchTarget | null): void {
  targetOf = resolve
}

function getPrefetcher(): Prefetcher | undefined {
  if (!targetOf) return undefined
  prefetcher ??= createPrefetcher(targetOf, {
    document,
    navigator,
    fetch: (...args) => fetch(...args),
    whenIdle: (task) => ('requestIdleCallback' in window ? requestIdleCallback(() => task(), { timeout: 2000 }) : setTimeout(task, 50)),
  })
  return prefetcher
}

/** The route path an internal href leads to, or null for other pages' hashes and foreign origins. */
export function routePathOf(href: string): string | null {
  if (typeof window === 'undefined' || !href) return null
  const url = new URL(href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const path = normalizePath(url.pathname)
  // A link to the page on screen (or one of its sections) needs nothing.
  return path === normalizePath(window.location.pathname) ? null : path
}

/** The reader points at a link (hover, touch: load too; keyboard focus: hint only). */
export function prefetchOnIntent(href: string, load: boolean): void {
  const path = routePathOf(href)
  if (path) getPrefetcher()?.intent(path, { load })
}

const observedHrefs = new WeakMap<Element, string>()
let observer: IntersectionObserver | undefined

/** Hints the link's target in idle time once it scrolls into view; returns the cleanup. */
export function observeLink(element: HTMLAnchorElement, href: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer!.unobserve(entry.target)
      const path = routePathOf(observedHrefs.get(entry.target) ?? '')
      if (path) getPrefetcher()?.inView(path)
    }
  })
  observedHrefs.set(element, href)
  observer.observe(element)
  return () => observer?.unobserve(element)
}
