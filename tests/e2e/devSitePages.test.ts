import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViteDevServer } from 'vite'
import { serveFixture, warningLogger } from '../buildFixture.ts'

// The dev server treats the pages folder's markdown pages as the build does (markdownSitePagesBuild.test.ts):
// compiled in the background with the docs, their broken links and the anchors linked into them named in
// the terminal, and a page's own broken links shown on it when it is opened.

const fixture = path.resolve(import.meta.dirname, '../fixtures/markdown-site-pages')
const pagesDir = path.join(fixture, 'pages')
let contentDir: string
let server: ViteDevServer
const warnings: string[] = []

beforeAll(async () => {
  // The docs are copied (as the other dev tests do); the pages folder is read where it is.
  contentDir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-dev-pages-')), 'content')
  cpSync(path.join(fixture, 'content'), contentDir, { recursive: true })
  server = await serveFixture({
    contentDir,
    logger: warningLogger(warnings),
    docs: { pagesDir, sidebar: 'auto', onBrokenLinks: 'warn', onBrokenAnchors: 'warn' },
  })
})

afterAll(async () => {
  await server?.close()
  rmSync(path.dirname(contentDir), { recursive: true, force: true })
})

const brokenReport = () => warnings.filter((warning) => warning.startsWith('Broken links:')).join('\n')

describe('dev server, the pages folder’s markdown pages', () => {
  it('names their broken links and anchors in the terminal once every page is compiled, as a build lists them', async () => {
    await expect.poll(brokenReport, { timeout: 30_000, interval: 250 }).toContain('/nowhere')
    const report = brokenReport()
    expect(report).toMatch(/pages\/notes\.md:14:\d+\s+\/nowhere\s+no page at \/nowhere/)
    expect(report).toMatch(/pages\/guides\/index\.mdx:10:\d+\s+\/notes#not-there\s+no heading or element with id "not-there" on \/notes/)
    // A doc's link into a markdown page is checked against that page's headings…
    expect(report).toMatch(/start\.md:9:\d+\s+\/notes#no-such-heading\s+no heading or element with id "no-such-heading" on \/notes/)
    // …and its good anchor passes: the page is a page, not an app route whose anchors "cannot be checked".
    expect(report).not.toContain('who-keeps-them')
    expect(report).not.toContain('cannot be checked')
  })

  it('shows a page’s own broken links on it (its module’s warnings)', async () => {
    const module = await server.transformRequest('/@fs' + path.join(pagesDir, 'notes.md'))
    const warningsLine = module!.code.split('\n').find((line) => line.startsWith('export const warnings'))!
    expect(warningsLine).toMatch(/\/nowhere\s+no page at \/nowhere/)
    expect(warningsLine).not.toContain('who-keeps-them')
  })
})
