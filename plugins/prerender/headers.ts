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
  pages: string[]
  analytics: boolean
  algolia?: { appId: string; host?: string }
  frameHosts?: readonly string[]
}): { policy: string; styleAttributes: string[] } {
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(...options.pages),
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
  const styleAttributes = options.pages.flatMap((html) =>
    inlineStyleAttributes(html).map((tag) => `a style attribute, which the Content-Security-Policy blocks: ${tag}`),
  )
  return { policy, styleAttributes: [...new Set(styleAttributes)] }
}
