import { RouteLink } from '../router/RouteLink.tsx'
import { docsInOrder } from './docsSidebar.ts'
import { neighbours } from '../../shared/sidebar.ts'

/** Previous and next pages in sidebar order. */
export function Pagination({ path }: { path: string }) {
  const { previous, next } = neighbours(docsInOrder, path)
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
