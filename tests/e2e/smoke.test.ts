import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the built site', () => {
  it('renders a markdown page from the manifest, and navigates to another without a reload', async () => {
    const { page, consoleMessages } = await openPage(browser)
    await page.goto('/api/store')
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Store')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.locator('a[href="/api/createstore"]').first().click()
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('createStore')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([])
  })
})
