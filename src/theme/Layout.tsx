import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { routes } from '../content/manifest.ts'
import type { ResolvedRoute } from '../routes.ts'

export function Layout({ children }: { route: ResolvedRoute; children: ReactNode }) {
  return (
    <div>
      <nav>
        <ul>
          {routes.map((r) => (
            <li key={r.path}>
              <Link to={r.path}>{r.sidebarLabel}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <main>{children}</main>
    </div>
  )
}
