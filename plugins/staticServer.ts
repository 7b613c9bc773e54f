import { createServer, type Server } from 'node:http'
import { closeSync, createReadStream, existsSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { headersFor, isHashedAsset, parseHeadersFile, type HeaderRule } from './prerender/headersFile.ts'

// A plain static server with the rules any static host applies, so `npm run preview` and the end-to-end
// tests see the site exactly as a host without rewrite rules would serve it: the exact file, else
// `path/index.html`, else `path.html`, else `404.html` with status 404. Response headers come from the
// build's `_headers` file (Netlify format: the Content-Security-Policy, caching), as such hosts apply it.
// Text files go out compressed, as every host sends them: the build writes `<file>.br` and `<file>.gz`
// next to each (plugins/prerender/precompress.ts) and the server picks the one the browser accepts.

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export interface StaticServerOptions {
  root: string
  port?: number
  host?: string
  /** Extra headers on every response (the preview sends the Content-Security-Policy). */
  headers?: Record<string, string>
}

/** Which file answers a request path, and with what status. */
/**
 * Whether `file` is a file now: one stat, never an exception, as a file may vanish at any moment (a
 * rebuild's swap; `existsSync` then `statSync` threw when it went between the two, and took the server down).
 */
function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

export function resolveStaticFile(root: string, urlPath: string): { file: string; status: number } | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0].split('#')[0])
  } catch {
    return null
  }
  const base = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
  if (!base.startsWith(root)) return null
  for (const candidate of [base, path.join(base, 'index.html'), base.replace(/\/$/, '') + '.html']) {
    if (isFile(candidate)) return { file: candidate, status: 200 }
  }
  const notFound = path.join(root, '404.html')
  return isFile(notFound) ? { file: notFound, status: 404 } : null
}

/**
 * The precompressed copy of `file` to send for an Accept-Encoding header: brotli if accepted, else gzip,
 * else none (the file as it is). A coding the browser gives `q=0` counts as refused.
 */
export function precompressedFile(file: string, acceptEncoding: string | undefined): { file: string; encoding: 'br' | 'gzip' } | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([name, ...params]) => name && !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name),
  )
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding) && !(encoding === 'gzip' && accepted.has('x-gzip'))) continue
    if (isFile(file + suffix)) return { file: file + suffix, encoding }
  }
  return null
}

/**
 * The rules of `<root>/_headers`, read again whenever the file changes: a rebuild while the preview runs
 * brings a new policy (the script hashes change with the scripts), which a copy read at start would miss.
 */
function headerRulesOf(root: string): () => HeaderRule[] {
  const file = path.join(root, '_headers')
  let cached: { key: string; rules: HeaderRule[] } | undefined
  return () => {
    let key = 'none'
    try {
      const stat = statSync(file)
      key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`
    } catch {
      // no _headers: no rules
    }
    if (cached?.key !== key) {
      let text = ''
      try {
        text = readFileSync(file, 'utf8')
      } catch {
        // gone since the stat
      }
      cached = { key, rules: text ? parseHeadersFile(text) : [] }
    }
    return cached.rules
  }
}

/** The file opened (so it cannot vanish between the checks and the read) and its size, or null if it is gone. */
function openFile(file: string): { fd: number; size: number } | null {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch {
    return null
  }
  try {
    return { fd, size: fstatSync(fd).size }
  } catch {
    closeSync(fd)
    return null
  }
}

export function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string }> {
  const root = path.resolve(options.root)
  const headerRules = headerRulesOf(root)
  const server = createServer((request, response) => {
    const url = request.url ?? '/'
    const found = resolveStaticFile(root, url)
    const fileHeaders = headersFor(headerRules(), url.split(/[?#]/)[0])
    for (const [name, value] of Object.entries({ ...fileHeaders, ...options.headers })) response.setHeader(name, value)
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }).end('Not found')
      return
    }
    // Long caching only for a hashed build file that exists: never for a 404 answer (a chunk asked for
    // before a deploy finished would stay missing for a year), nor for an unhashed file under /assets/.
    const hashed = found.status === 200 && isHashedAsset(path.relative(root, found.file))
    let cacheControl = fileHeaders['cache-control'] ?? (hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    if (found.status !== 200 || (/immutable/i.test(cacheControl) && !hashed)) cacheControl = 'no-cache'
    const type = types[path.extname(found.file)] ?? 'application/octet-stream'
    // A file may vanish between the checks above and the read (a rebuild swapping dist/): each is opened
    // once, and a file that is gone is answered as missing rather than crashing the server.
    let encoded = precompressedFile(found.file, request.headers['accept-encoding'])
    let opened = openFile(encoded?.file ?? found.file)
    if (!opened && encoded) [encoded, opened] = [null, openFile(found.file)]
    if (!opened) {
      response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }).end('Not found')
      return
    }
    response.writeHead(found.status, {
      'content-type': type,
      'cache-control': cacheControl,
      'content-length': opened.size,
      // Caches must keep the encodings apart whenever there is a choice of them.
      ...(encoded || existsSync(`${found.file}.gz`) ? { vary: 'Accept-Encoding' } : {}),
      ...(encoded ? { 'content-encoding': encoded.encoding } : {}),
    })
    if (request.method === 'HEAD' || opened.size === 0) {
      closeSync(opened.fd)
      response.end()
      return
    }
    // Exactly the bytes announced, should the file grow after the stat (a rebuild writing it again).
    const stream = createReadStream('', { fd: opened.fd, start: 0, end: opened.size - 1 })
    stream.on('error', () => response.destroy())
    stream.pipe(response)
  })
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      resolve({ server, url: `http://${options.host ?? '127.0.0.1'}:${port}` })
    })
  })
}
