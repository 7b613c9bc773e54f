import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'node:http'
import { resolveStaticFile, startStaticServer } from '../plugins/staticServer.ts'
import { precompressFolder } from '../plugins/prerender/precompress.ts'

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

describe('precompressed files', () => {
  // A folder as the build leaves it: every text file of 1 KB or more with its .gz and .br beside it.
  const built = mkdtempSync(path.join(tmpdir(), 'static-compressed-'))
  const page = `<!doctype html><title>Store</title>${'<p>The store holds the state.</p>'.repeat(100)}`
  let server: Server
  let url: string
  beforeAll(async () => {
    mkdirSync(path.join(built, 'assets'))
    writeFileSync(path.join(built, 'store.html'), page)
    writeFileSync(path.join(built, '404.html'), `<!doctype html><title>Not found</title>${' '.repeat(2000)}`)
    writeFileSync(path.join(built, 'assets', 'tiny-abc.js'), 'export {}')
    expect(await precompressFolder(built)).toBe(2) // the tiny script is left alone
    ;({ server, url } = await startStaticServer({ root: built }))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** A raw GET (fetch would decode the body and choose the Accept-Encoding itself). */
  const get = (urlPath: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(url + urlPath, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })

  it('writes .gz and .br copies that decode to the file', () => {
    expect(gunzipSync(readFileSync(path.join(built, 'store.html.gz'))).toString()).toBe(page)
    expect(brotliDecompressSync(readFileSync(path.join(built, 'store.html.br'))).toString()).toBe(page)
    expect(existsSync(path.join(built, 'assets', 'tiny-abc.js.gz'))).toBe(false)
  })

  it('sends brotli when accepted, else gzip, else the file as it is, always with Vary: Accept-Encoding', async () => {
    const br = await get('/store', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(br.body).toString()).toBe(page)

    const gz = await get('/store', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(page)

    const refused = await get('/store', 'br;q=0, gzip')
    expect(refused.headers['content-encoding']).toBe('gzip')

    const plain = await get('/store')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.body.toString()).toBe(page)
  })

  it('compresses the 404 page too, keeps its status, and sends a small file without encoding', async () => {
    const missing = await get('/nowhere', 'br')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(missing.body).toString()).toContain('Not found')
    const tiny = await get('/assets/tiny-abc.js', 'br, gzip')
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.headers.vary).toBeUndefined()
    expect(tiny.body.toString()).toBe('export {}')
  })
})
