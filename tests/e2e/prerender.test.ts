import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, launchBrowser, openPage, screenshot, waitForHydration } from './browser.ts'

// The prerendered site as a static host serves it (tests/e2e/globalSetup.ts: plugins/staticServer.ts with
// dist/_headers): every route is a page of its own that reads fully without JavaScript, hydrates without
// a single console message in either colour mode (hydration.test.ts, in the group that times nothing), and
// runs under the Content-Security-Policy.

let browser: Browser
let routes: string[]
let siteUrl: string
beforeAll(async () => {
  browser = await launchBrowser()
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]))
  routes = urls.map((url) => url.pathname)
  siteUrl = urls[0].origin // the build's SITE_URL
})
afterAll(() => browser?.close())

const get = (path: string) => fetch(baseUrl() + path, { redirect: 'manual' })
const textOf = (html: string) => html.replace(/<[^>]+>/g, '')

describe('the prerendered site', () => {
  it('serves every route with 200 and its content, and an unknown path with the not-found page and 404', async () => {
    expect(routes.length).toBeGreaterThan(80)
    expect(routes).toContain('/')
    expect(routes).toContain('/search')
    expect(routes).toContain('/tutorials/index')
    expect(routes).toContain('/introduction/README')
    for (const route of routes) {
      const response = await get(route)
      expect(response.status, route).toBe(200)
      const html = await response.text()
      // The whole page: navigation, the page's h1, the footer; and its head tags.
      expect(html, route).toMatch(/<div id="root">[\s\S]*<nav[\s\S]*<h1[^>]*>[^<][\s\S]*<footer/)
      expect(html, route).toMatch(/<meta name="description" content="[^"]{20,}">/)
      expect(html, route).toContain(`<link rel="canonical" href="${siteUrl}${route}">`)
    }
    const missing = await get('/no/such/page')
    expect(missing.status).toBe(404)
    const html = await missing.text()
    expect(textOf(html)).toContain('Page Not Found')
    expect(html).toContain('<meta name="robots" content="noindex">')
    // A folder's URL is not a route: /tutorials/index lives in its own folder so /tutorials stays a 404.
    expect((await get('/tutorials')).status).toBe(404)
  })

  it('links only to URLs that answer 200, and to anchors that exist on the target page', async () => {
    const pages = new Map<string, string>()
    const pageOf = async (path: string) => {
      if (!pages.has(path)) {
        const response = await get(path)
        pages.set(path, response.status === 200 ? await response.text() : `status ${response.status}`)
      }
      return pages.get(path)!
    }
    const problems: string[] = []
    for (const route of routes) {
      const html = await pageOf(route)
      for (const [, target, hash] of html.matchAll(/<a [^>]*href="(\/[^"#]*)?(?:#([^"]*))?"/g)) {
        const path = target ?? route
        const linked = await pageOf(path)
        if (linked.startsWith('status')) problems.push(`${route} → ${path}: ${linked}`)
        else if (hash && !linked.includes(` id="${decodeURIComponent(hash)}"`)) problems.push(`${route} → ${path}#${hash}: no such id`)
      }
    }
    expect(problems).toEqual([])
  })

  it('reads fully with JavaScript off, and its links load other pages', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false })
    const response = await page.goto('/api/store')
    expect(response?.status()).toBe(200)
    expect(await page.locator('h1').first().textContent()).toBe('Store')
    const main = page.locator('main')
    expect(await main.locator('h2').count()).toBeGreaterThan(2)
    expect(await main.locator('pre').count()).toBeGreaterThan(0)
    expect((await main.innerText()).length).toBeGreaterThan(2000)
    // No control that needs the app: a copy button would be a dead stop for the keyboard.
    expect(await main.locator('.copy-button').count()).toBe(0)
    await screenshot(page, 'prerender-no-js-store')
    // A content link, then one in the navigation: each a plain page load.
    await page.locator('main a[href="/api/createstore"]').first().click()
    await page.waitForURL('**/api/createstore')
    expect(await page.locator('h1').first().textContent()).toBe('createStore')
    await page.locator('nav a[href="/faq"]').first().click()
    await page.waitForURL('**/faq')
    expect(await page.locator('h1').first().textContent()).toMatch(/FAQ/)
    await context.close()
  })
})

describe('code blocks below the fold', () => {
  // code.css skips laying out a code block until it nears the viewport (content-visibility), holding its
  // place at the height its line count gives: when it is laid out, nothing below it may move.
  it.each([1280, 390])('hold their real height before they are laid out (%i px wide)', async (width) => {
    const { context, page } = await openPage(browser, { viewport: { width, height: 800 } })
    await page.goto('/recipes/writing-tests') // 15 code blocks, from short to long
    const heights = () =>
      page.locator('main pre').evaluateAll((blocks) => blocks.map((block) => Math.round(block.getBoundingClientRect().height)))
    const skipped = await page
      .locator('main pre')
      .evaluateAll((blocks) => blocks.filter((block) => !block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).length)
    expect(skipped).toBeGreaterThan(3) // most blocks of this long page start unrendered
    const before = await heights()
    const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < documentHeight; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    }
    expect(await heights()).toEqual(before)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(documentHeight)
    await context.close()
  })
})

describe('hydration', () => {
  it('sends the Content-Security-Policy, whose script hash allows the inline colour-mode script', async () => {
    const response = await get('/api/store')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    // The colour-mode script ran under it: a stored choice is on <html> before the app starts.
    const { context, page } = await openPage(browser)
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/api/store', { waitUntil: 'domcontentloaded' }) // no app to wait for
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await context.close()
  })

  // One load for both (the same page in the same state): when the scripts start, and which page chunk they fetch.
  it('fetches no script while the page loads and paints: the app starts after `load` and the first contentful paint, preloads the page module and hydrates with it', async () => {
    const html = await (await get('/api/store')).text()
    const chunk = html.match(/data-preload="[^"]*(\/assets\/store-[^" ]+\.js)/)?.[1]
    expect(chunk).toBeTruthy()
    const { context, page, consoleMessages } = await openPage(browser)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/api/store')
    await waitForHydration(page)
    const timing = await page.evaluate(() => ({
      load:
        performance.getEntriesByType('navigation')[0] &&
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      // The time the first frame with content was on screen (later than the main thread's paint).
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length).toBeGreaterThanOrEqual(3) // entry, shared chunk, page chunk
    expect(timing.firstContentfulPaint).toBeGreaterThan(0)
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(Math.max(timing.load!, timing.firstContentfulPaint!))
    expect(consoleMessages).toEqual([])
    expect(requested.filter((url) => url === chunk)).toHaveLength(1)
    await context.close()
  })

  it('starts the app 2 s after DOMContentLoaded when `load` is held back (here: a stylesheet that never arrives)', async () => {
    const { context, page } = await openPage(browser)
    await page.route('**/assets/*.css', () => undefined) // never answered
    await page.goto('/api/store', { waitUntil: 'domcontentloaded' })
    const domReady = Date.now()
    await page.waitForRequest(/\/assets\/index-[^/]+\.js$/, { timeout: 10_000 })
    expect(Date.now() - domReady).toBeGreaterThan(1_500)
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    await context.close()
  })
})
