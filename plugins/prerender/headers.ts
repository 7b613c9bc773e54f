import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy, inlineScriptHashes } from './csp.ts'
import { mediaPolicyCollector, type MediaPolicyOptions } from './mediaPolicy.ts'
import { formatHeadersFile } from './headersFile.ts'
import type { HtmlPageParts } from './htmlPage.ts'
import { joinMedia, pageMedia, type PageMedia } from './pageMedia.ts'

/**
 * Writes dist/_headers: the Content-Security-Policy (with the hash of each of the engine's inline
 * scripts, the colour-mode script in <head> and the loader, and what the pages' media need: mediaPolicy.ts)
 * and long caching for the hashed assets. Returns the policy and the build's warnings about it; throws when
 * a page frames a host it may not.
 */
export function writeHeadersFile(options: {
  outDir: string
  /** What the pages' HTML needs of the policy (pageHeaderNeeds: collected page by page as they are written). */
  pages: PageHeaderNeeds
  analytics: boolean
  algolia?: { appId: string; host?: string }
  /** `markdown.iframeHosts`. */
  frameHosts?: readonly string[]
  /** `csp.imgHosts`. */
  imgHosts?: readonly string[]
  /** A Docusaurus site (the `docusaurus` option): the hosts its pages frame are allowed, with a warning. */
  framesFromAnyHost?: MediaPolicyOptions['framesFromAnyHost']
}): { policy: string; warnings: string[] } {
  const media = options.pages.media.result({
    iframeHosts: options.frameHosts ?? [],
    imgHosts: options.imgHosts,
    framesFromAnyHost: options.framesFromAnyHost,
  })
  const policy = contentSecurityPolicy({
    scriptHashes: [...options.pages.scriptHashes],
    analytics: options.analytics,
    algolia: options.algolia,
    frameHosts: options.frameHosts,
    frameOrigins: media.frameOrigins,
    imageOrigins: media.imageOrigins,
    styleHashes: media.styleHashes,
  })
  const comment = [
    'Response headers for any static host; Netlify and Cloudflare Pages read this file as is.',
    'Written by the build (plugins/prerender/headers.ts): the script hashes match the built HTML.',
  ].join('\n')
  const text = formatHeadersFile(
    [
      {
        pattern: '/*',
        headers: [
          ['Content-Security-Policy', policy],
          ['X-Content-Type-Options', 'nosniff'],
          ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ],
      },
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ],
    comment,
  )
  writeFileSync(path.join(options.outDir, '_headers'), text)
  return { policy, warnings: media.warnings }
}

/** What the policy must allow of the pages: their inline scripts' hashes, in first-seen order, and their media. */
export interface PageHeaderNeeds {
  scriptHashes: Set<string>
  /** External images, iframes and style attributes (mediaPolicy.ts). */
  media: ReturnType<typeof mediaPolicyCollector>
}

/**
 * Collects PageHeaderNeeds one page at a time, so no page's HTML needs to be kept. Only the engine's own
 * inline scripts, in the shell around the app (the page's content, cut out), are hashed: a script a
 * page's content carried (MDX) would otherwise be trusted by the policy.
 * - `addPage(parts, appMedia, route)`: a prerendered page, as the parts it is written from (htmlPage.ts),
 *   whose shell is known, with its app's media read where it was rendered (renderedPage.ts); `route` names
 *   it in the messages about its media.
 * - `add(html, appHtml?)`: a page as one string; `appHtml`, what its content rendered inside #root, is cut
 *   out of it; absent for a page the engine writes whole (a redirect).
 */
export function pageHeaderNeeds(): PageHeaderNeeds & {
  addPage(parts: HtmlPageParts, appMedia: PageMedia, route: string): void
  add(html: string, appHtml?: string, route?: string): void
} {
  const needs = { scriptHashes: new Set<string>(), media: mediaPolicyCollector() }
  const addScripts = (shell: string) => {
    for (const hash of inlineScriptHashes(shell)) needs.scriptHashes.add(hash)
  }
  return {
    ...needs,
    addPage(parts, appMedia, route) {
      addScripts(parts.shell)
      needs.media.addMedia(joinMedia([pageMedia(parts.beforeApp), appMedia, pageMedia(parts.afterApp)]), route)
    },
    add(html, appHtml, route) {
      let shell = html
      if (appHtml !== undefined) {
        const app = `<div id="root">${appHtml}</div>`
        const at = html.indexOf(app)
        if (at < 0) throw new Error('the page has no #root holding its prerendered app')
        shell = html.slice(0, at) + '<div id="root"></div>' + html.slice(at + app.length)
      }
      addScripts(shell)
      needs.media.add(html, route)
    },
  }
}
