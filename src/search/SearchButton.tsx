import { RouteLink } from '../router/RouteLink.tsx'

/** The navbar's search entry point. (Placeholder: the search issue turns it into the modal opener.) */
export function SearchButton() {
  return <RouteLink href="/search">Search</RouteLink>
}
