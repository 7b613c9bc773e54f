import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, waitForHydration } from './browser.ts'
import { extractErrorCodes, reduxBuildFile } from '../../site/reduxErrorCodes.ts'

// Addresses readers arrive with from outside: the link in Redux's minified production errors
// (`/Errors?code=N`, capital E) and today's redux.js.org addresses, redirected by redirects.config.ts.

const root = path.resolve(import.meta.dirname, '../..')
// The installed redux's own messages: what the page must show, whatever the version.
const codes = extractErrorCodes(readFileSync(reduxBuildFile(root), 'utf8'))
const messageOf = (code: number) => codes.find((entry) => entry.code === code)!.message

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const pathname = (page: Page) => page.evaluate(() => location.pathname + location.search)
const chosen = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('.errors-chosen')
    return {
      title: section?.querySelector('h2')?.textContent,
      message: section?.querySelector('.errors-message')?.textContent,
      focused: document.activeElement === section,
      rowHighlighted: document.querySelector('#error-3')?.classList.contains('errors-row-chosen'),
    }
  })
const problems = (messages: { type: string; text: string }[]) =>
  messages.filter((message) => message.type === 'error' || message.type === 'pageerror')

describe('production error codes', () => {
  for (const address of ['/Errors?code=3', '/errors?code=3']) {
    it(`${address} shows error 3's message from the installed redux first, focused`, async () => {
      const { page, context, consoleMessages } = await openPage(browser)
      await page.goto(address)
      await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/errors?code=3')
      await waitForHydration(page)
      await expect
        .poll(() => chosen(page), { timeout: 10_000 })
        .toEqual({ title: 'Error #3', message: messageOf(3), focused: true, rowHighlighted: true })
      // The redirect page's script ran under the site's Content-Security-Policy: nothing was blocked.
      expect(problems(consoleMessages)).toEqual([])
      await context.close()
    })
  }

  it('reads without JavaScript: every code in the table, /Errors reaches it by meta refresh', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto('/Errors?code=3')
    await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 10_000 }).toBe('/errors')
    const rows = await page
      .locator('.errors-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent, tr.querySelector('td')?.textContent]))
    expect(rows).toEqual(codes.map((entry) => [String(entry.code), entry.message]))
    expect(await page.locator('.errors-chosen').count()).toBe(0)
    await context.close()
  })

  it('says so for a code the installed redux does not have', async () => {
    const { page, context } = await openPage(browser)
    await page.goto('/errors?code=999')
    await expect.poll(() => page.locator('.errors-chosen h2').textContent(), { timeout: 10_000 }).toBe('No error #999')
    await context.close()
  })
})

describe("today's redux.js.org addresses", () => {
  const cases = [
    ['/usage/writing-tests', '/recipes/writing-tests'],
    ['/style-guide', '/style-guide/style-guide'],
    ['/api/utils', '/api/api-reference'],
    ['/usage/structuring-reducers/normalizing-state-shape', '/recipes/structuring-reducers/normalizing-state-shape'],
    // Ours already: no redirect.
    ['/tutorials/quick-start', '/tutorials/quick-start'],
  ]
  for (const [from, to] of cases) {
    it(`${from} lands on ${to}, hash kept`, async () => {
      const { page, context, consoleMessages } = await openPage(browser)
      await page.goto(`${from}#top`)
      await expect.poll(() => page.evaluate(() => location.pathname + location.hash), { timeout: 10_000 }).toBe(`${to}#top`)
      await waitForHydration(page)
      expect(await page.locator('h1').first().textContent()).not.toMatch(/Page Not Found/)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${to}$`))
      expect(problems(consoleMessages)).toEqual([])
      await context.close()
    })
  }
})
