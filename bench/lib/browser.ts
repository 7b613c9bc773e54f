import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { startStaticServer } from '../../plugins/staticServer.ts'
import type { ServerLog } from '../sections/readerFigures.ts'

// Debian's Chromium and the static server, as the end-to-end tests use them (tests/e2e/browser.ts, whose
// module imports vitest and so cannot be loaded from a plain script).

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags this sandboxed, offline machine needs (tests/e2e/browser.ts launches with them too). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
}

/**
 * Serves a build folder like a static host: plugins/staticServer.ts (file rules and `_headers`) behind
 * a front that gzips text responses, as every real host does. Without it Lighthouse's simulated slow 4G
 * would download the scripts uncompressed, three times their real size.
 */
export async function serve(
  root: string,
  options: { gzipLevel?: number; log?: ServerLog } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const backend = await startStaticServer({ root })
  // Each file compressed once (the build does not change while it is measured), as compare-sites.mjs
  // does: compressing again on every request put a few milliseconds on the first paint's stylesheet.
  const compressed = new Map<string, Buffer>()
  const front = createServer((request, response) => {
    // <link rel=prefetch> requests say so (Sec-Purpose): the reader figures leave them out of "before load".
    const purpose = String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '')
    options.log?.hits.push({ path: new URL(request.url ?? '/', 'http://x').pathname, prefetch: /prefetch/.test(purpose) })
    const headers = { ...request.headers }
    delete headers['accept-encoding']
    const forwarded = httpRequest(backend.url + (request.url ?? '/'), { method: request.method, headers }, (upstream) => {
      const type = String(upstream.headers['content-type'] ?? '')
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      if (!acceptsGzip || !/^(text\/|application\/(json|javascript|xml|manifest)|image\/svg)/.test(type) || request.method === 'HEAD') {
        response.writeHead(upstream.statusCode ?? 500, upstream.headers)
        upstream.pipe(response)
        return
      }
      const chunks: Buffer[] = []
      upstream.on('data', (chunk: Buffer) => chunks.push(chunk))
      upstream.on('end', () => {
        const raw = Buffer.concat(chunks)
        // compare-sites.mjs leaves files under 1 KB uncompressed; with its level, do as it does.
        if (options.gzipLevel !== undefined && raw.length < 1024) {
          response.writeHead(upstream.statusCode ?? 500, upstream.headers)
          response.end(raw)
          return
        }
        const key = `${upstream.statusCode} ${request.url} ${upstream.headers.etag ?? raw.length}`
        const body = compressed.get(key) ?? gzipSync(raw, { level: options.gzipLevel ?? 9 })
        compressed.set(key, body)
        const { 'transfer-encoding': _, 'content-length': __, ...kept } = upstream.headers
        response.writeHead(upstream.statusCode ?? 500, {
          ...kept,
          'content-encoding': 'gzip',
          'content-length': body.length,
          vary: 'Accept-Encoding',
        })
        response.end(body)
      })
    })
    forwarded.on('error', () => response.writeHead(502).end())
    request.pipe(forwarded)
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  const address = front.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await closeServer(front)
      await closeServer(backend.server)
    },
  }
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Lighthouse's desktop network: 40 ms round trip, 10 Mbit/s (a fast connection, not localhost's zero). */
export const desktopNetwork = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (10 * 1024 * 1024) / 8,
}
