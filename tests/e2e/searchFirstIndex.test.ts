import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser.ts'

// While the full search index loads, the titles-and-headings index answers; when the full one answers the
// same query, the pages on screen keep their places (a reader reaching for one must not click another).
// "provider": the full index ranks /recipes/nextjs first, a page that only its text matches.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const patience = { timeout: 30_000 }
const status = (page: Page) => page.locator('.search-results .search-status').first().textContent()
/** The result pages in order, each once (a page's hits link to its sections). */
const resultPages = async (page: Page) => [
  ...new Set(
    (
      await page.locator('.search-results [role="option"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).map((href) => href.split('#')[0]),
  ),
]

describe('search while the full index loads', () => {
  it('keeps the pages shown in place when the full index answers, and adds the pages only its text matches after them', async () => {
    const { page } = await openPage(browser)
    let releaseFullIndex!: () => void
    const fullIndexHeld = new Promise<void>((resolve) => (releaseFullIndex = resolve))
    await page.route('**/assets/search-index-*.json', async (route) => {
      await fullIndexHeld
      await route.continue()
    })
    await page.goto('/search?q=provider')
    await expect.poll(() => status(page), patience).toMatch(/titles and headings match/)
    const firstAnswer = await resultPages(page)
    expect(firstAnswer.length).toBeGreaterThan(1)
    expect(firstAnswer[0]).not.toBe('/recipes/nextjs')

    releaseFullIndex()
    await expect.poll(() => status(page), patience).toMatch(/pages? match/)
    const fullAnswer = await resultPages(page)
    expect(fullAnswer.slice(0, firstAnswer.length)).toEqual(firstAnswer)
    expect(fullAnswer).toContain('/recipes/nextjs')
    // Asked again ("Provider": the same words, another query), they are ranked by the full index alone.
    await page.locator('#search-page-input').fill('Provider')
    await expect.poll(async () => (await resultPages(page))[0], patience).toBe('/recipes/nextjs')
  })
})
