import { createElement, useMemo, type ComponentType, type ReactNode } from 'react'
import type { RouteEntry } from '../../shared/types.ts'
import { usePageModule } from '../content/pageStore.ts'
import { version } from '../content/manifest.ts'
import { renderTree } from './renderTree.tsx'
import { PageLoader } from './PageLoader.tsx'
import { RouteLink } from '../router/RouteLink.tsx'
import { siteConfig } from '../../site.config.ts'
import { docsSidebar } from './docsSidebar.ts'
import { categoryTrail } from '../../shared/sidebar.ts'
import { TableOfContents, TocCollapsible } from './TableOfContents.tsx'
import { Pagination } from './Pagination.tsx'
import { EditIcon } from './Icons.tsx'

/** A markdown page: where it sits, its title, body, edit link, previous/next, and its table of contents. */
export function DocPage({ entry }: { entry: RouteEntry }) {
  const page = usePageModule(entry.path)
  // A markdown page's body is data; an MDX page's is its module's component (its components: mdxComponents.ts).
  const body = useMemo(
    (): ReactNode => page && (page.default ? createElement(page.default as ComponentType) : renderTree(page.tree)),
    [page],
  )

  if (!page) {
    return (
      <div className="doc">
        <div className="doc-main">
          <PageLoader entry={entry} />
        </div>
      </div>
    )
  }
  // Front matter custom_edit_url: this page's own edit link (null: none), else the site's.
  const custom = page.frontmatter.custom_edit_url
  const editUrl = custom === null ? undefined : typeof custom === 'string' ? custom : siteConfig.editUrl && `${siteConfig.editUrl}/${entry.file}`
  return (
    <div className={page.toc.length ? 'doc has-toc' : 'doc'}>
      <div className="doc-main">
        <article>
          <div className="doc-header">
            <Breadcrumbs path={entry.path} />
            <span className="version-badge" title={`You are reading the ${version.label} version of the docs`}>
              Version: {version.label}
            </span>
          </div>
          {/* The router focuses this heading after a navigation (src/router/focus.ts). */}
          <h1 className={page.frontmatter.hide_title ? 'doc-title sr-only' : 'doc-title'} tabIndex={-1} data-page-heading="">
            {page.frontmatter.title || entry.title}
          </h1>
          {page.frontmatter.unlisted === true && <UnlistedBanner />}
          {page.warnings.length > 0 && <DevWarnings warnings={page.warnings} />}
          <TocCollapsible toc={page.toc} />
          <div className="markdown">{body}</div>
        </article>
        {editUrl && (
          <div className="doc-footer">
            <a className="edit-link" href={editUrl}>
              <EditIcon />
              Edit this page
            </a>
          </div>
        )}
        <Pagination path={entry.path} frontmatter={page.frontmatter} />
      </div>
      <TableOfContents toc={page.toc} />
    </div>
  )
}

function Breadcrumbs({ path }: { path: string }) {
  const trail = categoryTrail(docsSidebar, path)
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <RouteLink href="/">Home</RouteLink>
        </li>
        {trail.map((category) => (
          <li key={category.key}>
            {/* A category with its own page links to it (the current page: marked, as Docusaurus does). */}
            {category.link ? (
              <RouteLink href={category.link} aria-current={category.link === path ? 'page' : undefined}>
                {category.label}
              </RouteLink>
            ) : (
              category.label
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** Front matter `unlisted: true`: the reader learns why the page is in no menu or search, as in Docusaurus. */
function UnlistedBanner() {
  return (
    <div className="admonition admonition-caution unlisted-banner" role="note">
      <p className="admonition-title">Unlisted page</p>
      <p>
        This page is unlisted: it is not in the sidebar or the search, and search engines are asked not to index it. Only readers with a
        direct link reach it.
      </p>
    </div>
  )
}

/** `npm run dev` only (a production build fails on these instead): what the markdown compiler found wrong. */
function DevWarnings({ warnings }: { warnings: string[] }) {
  return (
    <div className="admonition admonition-warning dev-warnings" role="note">
      <p className="admonition-title">Problems in this page’s markdown</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>
            <code>{warning}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
