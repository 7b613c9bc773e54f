import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, screenshot } from './browser.ts'
import { algoliaSettings, variantSite } from './variantBuilds.ts'

// Search in real Chromium against the build with ALGOLIA_* set (tests/e2e/variantBuilds.ts), whose
// ALGOLIA_HOST is a local stand-in for Algolia. Last in vitest.e2e.config.ts's run (project
// e2e-variant), when the global setup's background build is done (it waits for it if not); the embedded
// index's tests are search.test.ts.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// Search loads its index and builds it on first use: allow for a busy machine.
const patience = { timeout: 20_000 }
const firstHitHref = (page: Page) => page.locator('.search-results [role="option"]').first().getAttribute('href')
const marks = (page: Page) => page.locator('.search-results mark').allTextContents()

describe('search with Algolia configured', () => {
  let algolia: Server
  let algoliaRequests: { url: URL; body: { requests?: { indexName?: string; query?: string }[] } }[] = []
  let site: Awaited<ReturnType<typeof variantSite>>

  beforeAll(async () => {
    // A stand-in for Algolia's query API (with CORS, as Algolia sends), on a local port.
    algolia = createServer((request: IncomingMessage, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        response.setHeader('access-control-allow-origin', '*')
        if (request.method === 'OPTIONS') return response.writeHead(204, { 'access-control-allow-headers': '*' }).end()
        algoliaRequests.push({ url: new URL(request.url ?? '/', 'http://algolia'), body: JSON.parse(body || '{}') })
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            results: [
              {
                hits: [
                  {
                    objectID: '/api/store#getstate',
                    url: '/api/store#getstate',
                    url_without_anchor: '/api/store',
                    type: 'lvl2',
                    hierarchy: { lvl0: 'From Algolia', lvl1: 'Store', lvl2: 'getState()', lvl3: null },
                    content: 'Returns the current state tree.',
                    _snippetResult: { content: { value: 'Returns the [[search-mark]]current[[/search-mark]] state tree.' } },
                  },
                ],
                nbHits: 1,
                page: 0,
                hitsPerPage: 32,
                processingTimeMS: 1,
              },
            ],
          }),
        )
      })
    })
    // The port the build was told Algolia is at (tests/e2e/variantBuilds.ts).
    await new Promise<void>((resolve) => algolia.listen(inject('algoliaPort'), '127.0.0.1', resolve))
    site = await variantSite(inject('variantsDir'), 'algolia')
  }, 600_000)

  afterAll(async () => {
    await site?.close()
    if (algolia.listening) await new Promise<void>((resolve) => algolia.close(() => resolve()))
  })

  it('sends the query to ALGOLIA_HOST with the search-only key and shows what Algolia answers', async () => {
    algoliaRequests = []
    const { page, context } = await openPage(browser, { baseURL: site.url })
    await page.goto('/search?q=current%20state')
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/store#getstate')
    expect(await page.locator('.search-group-category').first().textContent()).toBe('From Algolia')
    // Algolia's own marks in the snippet; the heading, which it did not highlight, marked by the query's words.
    expect(await marks(page)).toEqual(['State', 'current'])
    expect(await page.locator('[data-testid="search-fallback"]').count()).toBe(0)
    const [request] = algoliaRequests
    expect(request.url.pathname).toBe('/1/indexes/*/queries')
    expect(request.url.searchParams.get('x-algolia-application-id')).toBe(algoliaSettings.ALGOLIA_APP_ID)
    expect(request.url.searchParams.get('x-algolia-api-key')).toBe(algoliaSettings.ALGOLIA_API_KEY)
    expect(request.body.requests?.[0]).toMatchObject({ indexName: algoliaSettings.ALGOLIA_INDEX_NAME, query: 'current state' })
    await context.close()
  })

  it('when Algolia is down, says so plainly and answers from the embedded index', async () => {
    algolia.closeAllConnections()
    await new Promise<void>((resolve) => algolia.close(() => resolve())) // the port is now dead
    const { page, context, consoleMessages } = await openPage(browser, { baseURL: site.url })
    await page.goto('/search?q=combineReducers')
    const notice = page.locator('[data-testid="search-fallback"]')
    await expect
      .poll(() => notice.textContent(), patience)
      .toMatch(/^Algolia search is not answering \(.+\), so these results come from the search index built into this site\.$/)
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/combinereducers')
    await screenshot(page, 'search-algolia-down')

    // The modal tells the same story.
    await page.goto('/api/store') // `load`, then the app (openPage)
    await page.keyboard.press('Control+k')
    await page.locator('.search-modal input').fill('applymidleware')
    await expect.poll(() => page.locator('.search-modal [data-testid="search-fallback"]').count(), patience).toBe(1)
    await expect.poll(() => firstHitHref(page), patience).toBe('/api/applymiddleware')
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([])
    await context.close()
  })
})
