import type { RenderedRoute } from '../../shared/types.ts'
import { duplicateIds } from './duplicateIds.ts'
import { pageMedia, type PageMedia } from './pageMedia.ts'
import { hasTabs } from './tabsScript.ts'

// A route rendered, as the prerender takes it: the app's HTML (what the page's content rendered inside
// #root), and what the build reads of it, read where it was rendered. A render worker
// (renderWorkerMain.ts) hands the HTML over as its UTF-8 bytes, the buffer moved to the build's thread
// rather than copied, and the build's thread writes them as they are, never reading the HTML itself: a
// large site's page (~200 KB) sent as a string became a new string there, in memory V8 maps for it alone
// (~50 page faults, at ~16 µs each on this machine's virtual CPUs), to be encoded to UTF-8 again when
// written.

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

const utf8 = new TextEncoder()

/** `rendered` read for the build; `as: 'bytes'` encodes its HTML (to move it to another thread). */
export function renderedPage(rendered: RenderedRoute, as: 'string' | 'bytes' = 'string'): RenderedPage {
  const { html, ...route } = rendered
  return {
    ...route,
    appHtml: as === 'bytes' ? utf8.encode(html) : html,
    app: { repeatedIds: duplicateIds(html), hasTabs: hasTabs(html), media: pageMedia(html) },
  }
}
