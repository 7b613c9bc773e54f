import { createElement, startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { afterPaint } from '../router/afterPaint.ts'
import type { PageModule, PageNavigation, RouteEntry } from '../../shared/types.ts'
import { usePageModule } from '../content/pageStore.ts'
import { version, versions } from '../content/manifest.ts'
import { renderTree } from './renderTree.tsx'
import { PageLoader } from './PageLoader.tsx'
import { RouteLink } from '../router/RouteLink.tsx'
import { TableOfContents, TocCollapsible } from './TableOfContents.tsx'
import { Pagination } from './Pagination.tsx'
import { EditIcon } from './Icons.tsx'
import { firstScreenBlockCount } from './firstScreen.ts'
import { BackToTop, CopyPageMarkdown } from './PageTools.tsx'
import { madeHeading } from './madeHeading.ts'
import { DevWarnings } from './DevWarnings.tsx'

/**
 * A markdown page: where it sits, its title, body, edit link, previous/next, and its table of contents.
 * `opensAtTop`: the page is arriving through a forward navigation without a hash (App.tsx), so the reader
 * sees its top first and what is below the first screen may render right after the first paint.
 */
export function DocPage({ entry, opensAtTop = false }: { entry: RouteEntry; opensAtTop?: boolean }) {
  const page = usePageModule(entry.path)
  if (!page) {
    return (
      <div className="doc">
        <div className="doc-main">
          <PageLoader entry={entry} />
        </div>
      </div>
    )
  }
  return <LoadedDocPage entry={entry} page={page} opensAtTop={opensAtTop} />
}

function LoadedDocPage({ entry, page, opensAtTop }: { entry: RouteEntry; page: PageModule; opensAtTop: boolean }) {
  // Decided once, when the page mounts (App keys it by path): a later hash on the same page must not
  // move the blocks from one part to the other, which would remount them.
  const [split] = useState(() => {
    // An MDX page's body is its module's component (its components: mdxComponents.ts), rendered whole.
    const count = page.default ? undefined : firstScreenBlockCount(page.tree)
    return opensAtTop && count !== undefined && count < page.tree.length ? count : undefined
  })
  // Below the first screen: on mount after such a navigation, false for the commit that puts the page
  // on screen, then true in a background render (interrupted by input) once that frame is painted.
  // Started at once, as a deferred value, its first slices ran before the frame and held the first
  // screen back. The first render of a page any other way (hydration, back/forward, a hash to scroll
  // to) renders it whole.
  const [belowFold, setBelowFold] = useState(split === undefined)
  useEffect(() => {
    if (!belowFold) afterPaint(() => startTransition(() => setBelowFold(true)))
  }, [belowFold])
  const body = useMemo(
    (): ReactNode =>
      page.default
        ? createElement(page.default as ComponentType<{ components?: PageModule['components'] }>, { components: page.components })
        : renderTree(split === undefined ? page.tree : page.tree.slice(0, split), page.components),
    [page, split],
  )
  const rest = useMemo(
    (): ReactNode => split !== undefined && belowFold && renderTree(page.tree.slice(split), page.components),
    [page, split, belowFold],
  )
  const complete = split === undefined || belowFold

  const { frontmatter, editUrl, lastUpdate } = page
  const heading = madeHeading(page, entry.title)
  const wrapperClass = typeof frontmatter.wrapperClassName === 'string' ? ` ${frontmatter.wrapperClassName}` : ''
  return (
    <div className={(page.toc.length ? 'doc has-toc' : 'doc') + wrapperClass}>
      <div className="doc-main">
        <article>
          <div className="doc-header">
            <Breadcrumbs path={entry.path} trail={page.navigation.trail} />
            <CopyPageMarkdown path={entry.path} />
            {versions.length > 1 && (
              <span className="version-badge" title={`You are reading the ${version.label} version of the docs`}>
                {`Version: ${version.label}`}
              </span>
            )}
          </div>
          {/* A page with its own `# H1` shows it in its body (marked for the router's focus, plugins/markdown/toc.ts);
              else the heading is made from the title, unless hide_title (madeHeading.ts). */}
          {heading !== undefined && (
            <h1 className="doc-title" tabIndex={-1} data-page-heading="">
              {heading}
            </h1>
          )}
          {page.frontmatter.unlisted === true && <UnlistedBanner />}
          {page.warnings.length > 0 && <DevWarnings warnings={page.warnings} />}
          <TocCollapsible toc={page.toc} />
          <div className="markdown">
            {body}
            {rest}
          </div>
        </article>
        {complete ? (
          <>
            {(editUrl || lastUpdate) && (
              <div className="doc-footer">
                {editUrl && (
                  <a className="edit-link" href={editUrl}>
                    <EditIcon />
                    Edit this page
                  </a>
                )}
                {lastUpdate && <LastUpdated time={lastUpdate.time} author={lastUpdate.author} />}
              </div>
            )}
            <Pagination navigation={page.navigation} />
          </>
        ) : (
          // Until the rest is there: holds the footer below the window, so nothing on screen moves when it comes.
          <div className="doc-rest-pending" />
        )}
        <BackToTop />
      </div>
      <TableOfContents toc={page.toc} />
    </div>
  )
}

const lastUpdateDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "Last updated on <date> by <author>", as Docusaurus words it (the date in UTC, so the server's render matches). */
function LastUpdated({ time, author }: { time?: number; author?: string }) {
  return (
    <span className="last-updated">
      Last updated
      {time !== undefined && (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(time).toISOString()}>{lastUpdateDate.format(time)}</time>
          </b>
        </>
      )}
      {author && (
        <>
          {' by '}
          <b>{author}</b>
        </>
      )}
    </span>
  )
}

function Breadcrumbs({ path, trail }: { path: string; trail: PageNavigation['trail'] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <RouteLink href="/">Home</RouteLink>
        </li>
        {trail.map((category) => (
          <li key={category.label}>
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
