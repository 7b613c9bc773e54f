import path from 'node:path'
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { buildFixture } from '../buildFixture.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { closeServer, launchBrowser, openPage, screenshot, waitForHydration } from './browser.ts'

// Docusaurus-flavoured markup (tests/fixtures/docusaurus-docs/markup): admonitions of every type and
// form, and raw HTML (kbd, br in a table cell, details, an allowed YouTube iframe) built for production,
// served with the build's own _headers (so its Content-Security-Policy applies) and hydrated in Chromium.

const contentDir = path.resolve(import.meta.dirname, '../fixtures/docusaurus-docs/markup')
// The site's own public/ (favicon, /img/logo.svg), so the pages request nothing that is missing.
const publicDir = path.resolve(import.meta.dirname, '../../public')
let outDir: string
let server: Server
let baseURL: string
let browser: Browser

beforeAll(async () => {
  outDir = await buildFixture({ contentDir, publicDir, prerender: {} })
  const started = await startStaticServer({ root: outDir })
  server = started.server
  baseURL = started.url
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await closeServer(server)
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/** Opens a route in the given colour mode, with YouTube answered locally (the machine is offline). */
async function open(route: string, mode: 'light' | 'dark' = 'light') {
  const { context, page, consoleMessages } = await openPage(browser, { baseURL })
  const frameRequests: string[] = []
  await context.route('https://www.youtube.com/**', (request) => {
    frameRequests.push(request.request().url())
    return request.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' })
  })
  await context.addInitScript((theme) => {
    if (window !== window.top) return // the iframe's page
    localStorage.setItem('theme', theme)
    const violations: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  }, mode)
  await page.goto(route, { waitUntil: 'load' })
  await waitForHydration(page, 50)
  const problems = async () => [
    ...consoleMessages.filter((m) => ['error', 'warning', 'pageerror'].includes(m.type)).map((m) => `${m.type}: ${m.text}`),
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).map((v) => `CSP violation: ${v}`),
  ]
  return { context, page, problems, frameRequests }
}

describe('raw HTML in a page', () => {
  it('renders kbd, a line break in a table cell, details and an allowed iframe, and hydrates without an error or CSP violation', async () => {
    const { context, page, problems, frameRequests } = await open('/html')
    expect(await page.locator('.markdown kbd').allTextContents()).toEqual(['Ctrl', 'C'])
    expect(await page.locator('.markdown sup').textContent()).toBe('2')
    const cell = page.locator('.markdown table tbody tr').first().locator('td').nth(1)
    expect(await cell.locator('br').count()).toBe(1)
    expect(await cell.innerText()).toBe('Returns the state.\nNever mutate it.')
    const spanning = page.locator('.markdown td[colspan="2"]')
    expect(await spanning.innerText()).toBe('Both need a <Provider>.')

    // details: closed, opens on a click on its summary, and its markdown is rendered
    const details = page.locator('.markdown details')
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
    await details.locator('summary').click()
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true)
    expect(await details.locator('strong').textContent()).toBe('reducers')
    expect(await details.locator('a').getAttribute('href')).toBe('/admonitions')

    // the iframe: lazily loaded, allowed by the policy's frame-src, and its page did load
    const iframe = page.locator('.markdown iframe')
    expect(await iframe.getAttribute('loading')).toBe('lazy')
    expect(await iframe.getAttribute('allowfullscreen')).toBe('')
    await iframe.scrollIntoViewIfNeeded()
    await expect.poll(() => frameRequests.length, { timeout: 10_000 }).toBeGreaterThan(0)
    const frame = page.frames().find((candidate) => candidate.url().startsWith('https://www.youtube.com/embed/'))
    await expect.poll(async () => frame && (await frame.locator('p').textContent()), { timeout: 10_000 }).toBe('player')
    expect(await page.locator('.markdown').innerText()).not.toContain('A note for other authors')

    expect(await problems()).toEqual([])
    await context.close()
  })

  it('sends a policy whose frame-src is exactly the iframe hosts', async () => {
    const response = await fetch(new URL('/html', baseURL))
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://youtube.com https://codesandbox.io https://stackblitz.com;',
    )
  })

  it('looks right in light and dark mode (screenshots in artifacts/)', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { context, page, problems } = await open('/html', mode)
      await page.locator('.markdown details summary').click()
      await page.setViewportSize({ width: 1280, height: 1500 })
      await screenshot(page, `markup-html-${mode}`)
      expect(await problems()).toEqual([])
      await context.close()
    }
  })
})

describe('admonitions', () => {
  it('renders every type, titled the Docusaurus way or by label, nested, in light and dark mode', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { context, page, problems } = await open('/admonitions', mode)
      const types = await page
        .locator('.markdown .admonition')
        .evaluateAll((elements) => elements.map((element) => element.className.replace('admonition admonition-', '')))
      expect(types).toEqual([
        'note',
        'tip',
        'info',
        'caution',
        'warning',
        'danger',
        'important',
        'warning',
        'danger',
        'tip',
        'info',
        'caution',
      ])
      const titles = await page.locator('.markdown .admonition-title').allTextContents()
      expect(titles.slice(7)).toEqual([
        'Watch out for mutations',
        'Do not do this',
        "What You'll Learn",
        'Outer admonition',
        'Inner admonition',
      ])
      expect(await page.locator('.admonition-info .admonition-caution').count()).toBe(1)
      // Markdown in a title is kept (`:::warning Watch out for **mutations**`).
      expect(await page.locator('.markdown .admonition-title strong').allTextContents()).toEqual(['mutations'])
      // Each type has its own colour: the left borders differ.
      const borders = await page
        .locator('.markdown > .admonition')
        .evaluateAll((elements) => elements.slice(0, 7).map((element) => getComputedStyle(element).borderLeftColor))
      expect(new Set(borders).size).toBe(7)
      // textContent: a code block far below the fold is not rendered yet (content-visibility), so it has no innerText.
      expect(await page.locator('.markdown pre').last().textContent()).toContain(':::note Title')
      await page.setViewportSize({ width: 1280, height: 3200 })
      await screenshot(page, `markup-admonitions-${mode}`)
      expect(await problems()).toEqual([])
      await context.close()
    }
  })
})
