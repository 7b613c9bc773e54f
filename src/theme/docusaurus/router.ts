import { useMemo } from 'react'
import type { Location } from 'react-router-dom'
import { useDisplayedLocationIfAny, useRouterNavigate } from '../../router/context.ts'

// `@docusaurus/router`: react-router 5's `useLocation` and `useHistory`, as Docusaurus re-exports them,
// over this site's router (src/router/): the location is the page on screen's, and `push`/`replace` go
// through the same client-side navigation as a link (a page load where no router runs).

export type { Location }

export interface History {
  location: Location
  length: number
  push(path: string): void
  replace(path: string): void
  go(delta: number): void
  goBack(): void
  goForward(): void
}

const noLocation: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' }

export function useLocation(): Location {
  return useDisplayedLocationIfAny() ?? noLocation
}

export function useHistory(): History {
  const location = useLocation()
  const navigate = useRouterNavigate()
  return useMemo(() => {
    const go = (href: string, replace: boolean) => {
      if (navigate) navigate(href, { replace })
      else if (replace) window.location.replace(href)
      else window.location.assign(href)
    }
    return {
      location,
      get length() {
        return window.history.length
      },
      push: (path) => go(path, false),
      replace: (path) => go(path, true),
      go: (delta) => window.history.go(delta),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    }
  }, [location, navigate])
}
