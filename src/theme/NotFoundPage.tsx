import { useEffect, useState } from 'react'
import { findRoute, routes } from '../content/manifest.ts'
import { useDisplayedArrival } from '../router/context.ts'
import { RouteLink } from '../router/RouteLink.tsx'
import { similarRoutes } from './similarRoutes.ts'

const allPaths = routes.map((route) => route.path)

/** Any unknown address, inside the layout: what happened, likely pages, and ways back. */
export function NotFoundPage() {
  const { pathname } = useDisplayedArrival().location
  // The prerendered 404.html is served for every unknown address: the address itself (and what it
  // suggests) is only filled in once in the browser, so hydration meets the markup the server made.
  const [address, setAddress] = useState<string>()
  useEffect(() => setAddress(pathname), [pathname])
  const suggestions = address ? similarRoutes(address, allPaths) : []
  return (
    <div className="not-found">
      <p className="not-found-code">404</p>
      <h1 tabIndex={-1} data-page-heading="">
        Page Not Found
      </h1>
      <p>
        There is no page at {address ? <code>{address}</code> : 'this address'}. It may have moved, or the link that led here may be
        mistyped.
      </p>
      {suggestions.length > 0 && (
        <>
          <p>Perhaps you were looking for:</p>
          <ul>
            {suggestions.map((path) => (
              <li key={path}>
                <RouteLink href={path}>{findRoute(path)?.title}</RouteLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="not-found-links">
        <RouteLink className="button button-primary" href="/">
          Go to the home page
        </RouteLink>
        <RouteLink className="button button-secondary" href="/introduction/getting-started">
          Getting Started
        </RouteLink>
        <RouteLink className="button button-secondary" href="/search">
          Search the docs
        </RouteLink>
      </div>
    </div>
  )
}
