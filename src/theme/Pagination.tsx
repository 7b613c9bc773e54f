import { RouteLink } from '../router/RouteLink.tsx'
import type { PageNavigation } from '../../shared/types.ts'

/**
 * Previous and next pages in sidebar order, or where front matter `pagination_prev`/`pagination_next`
 * point (null there: no link); the page module carries both (plugins/docs/pageNavigation.ts).
 */
export function Pagination({ navigation: { previous, next } }: { navigation: PageNavigation }) {
  if (!previous && !next) return null
  return (
    <nav className="pagination" aria-label="Docs pages">
      {previous && (
        <RouteLink className="pagination-link previous" href={previous.path} rel="prev">
          <span className="pagination-label">« Previous</span>
          <span className="pagination-title">{previous.label}</span>
        </RouteLink>
      )}
      {next && (
        <RouteLink className="pagination-link next" href={next.path} rel="next">
          <span className="pagination-label">Next »</span>
          <span className="pagination-title">{next.label}</span>
        </RouteLink>
      )}
    </nav>
  )
}
