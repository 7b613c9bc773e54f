import type { Nodes, Root } from 'mdast'
import type { VFile } from 'vfile'
import { walkTree } from './walkTree.ts'
import { reportError, reportWarning } from './problems.ts'

// A markdown link, image or reference definition whose target runs code when followed: `javascript:`
// and `vbscript:` run script, a `data:` document can carry script of its own (only `data:image/…`
// images are inert). Such a link would ship as a trap (or, with the site's CSP, a link that throws
// when clicked), so the build refuses it. Raw HTML's `href`/`src` are checked by rawHtml.ts.
// An image from another site is no trap, and the build's Content-Security-Policy allows its host (img-src
// lists the host of every image the pages show), but it gets a warning, as in raw HTML and MDX JSX: a copy
// in the public folder is faster and tells the other site nothing about who reads the page.

/** The scheme as a browser reads it: leading spaces and control characters, tabs and newlines are ignored. */
export function urlScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the control characters are what the browser skips
  const squeezed = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '')
  return squeezed.match(/^([a-z][a-z0-9+.-]*):/i)?.[1].toLowerCase()
}

/** The warning for an image the page loads from another site (markdown, raw HTML, MDX JSX). */
export const externalImageWarning = (url: string) =>
  `Image ${url.slice(0, 80)} comes from another site: the Content-Security-Policy allows its host, but a copy in public/ loads faster and keeps readers private`

/** An `http(s)://` or protocol-relative URL. */
export const isExternalUrl = (url: string) => /^(?:https?:)?\/\//i.test(url.trim())

/** Why a target is refused, or undefined when it is fine. */
export function refusedTarget(url: string, kind: 'link' | 'image' | 'definition'): string | undefined {
  const scheme = urlScheme(url)
  if (scheme === 'javascript' || scheme === 'vbscript') return `${scheme}: runs script`
  if (scheme !== 'data') return undefined
  const isImage = /^\s*data:image\//i.test(url.replace(/[\t\n\r]/g, ''))
  if (kind === 'image' && isImage) return undefined
  return kind === 'image' ? 'data: images must be data:image/…' : 'data: URLs are only allowed as image sources'
}

export function remarkLinkProtocols() {
  return (tree: Root, file: VFile) => {
    // A definition only used by image references is an image source, so data:image/… is fine there.
    const imageOnly = new Map<string, boolean>()
    walkTree<Nodes>(tree, (node) => {
      if (node.type !== 'linkReference' && node.type !== 'imageReference') return
      const key = node.identifier.toLowerCase()
      imageOnly.set(key, (imageOnly.get(key) ?? true) && node.type === 'imageReference')
    })
    walkTree<Nodes>(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return
      const kind = node.type === 'definition' ? (imageOnly.get(node.identifier.toLowerCase()) ? 'image' : 'definition') : node.type
      const reason = refusedTarget(node.url, kind)
      if (!reason && node.type === 'image' && isExternalUrl(node.url)) reportWarning(file, node, externalImageWarning(node.url))
      if (reason) {
        const what = node.type === 'definition' ? `reference definition [${node.label ?? node.identifier}]` : node.type
        reportError(
          file,
          node,
          `Unsafe ${what} target "${node.url.slice(0, 60)}": ${reason} (link to a page, an https URL or a file in public/)`,
        )
      }
    })
  }
}
