import { useEffect, useRef, useState } from 'react'
import type { RouteEntry } from '../../shared/types.ts'
import { getLoadError, loadPage } from '../content/pageStore.ts'
import { createPageLoad, type PageLoadState } from './pageLoad.ts'

/**
 * Shown when a page renders before its module is there (no prerendered HTML, or after a failed preload):
 * starts the load, shows nothing for 200 ms, then a spinner; on failure an error with Retry, which
 * requests the module anew. The loaded module goes to the page store, and DocPage, which reads it from
 * there, replaces this loader with the page.
 */
export function PageLoader({ entry }: { entry: RouteEntry }) {
  const load = useRef<ReturnType<typeof createPageLoad>>(null)
  const [state, setState] = useState<PageLoadState>(() => {
    const error = getLoadError(entry.path)
    return error ? { phase: 'error', error } : { phase: 'waiting' }
  })

  useEffect(() => {
    const controller = createPageLoad({
      load: ({ retry }) => loadPage(entry, { retry }),
      initialError: getLoadError(entry.path),
      onChange: setState,
    })
    load.current = controller
    setState(controller.state)
    controller.start()
    return () => controller.dispose()
  }, [entry])

  switch (state.phase) {
    case 'error':
      return (
        <div className="page-loader page-loader-error" role="alert">
          <p className="page-loader-title">This page could not be loaded.</p>
          <p className="page-loader-message">{state.error.message}</p>
          <button type="button" className="page-loader-retry" onClick={() => load.current?.retry()}>
            Retry
          </button>
        </div>
      )
    case 'spinner':
      return (
        <div className="page-loader" role="status" aria-label={`Loading ${entry.title}`}>
          <span className="page-loader-spinner" aria-hidden="true" />
        </div>
      )
    default:
      return <div className="page-loader" />
  }
}
