import { normalizePath } from '../../shared/routes.ts'

// Prefetching of route chunks ahead of a click, with the guards that keep it cheap: nothing on a slow
// connection with data saver on, each path hinted at most once and preloaded at most once, and links
// scrolled into view hinted in idle time a few at a time (a sidebar of 80 links must not send 80
// requests at once). The prefetcher itself is pure apart from what is passed in, so tests drive it with
// fakes; `startPrefetching` (called once by src/main.tsx) binds it to the browser and tells it what a
// path needs, and RouteLink reports the reader's intent and the links on screen.

export interface PrefetchEnvironment {
  document: Pick<Document, 'createElement' | 'head'>
  navigator: Navigator
  fetch: typeof fetch
  /** Runs `task` when the browser is idle (requestIdleCallback, else a timeout). */
  whenIdle: (task: () => void) => void
}

export interface PrefetchTarget {
  /** URLs of the chunks the route needs (empty: nothing to hint). */
  urls: string[]
  /** Loads the route's modules, as a navigation would. */
  preload: () => Promise<unknown>
}

/** How many in-view hints may be in flight at once. */
export const VIEWPORT_CONCURRENCY = 3

/** Slow connection with data saver on (`effectiveType` contains `2g` and `saveData`): prefetch nothing. */
export function prefetchDisabled(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection
  return Boolean(connection && (connection.effectiveType ?? '').includes('2g') && connection.saveData)
}

/**
 * A `<link rel="prefetch">` hint, or where the browser does not support one, a GET with credentials
 * (any status but 200 is a failure). Resolves when the chunk is in the HTTP cache.
 */
export function hintUrl(url: string, env: Pick<PrefetchEnvironment, 'document' | 'fetch'>): Promise<void> {
  const link = env.document.createElement('link')
  if (link.relList?.supports?.('prefetch')) {
    return new Promise((resolve, reject) => {
      link.rel = 'prefetch'
      link.href = url
      link.onload = () => resolve()
      link.onerror = () => reject(new Error(`Prefetching ${url} failed`))
      env.document.head.appendChild(link)
    })
  }
  return env.fetch(url, { credentials: 'include' }).then((response) => {
    if (response.status !== 200) throw new Error(`Prefetching ${url} failed: HTTP ${response.status}`)
  })
}

export function createPrefetcher(resolve: (path: string) => PrefetchTarget | null, env: PrefetchEnvironment) {
  const hinted = new Set<string>()
  const preloaded = new Set<string>()
  const queue: string[] = []
  let active = 0
  let scheduled = false

  /** Hints the path's chunks, once per path. Resolves when they are cached (or failed: prefetch is best effort). */
  function prefetch(path: string): Promise<void> {
    if (hinted.has(path) || prefetchDisabled(env.navigator)) return Promise.resolve()
    hinted.add(path)
    const urls = resolve(path)?.urls ?? []
    return Promise.all(urls.map((url) => hintUrl(url, env))).then(
      () => undefined,
      () => undefined,
    )
  }

  /** Loads the path's route modules, once per path (hover, touch: a click is likely). */
  function preload(path: string): void {
    if (preloaded.has(path) || prefetchDisabled(env.navigator)) return
    preloaded.add(path)
    resolve(path)
      ?.preload()
      .catch(() => undefined)
  }

  function drain() {
    scheduled = false
    while (active < VIEWPORT_CONCURRENCY && queue.length) {
      const path = queue.shift()!
      if (hinted.has(path)) continue
      active++
      void prefetch(path).then(() => {
        active--
        schedule()
      })
    }
  }

  function schedule() {
    if (scheduled || !queue.length) return
    scheduled = true
    env.whenIdle(drain)
  }

  return {
    prefetch,
    preload,
    /** Reader's intent (hover, touch): hint and load now. */
    intent(path: string, { load }: { load: boolean }) {
      void prefetch(path)
      if (load) preload(path)
    },
    /** A link came into view: hint it in idle time, a few at a time. */
    inView(path: string) {
      if (hinted.has(path) || queue.includes(path) || prefetchDisabled(env.navigator)) return
      queue.push(path)
      schedule()
    },
  }
}

type Prefetcher = ReturnType<typeof createPrefetcher>

// The site's prefetcher, once the app has started it: links rendered before that (or on the server)
// prefetch nothing. Links stay free of the manifest and the routes: they are shared with lazy chunks
// (the search UI), and whatever they import would move into a common chunk.
let prefetcher: Prefetcher | undefined

/** Starts prefetching in this document; `targetOf` says what a route path needs (src/routes.ts). */
export function startPrefetching(targetOf: (path: string) => PrefetchTarget | null): void {
  prefetcher = createPrefetcher(targetOf, {
    document,
    navigator,
    fetch: (...args) => fetch(...args),
    whenIdle: (task) => ('requestIdleCallback' in window ? requestIdleCallback(() => task(), { timeout: 2000 }) : setTimeout(task, 50)),
  })
}

/** The route path an internal href leads to, or null for other pages' hashes and foreign origins. */
function routePathOf(href: string): string | null {
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
  if (path) prefetcher?.intent(path, { load })
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
      if (path) prefetcher?.inView(path)
    }
  })
  observedHrefs.set(element, href)
  observer.observe(element)
  return () => observer?.unobserve(element)
}
