import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser.ts'
import { MEASUREMENT_ID, variantSite } from './variantBuilds.ts'
import { contentLink, h1, sleep } from './routerPage.ts'

// The router's page views in real Chromium, against the build a deployment makes with GTAG_ID set (made
// by the global setup beside the other files: tests/e2e/variantBuilds.ts). Nothing here holds a page to
// a deadline (each poll waits as long as it needs); the file runs last, with the Algolia tests (project
// e2e-variant), once that build is done. Without a measurement id: navigation.test.ts.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('page views', () => {
  describe('with GTAG_ID set at build time', () => {
    // Built as a deployment builds it, by the global setup (tests/e2e/variantBuilds.ts).
    let analyticsSite: Awaited<ReturnType<typeof variantSite>>
    beforeAll(async () => {
      analyticsSite = await variantSite(inject('variantsDir'), 'gtag')
    }, 300_000)
    afterAll(() => analyticsSite?.close())
    type PageViewParams = { page_path: string; page_location: string; page_title: string }
    const pageViews = (page: Page) =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((args) => Array.from(args))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => args[2] as PageViewParams),
      )

    it('counts the first load and every route change on window.dataLayer, not hash changes', { timeout: 120_000 }, async () => {
      const analyticsUrl = analyticsSite.url
      const { page, consoleMessages } = await openPage(browser, { baseURL: analyticsUrl })
      const scripts: string[] = []
      await page.route(/googletagmanager\.com/, (route) => {
        scripts.push(route.request().url())
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
      })
      await page.goto('/api/api-reference')
      // The first view is counted once the page has hydrated, which may be well after `load` on a busy machine.
      await expect.poll(() => pageViews(page), { timeout: 5000 }).toHaveLength(1)
      // The page view is queued on dataLayer before gtag.js is requested: the request may come a moment later.
      await expect.poll(() => scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`])

      await contentLink(page, '/api/compose').click()
      await expect.poll(() => pageViews(page)).toHaveLength(2)
      await page.locator('main a[href^="/api/compose#"]').filter({ visible: true }).first().click()
      await expect.poll(() => new URL(page.url()).hash).not.toBe('')
      await contentLink(page, '/api/createstore').click()
      await expect.poll(() => pageViews(page)).toHaveLength(3)
      await page.goBack()
      await page.goBack()
      await expect.poll(() => pageViews(page)).toHaveLength(4)
      // Stays a wait: no further page view (for the hash change, say) arrives late.
      await sleep(300)

      const views = await pageViews(page)
      expect(views.map((view) => view.page_path)).toEqual(['/api/api-reference', '/api/compose', '/api/createstore', '/api/compose'])
      expect(views[1]).toEqual({
        page_path: '/api/compose',
        page_location: `${analyticsUrl}/api/compose`,
        page_title: 'compose | Redux',
        send_to: MEASUREMENT_ID,
      })
      expect(views[0].page_title).toBe('API Reference | Redux')
      expect(scripts).toHaveLength(1)
      expect(consoleMessages.filter((m) => m.type === 'pageerror' || m.text.includes('Content Security Policy'))).toEqual([])
    })

    it('honours Global Privacy Control: no gtag.js, no dataLayer', async () => {
      const { page } = await openPage(browser, { baseURL: analyticsSite.url })
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
      const google: string[] = []
      page.on('request', (request) => void (request.url().includes('googletagmanager') && google.push(request.url())))
      await page.goto('/api/api-reference')
      await contentLink(page, '/api/compose').click()
      await expect.poll(() => h1(page)).toBe('compose')
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
      expect(google).toEqual([])
    })
  })
})
