import type { PageModule, RouteEntry } from '../shared/types.ts'

// Page modules once loaded, so a page that was preloaded renders at once, and a page is never requested
// twice while a request for it is under way.

const loaded = new Map<string, PageModule>()
const pending = new Map<string, Promise<PageModule>>()
const attempts = new Map<string, number>()

export function getLoadedPage(path: string): PageModule | undefined {
  return loaded.get(path)
}

/** Replaces a page's module (dev: the markdown file changed). */
export function setLoadedPage(path: string, module: PageModule): void {
  loaded.set(path, module)
}

/**
 * Loads a page module. `retry` requests it again under a new URL even if an earlier attempt failed
 * (browsers cache a failed `import()` of the same URL).
 */
export function loadPage(entry: RouteEntry, options: { retry?: boolean } = {}): Promise<PageModule> {
  const done = loaded.get(entry.path)
  if (done) return Promise.resolve(done)
  const inFlight = pending.get(entry.path)
  if (inFlight && !options.retry) return inFlight
  const attempt = options.retry ? (attempts.get(entry.path) ?? 0) + 1 : (attempts.get(entry.path) ?? 0)
  attempts.set(entry.path, attempt)
  const request = entry.load(attempt || undefined).then(
    (module) => {
      loaded.set(entry.path, module)
      pending.delete(entry.path)
      return module
    },
    (error: unknown) => {
      pending.delete(entry.path)
      throw error
    },
  )
  pending.set(entry.path, request)
  return request
}
