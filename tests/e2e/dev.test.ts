import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViteDevServer } from 'vite'
import type { Browser, Page } from 'playwright-core'
import { fixtureRoot } from '../helpers.ts'
import { serveFixture } from '../buildFixture.ts'
import { launchBrowser } from './browser.ts'

// The dev server on a copy of the fixture site: markdown edits reach the open page without a reload,
// a new file is a new route without a restart, and a broken link is a warning on the page.

let contentDir: string
let server: ViteDevServer
let browser: Browser
let page: Page
let baseUrl: string

beforeAll(async () => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'docs-dev-'))
  cpSync(path.join(fixtureRoot, 'content'), contentDir, { recursive: true })
  server = await serveFixture({ contentDir })
  baseUrl = server.resolvedUrls!.local[0].replace(/\/$/, '')
  browser = await launchBrowser()
  page = await browser.newPage()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(contentDir, { recursive: true, force: true })
})

const intro = () => path.join(contentDir, 'guide', 'intro.md')
const markReload = () => page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
const sameDocument = () => page.evaluate(() => (window as unknown as { marker?: string }).marker)

describe('dev server', () => {
  it("asks for a doc page's module in its HTML, before the app starts", async () => {
    const html = await (await fetch(`${baseUrl}/guide/intro`)).text()
    expect(html).toMatch(/<link rel="modulepreload" href="[^"]*\/guide\/intro\.md\?import"/)
    expect(await (await fetch(`${baseUrl}/guide/nowhere`)).text()).not.toContain('modulepreload')
  })

  it('serves the route manifest and a page’s module without an inline source map (generated code: it was most of their bytes)', async () => {
    const manifest = await (await fetch(`${baseUrl}/@id/__x00__virtual:docs-manifest`)).text()
    expect(manifest).toContain('/guide/intro')
    expect(manifest).not.toContain('sourceMappingURL')
    const html = await (await fetch(`${baseUrl}/guide/intro`)).text()
    const pageModule = await (await fetch(baseUrl + html.match(/<link rel="modulepreload" href="([^"]+)"/)![1])).text()
    expect(pageModule).toContain('Introduction')
    expect(pageModule).not.toContain('sourceMappingURL')
  })

  it('updates the open page when its markdown changes, without a reload', async () => {
    await page.goto(`${baseUrl}/guide/intro`)
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor()
    await markReload()
    writeFileSync(intro(), readFileSync(intro(), 'utf8') + '\nA freshly written paragraph.\n')
    await page.getByText('A freshly written paragraph.').waitFor({ timeout: 10_000 })
    expect(await sameDocument()).toBe('same document')
  })

  it("shows a save made right after the one before reached the page (within the file watcher's 50 ms window)", async () => {
    // The watcher drops a change event that follows the one before within 50 ms: the second save comes
    // 10 ms after the first, inside that window on any machine. (plugins/docs/lateSaves.ts; its unit test
    // covers the timing exactly.)
    writeFileSync(intro(), readFileSync(intro(), 'utf8') + '\nA first quick save.\n')
    await new Promise((resolve) => setTimeout(resolve, 10))
    writeFileSync(intro(), readFileSync(intro(), 'utf8') + '\nA second quick save.\n')
    await page.getByText('A second quick save.').waitFor({ timeout: 10_000 })
    expect(await page.getByText('A first quick save.').isVisible()).toBe(true)
  })

  it('shows a broken link as a warning on the page instead of failing', async () => {
    writeFileSync(intro(), readFileSync(intro(), 'utf8') + '\nSee [nowhere](/guide/nowhere).\n')
    await page.getByText('no page at /guide/nowhere').waitFor({ timeout: 10_000 })
    expect(await page.getByRole('heading', { level: 1, name: 'Introduction' }).isVisible()).toBe(true)
  })

  it('warns of a missing anchor on another page, which the server compiles in the background', async () => {
    writeFileSync(intro(), readFileSync(intro(), 'utf8') + '\nSee [there](/guide/other#no-such-part).\n')
    await page.getByText('no heading or element with id "no-such-part" on /guide/other').waitFor({ timeout: 10_000 })
  })

  it('serves a new file as a new route without a restart', async () => {
    writeFileSync(path.join(contentDir, 'guide', 'fresh.md'), '---\nid: fresh\ntitle: Fresh Page\ndescription: New.\n---\n\nJust added.\n')
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/guide/fresh`)
          return page.getByRole('heading', { level: 1, name: 'Fresh Page' }).isVisible()
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true)
    expect(await page.getByText('Just added.').isVisible()).toBe(true)
  })

  it('warns on the open page when a page it links to is deleted', async () => {
    writeFileSync(intro(), readFileSync(intro(), 'utf8') + '\nSee [the fresh page](/guide/fresh).\n')
    // Opened again until it shows the link: a page loaded while the server takes in the save can miss
    // that save's update (its module read before, its update sent before the page listened).
    const fresh = page.getByRole('link', { name: 'the fresh page' })
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/guide/intro`)
          return fresh.waitFor({ timeout: 3_000 }).then(
            () => true,
            () => false,
          )
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true)
    expect(await page.getByText('no page at /guide/fresh').count()).toBe(0)
    rmSync(path.join(contentDir, 'guide', 'fresh.md'))
    await page.getByText('no page at /guide/fresh').waitFor({ timeout: 15_000 })
  })
})
