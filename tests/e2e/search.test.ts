import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, screenshot } from './browser.ts'

// Search in real Chromium against the production build: the embedded engine on dist/ (served by the
// global setup). Search with Algolia configured: searchAlgolia.test.ts.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// Search loads its index and builds it on first use: allow for a busy machine.
const patience = { timeout: 20_000 }
const searchCode = /search-index-.*\.json|\/(SearchModal|SearchPage|embeddedIndex|algolia|search)-[\w-]+\.(js|css)$/
const hits = (page: Page) => page.locator('.search-results [role="option"]')
const firstHitHref = (page: Page) => hits(page).first().getAttribute('href')
const marks = (page: Page) => page.locator('.search-results mark').allTextContents()
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return {
      tag: element?.tagName,
      id: element?.id,
      href: element?.getAttribute('href'),
      inModal: Boolean(element?.closest('.search-modal')),
    }
  })

describe('search with the embedded index', () => {
  it("stays out of a doc page's first load: no index, no search engine, no modal code", async () => {
    const { page, context } = await openPage(browser)
    const requested: string[] = []
    const bodies: Promise<string>[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''))
    })
    await page.goto('/api/store', { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500) // idle-time prefetching included
    expect(requested.some((url) => url.endsWith('.js'))).toBe(true)
    expect(requested.filter((url) => searchCode.test(url))).toEqual([])
    const scripts = await Promise.all(bodies)
    expect(scripts.filter((code) => code.includes('MiniSearch: ') || code.includes('x-algolia-agent'))).toEqual([])
    // The first use fetches what search needs; what the reader types meanwhile is not lost.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('combineReducers')
    await expect.poll(() => page.locator('.search-modal input').inputValue(), patience).toBe('combineReducers')
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/combinereducers')
    expect(requested.filter((url) => searchCode.test(url)).length).toBeGreaterThan(0)
    expect(requested.some((url) => /search-index-.*\.json$/.test(url))).toBe(true)
    await context.close()
  })

  it('/search?q= shows results grouped by page, matches marked, and keeps the query in the URL', async () => {
    const { page, context, consoleMessages } = await openPage(browser)
    await page.goto('/search?q=combineReducers')
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/combinereducers')
    expect(await page.inputValue('#search-page-input')).toBe('combineReducers')
    expect(await page.locator('.search-group').first().getAttribute('aria-label')).toBe('API Reference: combineReducers')
    expect(await marks(page)).toContain('combineReducers')
    await screenshot(page, 'search-page')

    // Typing updates the URL after a pause; a typo still finds the page.
    await page.fill('#search-page-input', 'applymidleware')
    await page.waitForURL(/\/search\?q=applymidleware$/)
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/applymiddleware')
    expect(await marks(page)).toContain('applyMiddleware')
    // `/` typed into the box is a character, not the shortcut.
    await page.press('#search-page-input', '/')
    expect(await page.locator('.search-modal').count()).toBe(0)
    await page.press('#search-page-input', 'Backspace')

    // A new search is a new history entry: Back returns to the previous one.
    await page.goBack()
    await page.waitForURL(/\/search\?q=combineReducers$/)
    await expect.poll(() => page.inputValue('#search-page-input'), patience).toBe('combineReducers')
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/combinereducers')
    expect(consoleMessages.filter((m) => m.type === 'pageerror' || m.type === 'error')).toEqual([])
    await context.close()
  })

  it('moves through results with ↑/↓ and opens one with Enter; Back returns to the search', async () => {
    const { page, context } = await openPage(browser)
    await page.goto('/search?q=getState')
    await expect.poll(() => hits(page).count(), patience).toBeGreaterThan(2)
    const input = page.locator('#search-page-input')
    await input.focus()
    expect(await input.getAttribute('aria-activedescendant')).toBeNull()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    const second = hits(page).nth(1)
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'))
    expect(await second.getAttribute('aria-selected')).toBe('true')
    const target = (await second.getAttribute('href'))!
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname + url.hash === target)
    await page.goBack()
    await page.waitForURL(/\/search\?q=getState$/)
    await expect.poll(() => hits(page).count(), patience).toBeGreaterThan(2)
    await context.close()
  })

  it('says plainly when nothing matches', async () => {
    const { page, context } = await openPage(browser)
    await page.goto('/search?q=qzxwvjkq')
    await expect
      .poll(() => page.locator('.search-status').textContent(), patience)
      .toBe('No results for “qzxwvjkq”. Check the spelling, or try fewer or other words.')
    expect(await hits(page).count()).toBe(0)
    await context.close()
  })

  it('never treats a query as HTML, on the page or in the modal', async () => {
    const { page, context, consoleMessages } = await openPage(browser)
    const probe = `<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>`
    await page.goto(`/search?q=${encodeURIComponent(probe)}`)
    await expect.poll(() => page.locator('.search-status').textContent(), patience).toContain('<img src=x onerror="window.__xss=1">')
    expect(await page.inputValue('#search-page-input')).toBe(probe)
    expect(await page.locator('main img, main script').count()).toBe(0)

    await page.keyboard.press('Control+k')
    await page.locator('.search-modal input').fill('<svg onload="window.__xss=3"></svg> store')
    await expect.poll(() => page.locator('.search-modal .search-status').textContent(), patience).toContain('<svg onload')
    expect(await page.locator('.search-modal .search-results svg').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([])
    await context.close()
  })

  it('opens the modal with Ctrl+K and /, keeps focus inside, closes with Esc and gives focus back', async () => {
    const { page, context, consoleMessages } = await openPage(browser)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/api/store') // `load`, then the app (openPage)
    const opener = page.locator('aside a[href="/api/combinereducers"], nav a[href="/api/combinereducers"]').first()
    await opener.focus()

    await page.keyboard.press('/')
    const modal = page.locator('.search-modal')
    await expect.poll(() => modal.evaluate((dialog: HTMLDialogElement) => dialog.open), patience).toBe(true)
    expect(requested.some((url) => /SearchModal-.*\.js$/.test(url))).toBe(true)
    await expect.poll(() => activeElement(page), patience).toMatchObject({ tag: 'INPUT', inModal: true })
    await page.keyboard.type('combineReducers')
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/combinereducers')
    expect(await page.locator('.search-modal [role="option"][aria-selected="true"]').getAttribute('href')).toBe('/api/combinereducers')
    await screenshot(page, 'search-modal')

    // Tab and Shift+Tab cycle inside the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect((await activeElement(page)).inModal).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect.poll(() => modal.count(), patience).toBe(0)
    expect(await activeElement(page)).toMatchObject({ tag: 'A', href: '/api/combinereducers', inModal: false })

    // Ctrl+K reopens it on the last search; ↓ then Enter follows the second result.
    await page.keyboard.press('Control+k')
    await expect.poll(() => page.locator('.search-modal input').inputValue(), patience).toBe('combineReducers')
    // The second result is a section of the page once the full index has come (the first index, of titles
    // and headings, may answer before it and list other hits).
    await expect.poll(() => hits(page).nth(1).getAttribute('href'), patience).toMatch(/^\/api\/combinereducers#/)
    const target = (await hits(page).nth(1).getAttribute('href'))!
    await page.keyboard.press('ArrowDown')
    expect(await page.locator('.search-modal [role="option"][aria-selected="true"]').getAttribute('href')).toBe(target)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname + url.hash === target)
    await expect.poll(() => modal.count(), patience).toBe(0)
    await expect.poll(() => page.locator('h1').first().textContent(), patience).toBe('combineReducers')
    expect(consoleMessages.filter((m) => m.type === 'pageerror' || m.type === 'error')).toEqual([])
    await context.close()
  })
})

describe('search, as assistive technology sees it', () => {
  const axeSource = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8')
  const violations = async (page: Page) => {
    await page.addScriptTag({ content: axeSource })
    const result = await page.evaluate(() =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> }
        }
      ).axe.run(document, {
        runOnly: ['wcag2a', 'wcag2aa', 'best-practice'],
      }),
    )
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`)
  }

  it('has no axe violations on the search page or in the modal, an option active in each', async () => {
    // bypassCSP lets the test inject axe; the site's own scripts are unchanged.
    const { page, context } = await openPage(browser, { bypassCSP: true })
    await page.goto('/search?q=store')
    await expect.poll(() => hits(page).count(), patience).toBeGreaterThan(2)
    await page.focus('#search-page-input')
    await page.keyboard.press('ArrowDown')
    expect(await violations(page)).toEqual([])
    await page.keyboard.press('Control+k')
    await page.keyboard.type('reducer')
    await expect.poll(() => page.locator('.search-modal [role="option"]').count(), patience).toBeGreaterThan(2)
    expect(await violations(page)).toEqual([])
    await context.close()
  })
})
