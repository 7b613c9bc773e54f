import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleAttributes } from './csp.ts'
import { formatHeadersFile } from './headersFile.ts'

/**
 * Writes dist/_headers: the Content-Security-Policy (with the hash of every inline script the pages
 * carry, such as the colour-mode script in <head>) and long caching for the hashed assets. Returns the
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

/** Collects PageHeaderNeeds one page at a time (`add(html)`), so no page's HTML needs to be kept. */
export function pageHeaderNeeds(): PageHeaderNeeds & { add(html: string): void } {
  const needs = { scriptHashes: new Set<string>(), styleAttributes: new Set<string>() }
  return {
    ...needs,
    add(html) {
      for (const hash of inlineScriptHashes(html)) needs.scriptHashes.add(hash)
      for (const tag of inlineStyleAttributes(html)) needs.styleAttributes.add(`a style attribute, which the Content-Security-Policy blocks: ${tag}`)
    },
  }
}
