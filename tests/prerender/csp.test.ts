import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from '../../plugins/prerender/csp.ts'
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../plugins/prerender/headersFile.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('Content-Security-Policy', () => {
  it('hashes each executable inline script exactly as written, once', () => {
    const script = `try{var t=localStorage.getItem('theme')}catch(e){}`
    const page = `<head><script>${script}</script><script type="module" src="/assets/index.js"></script>
      <script type="application/ld+json">{"@type":"WebSite"}</script></head>`
    expect(inlineScriptHashes(page, page)).toEqual([sha(script)])
    expect(inlineScriptHashes('<script type="module">import "/a.js"</script>')).toEqual([sha('import "/a.js"')])
  })

  it('allows only the site and the given hashes: no unsafe-inline, no eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha('x')] })
    expect(policy).toContain(`script-src 'self' ${sha('x')};`)
    expect(policy).toContain("style-src 'self';")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/unsafe|https:/)
  })

  it('adds Google Analytics and Algolia sources only when they are configured', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], analytics: true, algolia: { appId: 'APP' } })
    expect(policy).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/APP-dsn\.algolia\.net/)
  })

  it('allows frames from exactly the iframe hosts, over https, and none without them', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], frameHosts: ['www.youtube.com', '*.example.org'] })
    expect(policy).toContain('; frame-src https://www.youtube.com https://*.example.org;')
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("; frame-src 'none';")
    expect(contentSecurityPolicy({ scriptHashes: [], frameHosts: [] })).toContain("; frame-src 'none';")
  })

  it("allows the pages' image origins, their frame origins beside the iframe hosts, and their style attributes by hash", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      frameHosts: ['www.youtube.com'],
      frameOrigins: ['https://www.youtube.com', 'https://player.example.net'],
      imageOrigins: ['https://i.ytimg.com', 'https://i.ytimg.com'],
      styleHashes: [sha('color:red')],
    })
    expect(policy).toContain(`; style-src 'self' 'unsafe-hashes' ${sha('color:red')};`)
    expect(policy).toContain("; img-src 'self' data: https://i.ytimg.com;")
    expect(policy).toContain('; frame-src https://www.youtube.com https://player.example.net;')
    expect(policy).not.toContain('unsafe-inline')
  })
})

describe('_headers file', () => {
  const text = formatHeadersFile(
    [
      {
        pattern: '/*',
        headers: [
          ['Content-Security-Policy', "default-src 'self'"],
          ['X-Content-Type-Options', 'nosniff'],
        ],
      },
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ],
    'Written by the build.',
  )

  it('reads back what it writes', () => {
    expect(text.startsWith('# Written by the build.\n/*\n  Content-Security-Policy: ')).toBe(true)
    expect(parseHeadersFile(text)).toEqual([
      {
        pattern: '/*',
        headers: [
          ['Content-Security-Policy', "default-src 'self'"],
          ['X-Content-Type-Options', 'nosniff'],
        ],
      },
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ])
  })

  it('gives a path the headers of every rule it matches', () => {
    const rules = parseHeadersFile(text)
    expect(headersFor(rules, '/api/store')).toEqual({
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
    })
    expect(headersFor(rules, '/assets/index-abc.js')).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
    expect(headersFor(parseHeadersFile('/exact\n  X-A: 1\n'), '/exact/more')).toEqual({})
  })
})
