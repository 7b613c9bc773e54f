import { useEffect } from 'react'
import { afterPaint } from '../router/afterPaint.ts'
import type { PageMeta } from './pageMeta.ts'

/**
 * Keeps <title> and the meta description in step with the page on screen (prerendered HTML carries
 * them already; this covers client navigations). Runs in an effect: the server never touches document.
 * After the new page is painted (afterPaint.ts): the tab's title is not part of the page's first frame.
 * The route announcement reads this title; it is queued after this (RouterShell's effect runs later).
 */
export function useDocumentMeta({ title, description }: PageMeta): void {
  useEffect(() => afterPaint(() => setDocumentMeta(title, description)), [title, description])
}

function setDocumentMeta(title: string, description: string): void {
  document.title = title
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.append(tag)
  }
  tag.content = description
}
