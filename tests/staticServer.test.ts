import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'node:http'
import { resolveStaticFile, startStaticServer } from '../plugins/staticServer.ts'

// The rules of a plain static host, which `npm run preview` and the e2e tests rely on.

const root = mkdtempSync(path.join(tmpdir(), 'static-'))
const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found',
  'faq.html': 'faq',
  'faq/actions.html': 'faq actions',
  'tutorials/index/index.html': 'tutorials index',
  'api/store.md': '# Store',
  'assets/index-abc.js': 'export {}',
  _headers: "/*\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: public, max-age=60\n",
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}
const relative = (urlPath: string) => {
  const found = resolveStaticFile(root, urlPath)
  return found && [path.relative(root, found.file), found.status]
}

describe('resolveStaticFile', () => {
  it('serves the exact file, then path/index.html, then path.html', () => {
    expect(relative('/')).toEqual(['index.html', 200])
    expect(relative('/api/store.md')).toEqual(['api/store.md', 200])
    expect(relative('/tutorials/index')).toEqual(['tutorials/index/index.html', 200])
    expect(relative('/faq')).toEqual(['faq.html', 200])
    expect(relative('/faq/')).toEqual(['faq.html', 200])
    expect(relative('/faq/actions?x=1#y')).toEqual(['faq/actions.html', 200])
  })

  it('answers anything else with 404.html and status 404, never with index.html', () => {
    expect(relative('/nope')).toEqual(['404.html', 404])
    expect(relative('/tutorials')).toEqual(['404.html', 404])
    expect(relative('/../../etc/passwd')).toEqual(['404.html', 404])
  })
})

describe('startStaticServer', () => {
  let server: Server
  let url: string
  beforeAll(async () => ({ server, url } = await startStaticServer({ root })))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends the headers of the _headers file with every response, the 404 page included', async () => {
    const page = await fetch(`${url}/faq`)
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(await page.text()).toBe('faq')
    const missing = await fetch(`${url}/missing`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(await missing.text()).toBe('not found')
    const asset = await fetch(`${url}/assets/index-abc.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=60')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })
})
