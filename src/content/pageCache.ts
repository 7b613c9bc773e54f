import type { PageModule, RouteEntry } from '../../shared/types.ts'

// Page modules once loaded, so a page that was preloaded renders at once, and a page is never requested
// twice while a request for it is under way.

const loaded = new Map<string, PageModule>()
const pending = new Map<string, Promise<PageModule>>()
const attempts = new Map<string, number>()
const failures = new Map<string, Error>()

export function getLoadedPage(path: string): PageModule | undefined {
  return loaded.get(path)
}

/** Replaces a page's module (dev: the markdown file changed). */
export function setLoadedPage(path: string, module: PageModule): void {
  loaded.set(path, module)
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
      loaded.set(entry.path, module)
      if (pending.get(entry.path) === request) pending.delete(entry.path)
      failures.delete(entry.path)
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
