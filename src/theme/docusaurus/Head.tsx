import { Children, Fragment, isValidElement, useEffect, useId, type ReactNode } from 'react'
import type { PageHeadTag } from '../../../shared/types.ts'
import { removePageHead, setPageHead, type PageHeadEntry } from '../pageHead.ts'
import { reapplyDocumentMeta } from '../useDocumentMeta.ts'

// `@docusaurus/Head`: `<Head><title>…</title><meta name="description" content="…" /></Head>` puts its
// children in the document head, as react-helmet does for Docusaurus: in the prerendered HTML (the
// prerenderer reads what the render registered, src/entry-server.tsx) and after each client navigation
// (useDocumentMeta.ts). Title, meta and link tags; it renders nothing where it stands.

const attributeNames: Record<string, string> = {
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
}

/** The title, description and other tags among the children (fragments included). */
export function headEntryOf(children: ReactNode): PageHeadEntry {
  const entry: PageHeadEntry = { tags: [] }
  const visit = (node: ReactNode) => {
    if (!isValidElement<Record<string, unknown>>(node)) return
    const { children: inner, ...props } = node.props
    if (node.type === Fragment) return Children.forEach(inner as ReactNode, visit)
    if (node.type === 'title') entry.title = Children.toArray(inner as ReactNode).join('')
    else if (node.type === 'meta' && props.name === 'description' && typeof props.content === 'string') entry.description = props.content
    else if (node.type === 'meta' || node.type === 'link') {
      const attributes: Record<string, string> = {}
      for (const [name, value] of Object.entries(props)) {
        // Attribute names as HTML spells them; anything else (a handler, a made-up prop) is not a head attribute.
        const attribute = attributeNames[name] ?? name
        if (/^[a-z][a-z0-9:_-]*$/.test(attribute) && ['string', 'number', 'boolean'].includes(typeof value))
          attributes[attribute] = String(value)
      }
      entry.tags.push({ tag: node.type, attributes } satisfies PageHeadTag)
    }
  }
  Children.forEach(children, visit)
  return entry
}

export default function Head({ children }: { children?: ReactNode }) {
  const key = useId()
  const entry = headEntryOf(children)
  // Prerendering: registered as the page renders (no effect runs on the server).
  if (typeof document === 'undefined') setPageHead(key, entry)
  const signature = JSON.stringify(entry)
  useEffect(() => {
    setPageHead(key, JSON.parse(signature) as PageHeadEntry)
    reapplyDocumentMeta()
    return () => {
      removePageHead(key)
      reapplyDocumentMeta()
    }
  }, [key, signature])
  return null
}
