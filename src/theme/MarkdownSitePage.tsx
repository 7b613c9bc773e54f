import { createElement, type ComponentType, type ReactNode } from 'react'
import type { PageModule } from '../../shared/types.ts'
import { renderTree } from './renderTree.tsx'
import { TableOfContents, TocCollapsible } from './TableOfContents.tsx'
import { DevWarnings } from './DevWarnings.tsx'

// A `.md`/`.mdx` page of the pages folder (Docusaurus' MDX pages): its body in the site's layout, without
// a sidebar, breadcrumbs or previous/next, and its table of contents unless hidden. As in Docusaurus, its
// heading is the page's own `# H1`; front matter `title` is the tab's title only. Loaded with the first
// such page (src/content/sitePages.ts).

const components = new WeakMap<PageModule, ComponentType>()

/** The site page component of a loaded markdown page module (one per module, so React keeps it mounted). */
export function markdownSitePageComponent(page: PageModule): ComponentType {
  let component = components.get(page)
  if (!component) components.set(page, (component = () => <MarkdownSitePage page={page} />))
  return component
}

function MarkdownSitePage({ page }: { page: PageModule }) {
  const body: ReactNode = page.default ? createElement(page.default as ComponentType) : renderTree(page.tree)
  const wrapperClass = typeof page.frontmatter.wrapperClassName === 'string' ? ` ${page.frontmatter.wrapperClassName}` : ''
  return (
    <div className={(page.toc.length ? 'doc md-page has-toc' : 'doc md-page') + wrapperClass}>
      <div className="doc-main">
        <article>
          {page.warnings.length > 0 && <DevWarnings warnings={page.warnings} />}
          <TocCollapsible toc={page.toc} />
          <div className="markdown">{body}</div>
        </article>
      </div>
      <TableOfContents toc={page.toc} />
    </div>
  )
}
