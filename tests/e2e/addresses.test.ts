import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, launchBrowser, openPage } from './browser.ts'

// Addresses a reader can arrive at by a mistyped or badly joined link: the app must still start.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('odd addresses', () => {
  it('starts the app at an address with repeated slashes (//api/store), shows the page and navigates', async () => {
    const { page, consoleMessages } = await openPage(browser)
    // Written out in full: Playwright would read "//api/store" alone as a URL on the host "api".
    await page.goto(`${baseUrl()}//api//store`)
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Store')
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/api/store')
    // The app is alive: the theme switch and a client-side navigation work.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.locator('a[href="/api/createstore"]').first().click()
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('createStore')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([])
  })
})
