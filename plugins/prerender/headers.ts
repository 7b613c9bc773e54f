import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleAttributes } from './csp.ts'
import { formatHeadersFile } from './headersFile.ts'

/**
 * Writes dist/_headers: the Content-Security-Policy (with the hash of each of the engine's inline
 * scripts, the colour-mode script in <head> and the loader) and long caching for the hashed assets. Returns the
 * policy, and a warning for each page with a `style` attribute the policy would block.
 */
export function writeHeadersFile(options: {
  outDir: string
  /** What the pages' HTML needs of the policy (pageHeaderNeeds: collected page by page as they are written). */
  pages: PageHeaderNeeds
  analytics: boolean
  algolia?: { appId: string; host?: string }
  frameHosts?: readonly string[]
}): { policy: string; styleAttributes: string[] } {
  const policy = contentSecurityPolicy({
    scriptHashes: [...options.pages.scriptHashes],
    analytics: options.analytics,
    algolia: options.algolia,
    frameHosts: options.frameHosts,
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
  return { policy, styleAttributes: [...options.pages.styleAttributes] }
}

/** What the policy must allow of the pages: their inline scripts' hashes and style attributes, in first-seen order. */
export interface PageHeaderNeeds {
  scriptHashes: Set<string>
  /** A warning for each distinct `style` attribute, which the policy blocks. */
  styleAttributes: Set<string>
}

/**
 * Collects PageHeaderNeeds one page at a time (`add(html, appHtml)`), so no page's HTML needs to be kept.
 * Only the engine's own inline scripts, in the shell around the app (`appHtml`, the page's content, cut
 * out), are hashed: a script a page's content carried (MDX) would otherwise be trusted by the policy.
 */
/** `appHtml`: what the page's content rendered inside #root; absent for a page the engine writes whole (a redirect). */
export function pageHeaderNeeds(): PageHeaderNeeds & { add(html: string, appHtml?: string): void } {
  const needs = { scriptHashes: new Set<string>(), styleAttributes: new Set<string>() }
  return {
    ...needs,
    add(html, appHtml) {
      let shell = html
      if (appHtml !== undefined) {
        const app = `<div id="root">${appHtml}</div>`
        const at = html.indexOf(app)
        if (at < 0) throw new Error('the page has no #root holding its prerendered app')
        shell = html.slice(0, at) + '<div id="root"></div>' + html.slice(at + app.length)
      }
      for (const hash of inlineScriptHashes(shell)) needs.scriptHashes.add(hash)
      for (const tag of inlineStyleAttributes(html))
        needs.styleAttributes.add(`a style attribute, which the Content-Security-Policy blocks: ${tag}`)
    },
  }
}
