import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { isHashedAsset } from '../../plugins/prerender/headersFile.ts'

// Issue 19 item 6: a year of immutable caching only for the hashed build files that exist, never for a
// 404 answer under /assets/ or an unhashed file there, even when _headers says `/assets/*` is immutable.

const root = mkdtempSync(path.join(tmpdir(), 'caching-'))
const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found',
  'assets/index-BXdQ3a9f.js': 'export {}',
  'assets/notes.txt': 'not hashed',
  _headers: '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

let server: Server
let url: string
beforeAll(async () => ({ server, url } = await startStaticServer({ root })))
afterAll(() => server.close())

describe('caching', () => {
  it('tells hashed build files from others', () => {
    expect(isHashedAsset('assets/index-BXdQ3a9f.js')).toBe(true)
    expect(isHashedAsset('assets/intro-a_b-C9d8.css')).toBe(true)
    expect(isHashedAsset('assets/notes.txt')).toBe(false)
    expect(isHashedAsset('assets/sub/index-BXdQ3a9f.js')).toBe(false)
    expect(isHashedAsset('guide/index-BXdQ3a9f.js')).toBe(false)
  })

  it('caches an existing hashed asset for a year', async () => {
    const response = await fetch(`${url}/assets/index-BXdQ3a9f.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('never caches a 404 answer under /assets/ or an unhashed file there', async () => {
    const missing = await fetch(`${url}/assets/index-Zz9Yy8Xx.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-cache')
    const plain = await fetch(`${url}/assets/notes.txt`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control')).toBe('no-cache')
  })
})
