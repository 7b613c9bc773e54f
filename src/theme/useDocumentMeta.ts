import { useEffect } from 'react'
import { afterPaint } from '../router/afterPaint.ts'
import type { PageMeta } from './pageMeta.ts'
import { applyPageHeadTags, resolvePageHead } from './pageHead.ts'

/**
 * Keeps <title> and the meta description in step with the page on screen (prerendered HTML carries
 * them already; this covers client navigations). Runs in an effect: the server never touches document.
 * After the new page is painted (afterPaint.ts): the tab's title is not part of the page's first frame.
 * The route announcement reads this title; it is queued after this (RouterShell's effect runs later).
 * What the page sets itself (Docusaurus's `<Head>`, pageHead.ts) goes over the route's own.
 */
export function useDocumentMeta({ title, description }: PageMeta): void {
  useEffect(() => afterPaint(() => applyDocumentMeta({ title, description })), [title, description])
}

/** The route's own meta, as last applied (a `<Head>` mounting later applies the page's over it again). */
let routeMeta: PageMeta | undefined

/** After a `<Head>` mounts, changes or unmounts: the route's meta with the page's own over it, once painted. */
export function reapplyDocumentMeta(): void {
  afterPaint(() => routeMeta && applyDocumentMeta(routeMeta))
}

function applyDocumentMeta(meta: PageMeta): void {
  routeMeta = meta
  const head = resolvePageHead(meta)
  document.title = head.title
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.append(tag)
  }
  tag.content = head.description
  applyPageHeadTags(head.tags)
}
