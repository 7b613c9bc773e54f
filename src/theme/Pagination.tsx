import { RouteLink } from '../router/RouteLink.tsx'
import { docsInOrder } from './docsSidebar.ts'
import { neighbours, type SidebarLink } from '../../shared/sidebar.ts'
import type { FrontMatter } from '../../shared/types.ts'
import { findRoute } from '../content/manifest.ts'

/**
 * Previous and next pages in sidebar order, or where front matter `pagination_prev`/`pagination_next`
 * point (routes by now: plugins/docs/pagination.ts); null there shows no link.
 */
export function Pagination({ path, frontmatter }: { path: string; frontmatter: FrontMatter }) {
  const around = neighbours(docsInOrder, path)
  const previous = override(frontmatter.pagination_prev, around.previous)
  const next = override(frontmatter.pagination_next, around.next)
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

function override(target: string | null | undefined, fallback: SidebarLink | undefined): SidebarLink | undefined {
  if (target === null) return undefined
  if (typeof target !== 'string') return fallback
  const entry = findRoute(target)
  return entry ? { kind: 'link', path: entry.path, label: entry.sidebarLabel } : fallback
}
