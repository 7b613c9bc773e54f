import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { PageModule, RouteEntry } from '../../shared/types.ts'
import { getLoadError, loadPage } from '../content/pageCache.ts'
import { createPageLoad, type PageLoadState } from './pageLoad.ts'
import { usePageArrived } from './context.ts'

/**
 * Shown when a page renders before its module is there (no prerendered HTML, or after a failed preload):
 * nothing for 200 ms, then a spinner; on failure an error with Retry, which requests the module anew.
 * `onLoaded` receives the module; the page is then rendered at once so the router can scroll to its hash
 * and focus its heading.
 */
export function PageLoader({ entry, onLoaded }: { entry: RouteEntry; onLoaded: (module: PageModule) => void }) {
  const pageArrived = usePageArrived()
  const load = useRef<ReturnType<typeof createPageLoad<PageModule>>>(null)
  const [state, setState] = useState<PageLoadState>(() => {
    const error = getLoadError(entry.path)
    return error ? { phase: 'error', error } : { phase: 'waiting' }
  })

  useEffect(() => {
    const controller = createPageLoad<PageModule>({
      load: ({ retry }) => loadPage(entry, { retry }),
      initialError: getLoadError(entry.path),
      onChange: setState,
      onLoaded: (module) => {
        flushSync(() => onLoaded(module))
        pageArrived()
      },
    })
    load.current = controller
    setState(controller.state)
    controller.start()
    return () => controller.dispose()
  }, [entry, onLoaded, pageArrived])

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
