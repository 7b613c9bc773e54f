import { useSyncExternalStore } from 'react'
import type { PageModule } from '../../shared/types.ts'
import { getLoadedPage, setLoadedPage } from './pageCache.ts'

// In `npm run dev`, a page module that changes on disk announces itself with a `docs:page-update` event
// (see plugins/modules.ts); the open page re-renders with it, without a reload. In production nothing
// dispatches the event and this is a plain cache read.

const listeners = new Set<() => void>()

if (import.meta.hot) {
  window.addEventListener('docs:page-update', (event) => {
    const { path, module } = (event as CustomEvent<{ path: string; module: PageModule }>).detail
    setLoadedPage(path, module)
    for (const listener of listeners) listener()
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The loaded module of a page (undefined until it is loaded), kept current in dev. */
export function usePageModule(path: string): PageModule | undefined {
  return useSyncExternalStore(
    subscribe,
    () => getLoadedPage(path),
    () => getLoadedPage(path),
  )
}
