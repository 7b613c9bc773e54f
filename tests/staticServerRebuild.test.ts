import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Server } from 'node:http'
import { describe, expect, it } from 'vitest'
import { startStaticServer } from '../plugins/staticServer.ts'

// Issue 32: the preview server crashed when a file vanished between its checks and its read (a rebuild
// swapping dist/ while a page loads), and kept the _headers it read at start after a rebuild.

function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-preview-'))
  mkdirSync(path.join(root, 'guide'))
  writeFileSync(path.join(root, '404.html'), 'not found')
  writeFileSync(path.join(root, 'guide', 'page.html'), 'x'.repeat(4096))
  writeFileSync(path.join(root, '_headers'), "/*\n  Content-Security-Policy: script-src 'self' 'sha256-old'\n")
  return root
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe('the preview server across a rebuild', () => {
  it('reads _headers again once the build has rewritten it', async () => {
    const root = site()
    const { server, url } = await startStaticServer({ root })
    try {
      expect((await fetch(`${url}/guide/page`)).headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-old'")
      writeFileSync(path.join(root, '_headers'), "/*\n  Content-Security-Policy: script-src 'self' 'sha256-new-build'\n")
      expect((await fetch(`${url}/guide/page`)).headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-new-build'")
    } finally {
      await close(server)
    }
  })

  it('keeps answering while the file it serves vanishes and comes back', async () => {
    const root = site()
    const page = path.join(root, 'guide', 'page.html')
    const { server, url } = await startStaticServer({ root })
    // Another thread deletes and rewrites the page as fast as it can, as a rebuild's swap would. Not a shell
    // loop in another process: its thousands of forks a second starved the server on a busy 2-core machine
    // (CI, beside the content tests: 100 requests not done in 90 s).
    const churn = new Worker(
      `const { rmSync, writeFileSync } = require('node:fs')
      const page = require('node:worker_threads').workerData
      for (;;) { rmSync(page, { force: true }); writeFileSync(page, 'x'.repeat(4096)) }`,
      { eval: true, workerData: page },
    )
    const crashes: unknown[] = []
    const onCrash = (error: unknown) => void crashes.push(error)
    process.on('uncaughtException', onCrash)
    try {
      const statuses = new Set<number>()
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`${url}/guide/page`).then(
              async (response) => (await response.arrayBuffer(), response.status),
              () => 0, // a connection the server dropped
            ),
          ),
        )
        answers.forEach((status) => statuses.add(status))
      }
      expect(crashes).toEqual([])
      expect([...statuses].every((status) => status === 200 || status === 404)).toBe(true)
      expect((await fetch(`${url}/404-check`)).status).toBe(404) // still listening
    } finally {
      process.off('uncaughtException', onCrash)
      await churn.terminate()
      await close(server)
    }
  })
})
