import { useSyncExternalStore } from 'react'
import type { PageModule, RouteEntry } from '../../shared/types.ts'
import { keepUnchanged } from './pageUpdate.ts'

// The one store of page modules. The router and prefetching load pages into it (loadPage), DocPage reads
// the page on screen from it (usePageModule), and subscribers are told whenever a page arrives: on load,
// and in `npm run dev` when its markdown file changes. A page is never requested twice while a request
// for it is under way.

const loaded = new Map<string, PageModule>()
const pending = new Map<string, Promise<PageModule>>()
const attempts = new Map<string, number>()
const failures = new Map<string, Error>()
const listeners = new Set<() => void>()

function store(path: string, module: PageModule) {
  loaded.set(path, module)
  for (const listener of listeners) listener()
}

/** Calls `listener` whenever a page module arrives; returns how to stop. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getLoadedPage(path: string): PageModule | undefined {
  return loaded.get(path)
}

/** Why the page's last load failed, while no newer request for it is under way or has succeeded. */
export function getLoadError(path: string): Error | undefined {
  return failures.get(path)
}

/**
 * Loads a page module. `retry` requests it again under a new URL even if a request is under way; a
 * load after a failed one does so too (browsers cache a failed `import()` of the same URL, so the same
 * URL would fail again without a request).
 */
export function loadPage(entry: RouteEntry, options: { retry?: boolean } = {}): Promise<PageModule> {
  const done = loaded.get(entry.path)
  if (done) return Promise.resolve(done)
  const inFlight = pending.get(entry.path)
  if (inFlight && !options.retry) return inFlight
  const previous = attempts.get(entry.path)
  const attempt = options.retry || failures.has(entry.path) ? (previous ?? 0) + 1 : (previous ?? 0)
  attempts.set(entry.path, attempt)
  failures.delete(entry.path)
  const request = entry.load(attempt || undefined).then(
    (module) => {
      if (pending.get(entry.path) === request) pending.delete(entry.path)
      failures.delete(entry.path)
      store(entry.path, module)
      return module
    },
    (error: unknown) => {
      // An older attempt failing does not undo a newer one under way.
      if (pending.get(entry.path) === request) {
        pending.delete(entry.path)
        failures.set(entry.path, error instanceof Error ? error : new Error(String(error)))
      }
      throw error
    },
  )
  pending.set(entry.path, request)
  return request
}

/**
 * Drops a page's module from the store (the prerenderer, once the page is rendered): a render reads only
 * its own page's module, and a build's render thread keeping every page it rendered held every page's
 * tree until the last one. Subscribers are not told: nothing on screen shows it.
 */
export function releasePage(path: string): void {
  loaded.delete(path)
  pending.delete(path)
  attempts.delete(path)
  failures.delete(path)
}

/** The loaded module of a page, or undefined until it is loaded; the component re-renders when it arrives. */
export function usePageModule(path: string): PageModule | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded.get(path),
    () => loaded.get(path),
  )
}

/** Whether the page at `path` is loaded (true without a path: a route with no page module). */
export function usePageLoaded(path: string | undefined): boolean {
  const isLoaded = () => path === undefined || loaded.has(path)
  return useSyncExternalStore(subscribe, isLoaded, isLoaded)
}

// In `npm run dev`, a page module that changes on disk announces itself with a `docs:page-update` event
// (see plugins/docs/pageModule.ts) and replaces the stored one: the open page re-renders without a reload,
// and only what changed (pageUpdate.ts keeps the previous objects of unchanged blocks, toc, front matter).
if (import.meta.hot) {
  window.addEventListener('docs:page-update', (event) => {
    const { path, module } = (event as CustomEvent<{ path: string; module: PageModule }>).detail
    store(path, keepUnchanged(loaded.get(path), module))
  })
}
