import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { makeMdxContent } from '../mdxFixture.ts'
import { closeServer, launchBrowser, openPage } from './browser.ts'

// MDX pages in Chromium: the site's own vite.config.ts builds the MDX fixture (tests/mdxFixture.ts: the
// fixture site's markdown pages plus tests/fixtures/docusaurus-docs' mdx/, _partials/, src/components/),
// served as a static host serves it (with its CSP). The MDX page hydrates (its component reacts), shows
// its partial, npm import and highlighted code, and navigation to and from it stays client-side.

const root = path.resolve(import.meta.dirname, '../..')
let content: ReturnType<typeof makeMdxContent>
let outDir: string
let server: Server
let baseUrl: string
let browser: Browser

beforeAll(async () => {
  content = makeMdxContent()
  outDir = mkdtempSync(path.join(os.tmpdir(), 'redux-docs-mdx-'))
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: root,
      env: { ...process.env, DOCS_CONTENT_DIR: content.contentDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let errors = ''
  child.stderr.on('data', (data) => (errors += data))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`The MDX fixture build failed:\n${errors}`)
  const started = await startStaticServer({ root: outDir })
  server = started.server
  baseUrl = started.url
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await closeServer(server)
  content?.remove()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

const marker = 'same document'

describe('an MDX page in the browser', () => {
  it('is reached from a markdown page client-side, renders its imports, and leads on to other pages', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: baseUrl })
    await page.goto('/mdx/start')
    await page.getByRole('heading', { level: 1, name: 'Start Here' }).waitFor()
    await page.evaluate((value) => ((window as unknown as { marker: string }).marker = value), marker)
    const sameDocument = () => page.evaluate(() => (window as unknown as { marker?: string }).marker)

    await page.locator('main article a[href="/mdx/components"]').click()
    await page.getByRole('heading', { level: 1, name: 'MDX Components' }).waitFor()
    expect(await sameDocument()).toBe(marker)
    // A local component, live: it counts clicks.
    const counter = page.locator('button.fixture-counter')
    expect(await counter.textContent()).toBe('Pressed 2 times')
    await counter.click()
    await expect.poll(() => counter.textContent()).toBe('Pressed 3 times')
    // The partial, the npm package (and its CSS), the TypeScript component, site components.
    expect(await page.locator('strong.partial-badge').textContent()).toBe('from the partial')
    expect(await page.locator('code.npm-version').textContent()).toMatch(/^\d+\.\d+\.\d+$/)
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('nprogress-custom-parent'))),
      ),
    ).toBe(true)
    expect(await page.locator('.fixture-badge-new').textContent()).toBe('new badge')
    expect(await page.locator('.code-block .line.highlighted').count()).toBe(1)
    expect(await page.locator('.code-block .copy-button').count()).toBe(2)
    expect(await page.locator('.admonition-tip .admonition-title').textContent()).toBe('Good to know')
    expect(await page.locator('h2#local a.hash-link').getAttribute('href')).toBe('/mdx/components#local')

    // On to another MDX page, back, and out to a markdown page: all without a reload.
    await page.locator('main article a[href="/mdx/typed"]').first().click()
    await page.getByRole('heading', { level: 1, name: 'Typed MDX' }).waitFor()
    expect(await page.locator('.fixture-items li').allTextContents()).toEqual(['one', 'two', 'three'])
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'MDX Components' }).waitFor()
    await page.locator('main article a[href="/mdx/start"]').click()
    await page.getByRole('heading', { level: 1, name: 'Start Here' }).waitFor()
    expect(await sameDocument()).toBe(marker)
    expect(consoleMessages.filter((message) => message.type === 'error' || message.type === 'pageerror')).toEqual([])
    await page.context().close()
  })

  it('hydrates when loaded directly, without a mismatch, and its partial’s link goes to the anchor', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: baseUrl })
    await page.goto('/mdx/components')
    const counter = page.locator('button.fixture-counter')
    await counter.click()
    await expect.poll(() => counter.textContent()).toBe('Pressed 3 times')
    await page.locator('main article a[href="/mdx/typed#props"]').click()
    await page.getByRole('heading', { level: 1, name: 'Typed MDX' }).waitFor()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#props')
    expect(consoleMessages.filter((message) => message.type === 'error' || message.type === 'pageerror')).toEqual([])
    await page.context().close()
  })
})
