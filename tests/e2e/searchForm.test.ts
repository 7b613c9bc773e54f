import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser.ts'

// Issue 16, items 1, 2 and 11: a query typed before hydration survives it; search is a real GET form
// that works up to /search?q=… without JavaScript; result counts say how many pages match in total.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const patience = { timeout: 30_000 }
const hits = (page: Page) => page.locator('.search-results [role="option"]')
const status = (page: Page) => page.locator('.search-results .search-status').first().textContent()

describe('search typed before the page is interactive', () => {
  it('keeps what was typed through hydration on a 6× slowed CPU, and searches it', async () => {
    const { page, context } = await openPage(browser)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await page.goto('/search', { waitUntil: 'commit' })
    const box = page.locator('#search-page-input')
    await box.waitFor({ state: 'visible' })
    await box.pressSequentially('applyMiddleware')
    await expect.poll(() => hits(page).count(), patience).toBeGreaterThan(0)
    expect(await box.inputValue()).toBe('applyMiddleware')
    await expect.poll(() => hits(page).first().getAttribute('href'), patience).toBe('/api/applymiddleware')
    await page.waitForURL(/\/search\?q=applyMiddleware$/, patience)
    await context.close()
  })
})

describe('search as a real form', () => {
  it('without JavaScript: the navbar link and the form reach /search?q=…, and the page says results need JavaScript', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto('/api/store')
    const navbarSearch = page.locator('.navbar-search a[href="/search"]')
    expect(await navbarSearch.count()).toBe(1)
    expect(await navbarSearch.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K /')
    await navbarSearch.click()
    await page.waitForURL(/\/search$/)
    const form = page.locator('form[role="search"]')
    expect(await form.getAttribute('action')).toBe('/search')
    expect(await form.getAttribute('method')).toBe('get')
    await page.fill('input[name="q"]', 'reducer')
    await page.press('input[name="q"]', 'Enter')
    await page.waitForURL(/\/search\?q=reducer$/)
    const told = await page.locator('.search-page').innerText()
    expect(told).toMatch(/JavaScript/)
    await context.close()
  })

  it('with JavaScript: the navbar link opens the modal, the form is enhanced, ?q= on load is searched', async () => {
    const { page, context } = await openPage(browser)
    // `load`, then the app (openPage): the attributes read next are the app's, and a click before it ran
    // would be held and replayed by the app (src/earlyTaps.ts), not this test's click on the app's button.
    await page.goto('/api/store')
    // The link is a button that opens the dialog once the app runs; its name and shortcuts stay.
    const navbarSearch = page.locator('.navbar-search').getByRole('button', { name: /search/i })
    expect(await navbarSearch.getAttribute('href')).toBe('/search')
    expect(await navbarSearch.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K /')
    await navbarSearch.click()
    await page.locator('.search-modal input').waitFor({ state: 'visible' })
    expect(new URL(page.url()).pathname).toBe('/api/store')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.search-modal').count()).toBe(0)

    await page.goto('/search?q=combineReducers')
    await expect.poll(() => hits(page).first().getAttribute('href'), patience).toBe('/api/combinereducers')
    expect(await page.inputValue('input[name="q"]')).toBe('combineReducers')
    // Enter is handled by the app: no full page load, the query stays in the address.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.fill('input[name="q"]', 'applyMiddleware')
    await page.press('input[name="q"]', 'Enter')
    await page.waitForURL(/\/search\?q=applyMiddleware$/)
    await expect.poll(() => hits(page).first().getAttribute('href'), patience).toBe('/api/applymiddleware')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await context.close()
  })
})

describe('search counts', () => {
  it('the page and the modal say how many pages match in total and how many are shown', async () => {
    const { page, context } = await openPage(browser)
    await page.goto('/search?q=reducer')
    await expect.poll(() => status(page), patience).toMatch(/^\d+ pages match “reducer”; showing the first 20$/)
    const total = Number((await status(page))!.match(/^\d+/)![0])
    expect(total).toBeGreaterThan(20)
    expect(await page.locator('.search-group').count()).toBe(20)

    await page.keyboard.press('Control+k')
    await page.keyboard.type('reducer')
    const modalStatus = () => page.locator('.search-modal .search-status').textContent()
    await expect.poll(modalStatus, patience).toBe(`${total} pages match “reducer”; showing the first 8`)
    // The count follows the query; only a list cut short says "showing the first".
    await page.locator('.search-modal input').fill('combineReducers')
    await expect.poll(modalStatus, patience).toMatch(/^(1 page matches|\d+ pages match) “combineReducers”/)
    const [, count] = (await modalStatus())!.match(/^(\d+)/)!
    const shown = await page.locator('.search-modal .search-group').count()
    expect(shown).toBe(Math.min(Number(count), 8))
    expect((await modalStatus())!.endsWith(Number(count) > 8 ? `; showing the first ${shown}` : '”')).toBe(true)
    await context.close()
  })
})

describe('a very long query', () => {
  // Issue 19, item 7: one unbroken 300-character word (cut to 200 for searching) is echoed in the status
  // line and the modal's "All results for …" link; neither may push the page or the dialog sideways.
  const word = 'x'.repeat(300)
  const sideways = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.scrollWidth - element.clientWidth)

  it('scrolls neither the search page nor the search dialog sideways on a phone', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto(`/search?q=${word}`)
    await expect.poll(() => status(page), patience).toContain('No results for')
    expect(await sideways(page, 'html')).toBeLessThanOrEqual(0)

    await page.goto('/api/store')
    await page.locator('.navbar-search a').click()
    await page.locator('.search-modal input').fill(word)
    await page.locator('.search-modal-all').waitFor()
    const modalStatus = () => page.locator('.search-modal .search-status').textContent()
    await expect.poll(modalStatus, patience).toContain('No results for')
    expect(await sideways(page, '.search-modal')).toBeLessThanOrEqual(0)
    for (const part of ['.search-modal .search-status', '.search-modal-all']) {
      const right = await page.locator(part).evaluate((element) => element.getBoundingClientRect().right)
      expect(right, part).toBeLessThanOrEqual(390)
    }
    expect(await sideways(page, 'html')).toBeLessThanOrEqual(0)
    await context.close()
  })
})
