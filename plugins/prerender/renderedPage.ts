import type { RenderedRoute } from '../../shared/types.ts'
import { idsOf, repeatedIds } from './duplicateIds.ts'
import { joinMedia, pageMedia, type PageMedia } from './pageMedia.ts'
import { hasTabs } from './tabsScript.ts'

// A route rendered, as the prerender takes it: the app's HTML (what the page's content rendered inside
// #root), and what the build reads of it, read where it was rendered.
//
// The server bundle gives the HTML in parts (RenderedRoute.html): the page's own, and between them the
// sidebar's closed categories, the same strings on every page (~200 KB a page on a 10,000-page site).
// They are never joined into one string here: such a string was new memory V8 maps for it alone, ~50
// page faults at ~16 µs each on this machine's virtual CPUs, more than copying it. A render worker
// (renderWorkerMain.ts) hands the HTML over as UTF-8 bytes, the categories' encoded once, in a buffer
// moved to the build's thread rather than copied; the build's thread writes the bytes as they are.
// What the build reads of the HTML is read from the page's own parts, and once for each category.

/** What the build needs to know of a page's app HTML. */
export interface AppFacts {
  /** Ids that occur more than once (duplicateIds.ts): the build fails on any. */
  repeatedIds: string[]
  /** Whether it has a tab group: the page then gets the tabs script in its head (tabsScript.ts). */
  hasTabs: boolean
  /** Its external images, iframes and style attributes, for the Content-Security-Policy (pageMedia.ts). */
  media: PageMedia
}

export interface RenderedPage extends Omit<RenderedRoute, 'html'> {
  /** The markup of #root: a string, or its UTF-8 bytes when it comes from a render worker. */
  appHtml: string | Uint8Array
  app: AppFacts
}

/** A part shared by many pages, read once: its bytes, ids, tabs and media. */
interface SharedPart {
  bytes: Uint8Array
  ids: string[]
  hasTabs: boolean
  media: PageMedia
}

/**
 * The shared parts met so far, by their HTML (the same string objects page after page, so each lookup's
 * hash is computed once). They are a site's closed sidebar categories: a few hundred at 10,000 pages.
 */
const sharedParts = new Map<string, SharedPart>()
const utf8 = new TextEncoder()

const sharedPart = (html: string): SharedPart => {
  let part = sharedParts.get(html)
  if (!part) {
    part = { bytes: utf8.encode(html), ids: idsOf(html), hasTabs: hasTabs(html), media: pageMedia(html) }
    sharedParts.set(html, part)
  }
  return part
}

/** `rendered` read for the build; `as: 'bytes'` encodes its HTML (to move it to another thread). */
export function renderedPage(rendered: RenderedRoute, as: 'string' | 'bytes' = 'string'): RenderedPage {
  const { html: parts, ...route } = rendered
  // The page's own parts at even indexes, a shared part between each two (one fewer of them).
  const ownParts = parts.filter((_, index) => index % 2 === 0)
  const shared = parts.filter((_, index) => index % 2 === 1).map(sharedPart)
  const own = ownParts.join('')
  // Media in the order the whole page shows them; the categories seldom have any, and the page's own
  // parts are then read as one.
  const media = shared.some(({ media }) => media.images.length || media.frames.length || media.styleHashes.length)
    ? joinMedia(ownParts.flatMap((part, index) => [pageMedia(part), ...(index < shared.length ? [shared[index].media] : [])]))
    : pageMedia(own)
  return {
    ...route,
    appHtml: as === 'bytes' ? bytesOf(ownParts, shared) : parts.join(''),
    app: {
      repeatedIds: repeatedIds([...idsOf(own), ...shared.flatMap(({ ids }) => ids)]),
      hasTabs: hasTabs(own) || shared.some((part) => part.hasTabs),
      media,
    },
  }
}

/**
 * The page's own parts with the shared parts between them, as one run of UTF-8 bytes, in a buffer of its
 * own (so it can be moved to another thread).
 */
function bytesOf(ownParts: readonly string[], shared: readonly SharedPart[]): Uint8Array {
  let length = 0
  for (const part of ownParts) length += Buffer.byteLength(part)
  for (const part of shared) length += part.bytes.length
  const bytes = Buffer.allocUnsafeSlow(length)
  let at = 0
  for (const [index, part] of ownParts.entries()) {
    at += bytes.write(part, at)
    if (index < shared.length) {
      bytes.set(shared[index].bytes, at)
      at += shared[index].bytes.length
    }
  }
  return bytes
}
