import { createHash } from 'node:crypto'

// The Content-Security-Policy the site is built for: scripts only from the site itself plus the inline
// scripts the build wrote (each allowed by its hash, computed from the built HTML), no eval, no inline
// event handlers, no inline styles. Third parties appear only when site.config.ts turns them on.

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
  /** Hosts raw HTML may frame (docsPlugin's `markdown.iframeHosts`): `frame-src` allows exactly these, over https. */
  frameHosts?: readonly string[]
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const script = ["'self'", ...options.scriptHashes]
  const connect = ["'self'"]
  const img = ["'self'", 'data:']
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
    "style-src 'self'",
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${options.frameHosts?.length ? options.frameHosts.map((host) => `https://${host}`).join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Finds `style="…"` attributes, which `style-src 'self'` blocks (React's own element.style writes are fine). */
export function inlineStyleAttributes(html: string): string[] {
  return [...html.matchAll(/<([a-z][\w-]*)\b[^>]*\sstyle\s*=\s*["'][^"']*["']/gi)].map((match) => match[0].slice(0, 120))
}
