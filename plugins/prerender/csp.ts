import { createHash } from 'node:crypto'

// The Content-Security-Policy the site is built for: scripts only from the site itself plus the inline
// scripts the build wrote (each allowed by its hash, computed from the built HTML), no eval, no inline
// event handlers, no `<style>` elements, no style attribute but those the pages were built with (each by
// its hash, under 'unsafe-hashes'). Other sites appear only for what the pages load from them (images,
// frames: read from the built HTML, plugins/prerender/pageMedia.ts) and what the options turn on.

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const executable = (attributes: string) => {
  if (/\bsrc\s*=/i.test(attributes)) return false
  const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase()
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

/** `'sha256-…'` sources for every inline script of the pages, deduplicated, in first-seen order. */
export function inlineScriptHashes(...pages: string[]): string[] {
  const hashes = new Set<string>()
  for (const html of pages) {
    for (const [, attributes, body] of html.matchAll(inlineScript)) {
      if (executable(attributes) && body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
  }
  return [...hashes]
}

export interface PolicyOptions {
  scriptHashes: string[]
  /** Google Analytics 4 is configured (gtag.js and its beacons). */
  analytics?: boolean
  /** Algolia DocSearch is configured; `host` is a custom host, if any. */
  algolia?: { appId: string; host?: string }
  /** Hosts pages may frame (docsPlugin's `markdown.iframeHosts`): `frame-src` allows these over https. */
  frameHosts?: readonly string[]
  /** Origins (`https://host[:port]`) of the iframes the pages have, beyond frameHosts (a Docusaurus site's own). */
  frameOrigins?: readonly string[]
  /** Origins of the external images the pages have, and `https://host` of each `csp.imgHosts` host. */
  imageOrigins?: readonly string[]
  /** `'sha256-…'` of each style attribute value of the pages (CSP3: allowed with 'unsafe-hashes'). */
  styleHashes?: readonly string[]
}

const unique = (sources: readonly string[]) => [...new Set(sources)]

export function contentSecurityPolicy(options: PolicyOptions): string {
  const script = ["'self'", ...options.scriptHashes]
  const connect = ["'self'"]
  const img = ["'self'", 'data:', ...(options.imageOrigins ?? [])]
  const style = ["'self'", ...(options.styleHashes?.length ? ["'unsafe-hashes'", ...options.styleHashes] : [])]
  const frame = unique([...(options.frameHosts ?? []).map((host) => `https://${host}`), ...(options.frameOrigins ?? [])])
  if (options.analytics) {
    // Google's documented sources for GA4.
    script.push('https://*.googletagmanager.com')
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com')
    img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com')
  }
  if (options.algolia) {
    const host = options.algolia.host?.replace(/\/+$/, '')
    connect.push(
      host ? (host.includes('://') ? host : `https://${host}`) : `https://${options.algolia.appId}-dsn.algolia.net`,
      'https://*.algolia.net',
      'https://*.algolianet.com',
    )
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${unique(img).join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}
