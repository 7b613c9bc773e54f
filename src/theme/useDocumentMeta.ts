import { useEffect } from 'react'
import type { PageMeta } from './pageMeta.ts'

/**
 * Keeps <title> and the meta description in step with the page on screen (prerendered HTML carries
 * them already; this covers client navigations). Runs in an effect: the server never touches document.
 */
export function useDocumentMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!tag) {
      tag = document.createElement('meta')
      tag.name = 'description'
      document.head.append(tag)
    }
    tag.content = description
  }, [title, description])
}
