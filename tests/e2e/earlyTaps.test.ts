import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchBrowser, openPage, screenshot, waitForHydration } from './browser.ts'

// Issue 31, "A tap before the app runs is never lost": on a slow phone the prerendered page paints well
// before the app runs (its scripts start after `load` and the first paint). Every control on screen then
// either works at once (the colour toggle) or is held and applied when the app runs (menu, sidebar
// categories, Search with what was typed). The phone profile: 4× slower CPU and a slow link; the app's
// entry script is also held back until the taps are done, so every tap surely lands before the app.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }
const patience = { timeout: 20_000 }

/** A page on the slow phone profile whose app entry waits for `release()`. */
async function openBeforeApp(options: BrowserContextOptions, theme?: 'dark') {
  const opened = await openPage(browser, options)
  if (theme) await opened.context.addInitScript((mode) => localStorage.setItem('theme', mode), theme)
  const cdp = await opened.context.newCDPSession(opened.page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  // ~1.6 Mbps down, 750 Kbps up, 150 ms round trip (Lighthouse's slow 4G).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 94_000,
  })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await opened.page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return { ...opened, release }
}

/** No element of the page belongs to React yet. */
const appNotRunning = (page: Page) =>
  page.evaluate(
    () => ![...document.querySelectorAll('#root *')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
  )

describe('before the app runs, on the slow phone profile', () => {
  it('switches the colour mode at once, and holds a tap on the menu until the app opens the drawer', async () => {
    const { page, context, release, consoleMessages } = await openBeforeApp(phone)
    await page.goto('/api/createstore', { waitUntil: 'domcontentloaded' })
    const menu = page.locator('.navbar-menu-button')
    await menu.waitFor({ state: 'visible' })
    expect(await appNotRunning(page)).toBe(true)

    await page.locator('.color-mode-toggle').tap()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await menu.tap()
    // Held, and shown as waiting; a second tap on a waiting control is the same tap, not a reversal.
    expect(await menu.getAttribute('aria-busy')).toBe('true')
    await menu.tap()
    await screenshot(page, 'early-taps-menu-held-390-dark')
    expect(await appNotRunning(page)).toBe(true)
    expect(await page.locator('#mobile-drawer').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false)

    release()
    await waitForHydration(page)
    await expect.poll(() => page.locator('#mobile-drawer').evaluate((dialog: HTMLDialogElement) => dialog.open), patience).toBe(true)
    expect(await page.locator('#mobile-drawer .sidebar-link').count()).toBeGreaterThan(5)
    expect(await menu.getAttribute('aria-busy')).toBe(null)
    // The app took over the mode the reader chose, and its toggle says so.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await page.locator('.color-mode-toggle').getAttribute('aria-pressed')).toBe('true')
    await screenshot(page, 'early-taps-menu-opened-390-dark')
    expect(consoleMessages.filter((m) => m.type === 'pageerror' || m.type === 'error')).toEqual([])
    await context.close()
  })

  it('holds a tap on a closed sidebar category and opens it when the app runs', async () => {
    const { page, context, release } = await openBeforeApp(desktop)
    await page.goto('/api/createstore', { waitUntil: 'domcontentloaded' })
    const category = page.locator('aside.sidebar button.sidebar-category', { hasText: 'FAQ' })
    await category.waitFor({ state: 'visible' })
    expect(await category.getAttribute('aria-expanded')).toBe('false')
    await category.click()
    expect(await appNotRunning(page)).toBe(true)
    await screenshot(page, 'early-taps-category-held-1440-light')
    release()
    await waitForHydration(page)
    await expect.poll(() => category.getAttribute('aria-expanded'), patience).toBe('true')
    const list = page.locator(`#${await category.getAttribute('aria-controls')}`)
    expect(await list.locator('a.sidebar-link').count()).toBeGreaterThan(1)
    await context.close()
  })

  it('opens the search dialog when the app runs, with what was typed, instead of loading /search', async () => {
    const { page, context, release } = await openBeforeApp(phone)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    await page.goto('/api/createstore', { waitUntil: 'domcontentloaded' })
    const search = page.locator('header.navbar .search-button')
    await search.waitFor({ state: 'visible' })
    await search.tap()
    await page.keyboard.type('combineReducers')
    expect(await appNotRunning(page)).toBe(true)
    release()
    await waitForHydration(page)
    const input = page.locator('.search-modal-input')
    await expect.poll(() => input.inputValue().catch(() => ''), patience).toBe('combineReducers')
    expect(await page.locator('dialog.search-modal').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true)
    await expect
      .poll(() => page.locator('.search-modal [role="option"]').first().getAttribute('href'), patience)
      .toBe('/api/combinereducers')
    expect(new URL(page.url()).pathname).toBe('/api/createstore')
    expect(documents).toEqual(['/api/createstore'])
    await screenshot(page, 'early-taps-search-390-light')
    await context.close()
  })
})

describe('without JavaScript', () => {
  it('Search is still a link to the search page', async () => {
    const { page, context } = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    await page.goto('/api/createstore')
    await page.locator('header.navbar .search-button').click()
    await page.waitForURL(/\/search$/)
    await context.close()
  })
})
