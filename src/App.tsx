import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { routes } from './content/manifest.ts'
import type { PageModule } from './shared/types.ts'
import { renderTree } from './content/renderTree.tsx'

export function App() {
  const { pathname } = useLocation()
  const route = routes.find((r) => r.path === pathname)
  const [page, setPage] = useState<PageModule | null>(null)
  useEffect(() => {
    let current = true
    setPage(null)
    route?.load().then((mod) => current && setPage(mod))
    return () => {
      current = false
    }
  }, [route])
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
      <main>
        {page && (
          <article>
            <h1>{page.frontmatter.title}</h1>
            {renderTree(page.tree)}
          </article>
        )}
      </main>
    </div>
  )
}
