import { useEffect, useState } from 'react'
import type { PageModule, RouteEntry } from '../shared/types.ts'
import { loadPage } from '../content/pageCache.ts'

/** Shown when a page renders before its module is there: loads it, and offers Retry on failure. */
export function PageLoader({ entry, onLoaded }: { entry: RouteEntry; onLoaded: (module: PageModule) => void }) {
  const [error, setError] = useState<Error | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    loadPage(entry, { retry: attempt > 0 }).then(
      (module) => current && onLoaded(module),
      (e: Error) => current && setError(e),
    )
    return () => {
      current = false
    }
  }, [entry, attempt, onLoaded])
  if (error) {
    return (
      <div role="alert">
        <p>{error.message}</p>
        <button type="button" onClick={() => (setError(null), setAttempt((n) => n + 1))}>
          Retry
        </button>
      </div>
    )
  }
  return <div role="status" aria-label="Loading page" />
}
