import { useCallback, useState } from 'react'
import type { PageModule, RouteEntry } from '../shared/types.ts'
import { getLoadedPage } from '../content/pageCache.ts'
import { renderTree } from '../content/renderTree.tsx'
import { PageLoader } from '../router/PageLoader.tsx'

export function DocPage({ entry }: { entry: RouteEntry }) {
  const [module, setModule] = useState<PageModule | undefined>(() => getLoadedPage(entry.path))
  const onLoaded = useCallback((loaded: PageModule) => setModule(loaded), [])
  const page = module ?? getLoadedPage(entry.path)
  if (!page) return <PageLoader entry={entry} onLoaded={onLoaded} />
  return (
    <article>
      {!page.frontmatter.hide_title && <h1>{page.frontmatter.title}</h1>}
      {renderTree(page.tree)}
    </article>
  )
}
