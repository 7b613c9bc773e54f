import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchBrowser, openPage, screenshot } from './browser.ts'

// Issue 31: focus lands on the section a reader was sent to; the not-found page's suggestions for typos
// and its buttons; back to top; copy the page as Markdown. Real Chromium against the production build.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const patience = { timeout: 15_000 }
const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const sizes = { 1440: desktop, 390: phone } as const

async function openThemed(options: BrowserContextOptions, theme: 'light' | 'dark' = 'light') {
  const opened = await openPage(browser, options)
  await opened.context.addInitScript((mode) => localStorage.setItem('theme', mode), theme)
  return opened
}

/** The focused element: its tag, id and whether it is in view. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!
    const box = element.getBoundingClientRect()
    return { tag: element.tagName, id: element.id, inView: box.top >= 0 && box.bottom <= innerHeight }
  })

describe('focus after a navigation to page#section', () => {
  it("goes to the section heading when a link leads to another page's section", async () => {
    const { page, context } = await openPage(browser, desktop)
    await page.goto('/api/api-reference')
    await page.locator('main article a[href="/api/store#subscribelistener"]').first().click()
    await page.waitForURL(/\/api\/store#subscribelistener$/)
    await expect.poll(() => focused(page), patience).toEqual({ tag: 'H3', id: 'subscribelistener', inView: true })
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    // The next Tab continues from the section: the next link below it, not the top of the page.
    await page.keyboard.press('Tab')
    const next = await page.evaluate(() => {
      const heading = document.getElementById('subscribelistener')!
      return Boolean(heading.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(next).toBe(true)
    await context.close()
  })

  it('goes to the section heading when a search result leads there', async () => {
    const { page, context } = await openPage(browser, desktop)
    await page.goto('/introduction/getting-started')
    await page.keyboard.press('Control+k')
    await page.locator('.search-modal-input').fill('combineReducers')
    // The full index's answer, not the first (titles and headings) one: the list is redrawn when the full
    // answer comes, and a hit read from the first could be another by the time it is clicked.
    await expect.poll(() => page.locator('.search-modal .search-status').textContent(), patience).toMatch(/match(es)? “combineReducers”/)
    const sectionHit = page.locator('.search-modal [role="option"][href^="/api/combinereducers#"]').first()
    await sectionHit.waitFor(patience)
    await sectionHit.click()
    // The section the click went to, read from the address: should the list still be redrawn between
    // reading a hit's href and the click, the click goes to whichever combineReducers section is first.
    await page.waitForURL((url) => url.pathname === '/api/combinereducers' && url.hash.length > 1)
    const id = decodeURIComponent(await page.evaluate(() => location.hash.slice(1)))
    await expect.poll(async () => (await focused(page)).id, patience).toBe(id)
    expect((await focused(page)).inView).toBe(true)
    await context.close()
  })

  it('still goes to the page heading after a link without a section', async () => {
    const { page, context } = await openPage(browser, desktop)
    await page.goto('/api/api-reference')
    await page.locator('main article a[href="/api/createstore"]').first().click()
    await page.waitForURL(/\/api\/createstore$/)
    await expect.poll(async () => (await focused(page)).tag, patience).toBe('H1')
    await context.close()
  })
})

describe('the not-found page', () => {
  it('suggests the page a typo meant, and keeps its buttons on one row at 1440 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1440, 390] as const) {
        const { page, context } = await openThemed(sizes[width], theme)
        await page.goto('/api/createstor')
        await expect.poll(() => page.locator('.not-found li a').first().getAttribute('href'), patience).toBe('/api/createstore')
        if (width === 1440) {
          const tops = await page
            .locator('.not-found-links .button')
            .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)))
          expect(tops).toHaveLength(3)
          expect(new Set(tops).size).toBe(1)
        }
        await screenshot(page, `not-found-typo-${width}-${theme}`)
        await context.close()
      }
    }
  })

  it("suggests pages for a typo in another section's address", async () => {
    const { page, context } = await openPage(browser, desktop)
    await page.goto('/usage/writing-test')
    await expect.poll(() => page.locator('.not-found li a').allTextContents(), patience).toContain('Writing Tests')
    await context.close()
  })
})

describe('back to top', () => {
  it('appears well down a long page, and takes the reader to the top with focus on the title', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1440, 390] as const) {
        const { page, context } = await openThemed(sizes[width], theme)
        await page.goto('/style-guide/style-guide')
        const button = page.getByRole('button', { name: 'Back to top' })
        expect(await button.count()).toBe(0)
        await page.evaluate(() => window.scrollTo(0, innerHeight * 3))
        await button.waitFor(patience)
        // Not a tab stop (see PageTools.tsx): the keyboard's sequence does not change with the scroll position.
        expect(await button.getAttribute('tabindex')).toBe('-1')
        await screenshot(page, `back-to-top-${width}-${theme}`)
        await button.click()
        await expect.poll(() => page.evaluate(() => window.scrollY), patience).toBe(0)
        expect(await focused(page)).toMatchObject({ tag: 'H1' })
        await expect.poll(() => button.count(), patience).toBe(0)
        await context.close()
      }
    }
  })
})

describe('copy the page as Markdown', () => {
  it("copies the page's .md copy to the clipboard", async () => {
    const { page, context } = await openThemed(desktop)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/api/createstore')
    const served = readFileSync(path.resolve(import.meta.dirname, '../../dist/api/createstore.md'), 'utf8')
    expect(served).toMatch(/createStore/)
    await page.evaluate(() => navigator.clipboard.writeText('before'))
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), patience).toBe(served)
    await context.close()
  })

  it('sits in the page header without moving it, in both themes and widths', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1440, 390] as const) {
        const { page, context } = await openThemed(sizes[width], theme)
        // The app's entry waits until the prerendered page has been measured.
        let release = () => {}
        const released = new Promise<void>((resolve) => (release = resolve))
        await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
          await released
          await route.continue()
        })
        // 'commit', then `load`: openPage's goto would wait for the app, which is held back.
        await page.goto('/api/createstore', { waitUntil: 'commit' })
        await page.waitForLoadState('load')
        const titleTop = () => page.locator('h1.doc-title').evaluate((h1) => h1.getBoundingClientRect().top)
        const before = await titleTop()
        release()
        await page.getByRole('button', { name: 'Copy page as Markdown' }).waitFor(patience)
        expect(await titleTop()).toBe(before)
        await screenshot(page, `copy-page-${width}-${theme}`)
        await context.close()
      }
    }
  })
})

describe('back to top beside a long table of contents', () => {
  it('covers none of it at 1440 px', async () => {
    const { page, context } = await openPage(browser, desktop)
    await page.goto('/style-guide/style-guide')
    await page.evaluate(() => window.scrollTo(0, innerHeight * 3))
    const button = page.getByRole('button', { name: 'Back to top' })
    await button.waitFor(patience)
    const [toc, back] = await Promise.all([page.locator('nav.toc').boundingBox(), button.boundingBox()])
    expect(toc!.y + toc!.height).toBeLessThanOrEqual(back!.y)
    await context.close()
  })
})
