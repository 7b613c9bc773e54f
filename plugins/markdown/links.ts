import path from 'node:path'
import type { Root, Element } from 'hast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { fileToRoute, routeOfLinkPath } from '../../shared/routes.ts'
import { reportError } from './problems.ts'
import { isLayoutId } from '../../shared/layoutIds.ts'

export type ResolvedLink =
  | { kind: 'external' }
  | { kind: 'internal'; route: string; hash: string }
  | { kind: 'asset'; path: string }

/** A link or image found on a page, kept for the link checker. */
export interface LinkRecord {
  href: string
  resolved: ResolvedLink
  line: number
  column: number
  /** The file holding the link when it is not the page's own: a partial the page imports (project-relative). */
  file?: string
}

const scheme = /^[a-z][a-z\d+.-]*:|^\/\//i
const assetExtension = /\.(?!mdx?$|html$)[a-z\d]{1,5}$/i

/**
 * Resolves an href written in `fromFile` (relative to the content folder): relative `.md` links and
 * site paths become route paths, files with another extension are assets under `public/`.
 */
export function resolveLink(href: string, fromFile: string): ResolvedLink {
  if (scheme.test(href)) return { kind: 'external' }
  const hashIndex = href.indexOf('#')
  const rawPath = (hashIndex === -1 ? href : href.slice(0, hashIndex)).replace(/\?.*$/, '')
  const hash = hashIndex === -1 ? '' : href.slice(hashIndex + 1)
  const fromRoute = fileToRoute(fromFile)
  if (!rawPath) return { kind: 'internal', route: fromRoute, hash }
  const absolute = rawPath.startsWith('/') ? rawPath : path.posix.join(path.posix.dirname(fromRoute), rawPath)
  if (assetExtension.test(absolute)) return { kind: 'asset', path: absolute }
  return { kind: 'internal', route: routeOfLinkPath(absolute), hash }
}

/** Whether every `%` starts a valid UTF-8 escape (`%E0%A4%A` does not: decoding it would throw). */
function hasWellFormedEscapes(href: string): boolean {
  try {
    decodeURI(href)
    return true
  } catch {
    return false
  }
}

/** Rewrites internal hrefs to route paths and records every link and image for the checker. */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const fromFile = String(file.data.contentPath)
    const links: LinkRecord[] = (file.data.links = [])
    visit(tree, 'element', (node: Element) => {
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : null
      const value = attribute && node.properties[attribute]
      if (typeof value !== 'string') return
      if (!hasWellFormedEscapes(value)) {
        reportError(file, node, `${value}  malformed %-escape in ${node.tagName === 'a' ? 'a link' : 'an image'} target (write % as %25)`)
        return
      }
      const resolved = resolveLink(value, fromFile)
      links.push({ href: value, resolved, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 })
      if (resolved.kind === 'internal') {
        node.properties[attribute!] = resolved.route + (resolved.hash ? `#${resolved.hash}` : '')
      } else if (resolved.kind === 'asset') {
        node.properties[attribute!] = resolved.path
      }
    })
  }
}

/**
 * Collects every element id on the page: the anchors a link may point at. An id used twice (two
 * `{#same-id}` headings) or one the layout owns (`main-content`, see shared/layoutIds.ts) is an error:
 * a link to it would land on the wrong element.
 */
export function rehypeCollectIds() {
  return (tree: Root, file: VFile) => {
    const ids = new Set<string>()
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id
      if (typeof id !== 'string') return
      if (ids.has(id)) reportError(file, node, `The id "${id}" is used twice on this page: give one a different {#custom-id}`)
      else if (isLayoutId(id)) reportError(file, node, `The id "${id}" belongs to the page layout: give this element another id ({#custom-id} on a heading)`)
      ids.add(id)
    })
    file.data.ids = ids
  }
}
