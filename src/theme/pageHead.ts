import type { PageHeadTag } from '../../shared/types.ts'
import type { PageMeta } from './pageMeta.ts'

// What pages put in the document head themselves (Docusaurus's `<Head>` and `<Layout title>`,
// src/theme/docusaurus/): a title, a description, more meta and link tags. Each mounted `<Head>` has its
// entry here, the latest mounted winning (as react-helmet's deepest does). The prerenderer reads the
// entries a render left (src/entry-server.tsx); in the browser, useDocumentMeta.ts applies them over the
// route's own title and description, after each navigation's paint as it does its own.

export interface PageHeadEntry {
  title?: string
  description?: string
  tags: PageHeadTag[]
}

const entries = new Map<string, PageHeadEntry>()

/** Marks the tags the page added, so a navigation removes them (the prerendered ones too). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head'

export function setPageHead(key: string, entry: PageHeadEntry): void {
  entries.delete(key)
  entries.set(key, entry)
}

export function removePageHead(key: string): void {
  entries.delete(key)
}

/** Before a prerender: no entry of the previous route's render is left. */
export function clearPageHead(): void {
  entries.clear()
}

/** The route's title and description with the pages' own over them, and the pages' other tags (a name or property once, the latest). */
export function resolvePageHead(meta: PageMeta): PageMeta & { tags: PageHeadTag[] } {
  let { title, description } = meta
  const tags = new Map<string, PageHeadTag>()
  for (const entry of entries.values()) {
    title = entry.title ?? title
    description = entry.description ?? description
    for (const tag of entry.tags) {
      const { name, property, rel, href } = tag.attributes
      tags.set(tag.tag === 'meta' ? `meta ${name ?? property ?? JSON.stringify(tag.attributes)}` : `link ${rel} ${href}`, tag)
    }
  }
  return { title, description, tags: [...tags.values()] }
}

/** The browser: the pages' tags in the head, replacing those of the page before (or of the prerendered HTML). */
export function applyPageHeadTags(tags: PageHeadTag[]): void {
  for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) element.remove()
  for (const tag of tags) {
    const element = document.createElement(tag.tag)
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value)
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '')
    document.head.append(element)
  }
}
