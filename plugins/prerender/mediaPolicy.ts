import { hostAllowed } from '../markdown/options.ts'
import { pageMedia, type PageMedia } from './pageMedia.ts'

// The media part of the Content-Security-Policy, gathered page by page as the prerender writes them (only
// origins and hashes are kept, never a page's HTML): `img-src` gets the origin of every external image the
// pages show, `frame-src` every iframe origin, `style-src` the hash of every style attribute. Images from
// other sites are allowed but named in a warning (self-hosting is faster and private); an iframe from a
// host outside `markdown.iframeHosts` fails the build, except on a Docusaurus site (a site moved as it
// stands, whose pages already frame what they frame), where such hosts are allowed and named in one warning.

export interface MediaPolicy {
  imageOrigins: string[]
  frameOrigins: string[]
  styleHashes: string[]
  warnings: string[]
}

export interface MediaPolicyOptions {
  /** `markdown.iframeHosts`: the hosts any site may frame. */
  iframeHosts: readonly string[]
  /** `csp.imgHosts`: hosts of images only JavaScript requests (so no page's HTML names them). */
  imgHosts?: readonly string[]
  /** Frames from hosts outside iframeHosts are allowed (a Docusaurus site), named in one warning. */
  framesFromAnyHost?: boolean
}

/**
 * Whether frames from hosts outside `markdown.iframeHosts` are allowed: on a Docusaurus site, one built
 * with docsPlugin's `docusaurus` option (issue 28's "Docusaurus mode"), not on any site whose pages are MDX.
 */
export const framesFromAnyHost = (options: { docusaurus?: object }) => options.docusaurus !== undefined

/** Collects what the policy must allow one page at a time (`add`), then decides (`result`). */
export function mediaPolicyCollector() {
  /** Each origin with the first page that used it (for the messages). */
  const images = new Map<string, string>()
  /** Each iframe origin with its first page and URL. */
  const frames = new Map<string, { route: string; url: string }>()
  const styleHashes = new Set<string>()

  /** Takes one page's media, read already (pageMedia.ts); `route` names it in messages. */
  const addMedia = (media: PageMedia, route = '(a page)') => {
    for (const hash of media.styleHashes) styleHashes.add(hash)
    for (const url of media.images) {
      const origin = new URL(url).origin
      if (!images.has(origin)) images.set(origin, route)
    }
    for (const url of media.frames) {
      const origin = new URL(url).origin
      if (!frames.has(origin)) frames.set(origin, { route, url })
    }
  }

  return {
    /** Reads one page's HTML; `route` names it in messages. */
    add: (html: string, route?: string) => addMedia(pageMedia(html), route),
    addMedia,

    /** The policy's sources and the build's warnings; throws when a page frames a host it may not. */
    result(options: MediaPolicyOptions): MediaPolicy {
      const unlisted = [...frames].filter(([origin]) => {
        const url = new URL(origin)
        return url.protocol !== 'https:' || !hostAllowed(url.hostname, options.iframeHosts)
      })
      if (unlisted.length && !options.framesFromAnyHost) {
        const refusedFrames = unlisted.map(([, { route, url }]) => `${route}: <iframe src="${url.slice(0, 80)}">`)
        const allowed = options.iframeHosts.length ? options.iframeHosts.join(', ') : 'none'
        throw new Error(
          `frames must be https pages of a host in markdown.iframeHosts (${allowed}), which the Content-Security-Policy allows:\n  ${refusedFrames.join('\n  ')}`,
        )
      }
      const warnings: string[] = []
      if (unlisted.length) {
        warnings.push(
          `the pages frame ${unlisted.length} host${unlisted.length > 1 ? 's' : ''} outside markdown.iframeHosts, allowed in the Content-Security-Policy's frame-src as this Docusaurus site uses them (list them in markdown.iframeHosts to keep this warning away): ${unlisted.map(([origin, { route }]) => `${origin} (${route})`).join(', ')}`,
        )
      }
      if (images.size) {
        warnings.push(
          `images from ${images.size} other site${images.size > 1 ? 's' : ''}, allowed in the Content-Security-Policy's img-src; a copy in the public folder loads faster and tells no one who reads the page: ${[...images].map(([origin, route]) => `${origin} (${route})`).join(', ')}`,
        )
      }
      const imgHostOrigins = (options.imgHosts ?? []).map((host) => `https://${host}`)
      return {
        imageOrigins: [...new Set([...images.keys(), ...imgHostOrigins])],
        frameOrigins: unlisted.map(([origin]) => origin),
        styleHashes: [...styleHashes],
        warnings,
      }
    },
  }
}
