import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, screenshot } from './browser.ts'
import { chunk, contentLink, h1, isPrefetch, sleep } from './routerPage.ts'

// The router shell in real Chromium against the production build, what holds a page to a deadline:
// preload before switch, the progress bar, page loader and Retry, focus two frames after a navigation,
// prefetching in idle time. One file at a time (vitest.e2e.config.ts): another file's rendering beside
// it would make a page late.
// Paths, scrolling and hash targets, prefetching on intent: navigation.test.ts. Page views of a build with
// GTAG_ID set, which hold no deadline: pageViews.test.ts.

/** Records every h1 text the page ever shows, to prove which pages flashed. */
const recordHeadings = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = ((window as unknown as { seenHeadings: string[] }).seenHeadings = [
      document.querySelector('h1')?.textContent ?? '',
    ])
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? ''
      if (seen.at(-1) !== text) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
const seenHeadings = (page: Page) => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
describe('preload before switch', () => {
  it('keeps the old page up while a chunk is slow; the bar appears only after a second, then the new page', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/api-reference')
    await page.route(chunk('compose'), async (route) => {
      await sleep(2500)
      await route.continue()
    })
    // Observed in the page, timed from the click: what is on screen at 600 ms and 1500 ms.
    await page.evaluate(() => {
      const probes: Record<string, { heading: string; path: string; bar: boolean }> = {}
      ;(window as unknown as { probes: typeof probes }).probes = probes
      const probe = (name: string) =>
        (probes[name] = {
          heading: document.querySelector('h1')?.textContent ?? '',
          path: location.pathname,
          bar: Boolean(document.querySelector('#nprogress .bar')),
        })
      document.addEventListener('click', () => (setTimeout(() => probe('at600'), 600), setTimeout(() => probe('at1500'), 1500)), {
        capture: true,
        once: true,
      })
    })
    await contentLink(page, '/api/compose').click()
    await expect.poll(() => page.evaluate(() => 'at1500' in (window as unknown as { probes: object }).probes), { timeout: 5000 }).toBe(true)
    await screenshot(page, 'router-progress-bar')
    const probes = await page.evaluate(() => (window as unknown as { probes: object }).probes)
    expect(probes).toEqual({
      at600: { heading: 'API Reference', path: '/api/compose', bar: false },
      at1500: { heading: 'API Reference', path: '/api/compose', bar: true },
    })
    await expect.poll(() => h1(page), { timeout: 5000 }).toBe('compose')
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 3000 }).toBe(0)
  })

  it("shows the bar at 1.2 s even when every script, the bar's own code included, takes 2 s", async () => {
    const { page } = await openPage(browser)
    // Scripts are all a navigation fetches; the page's HTML and CSS come at once (delayed too, they only
    // made the first load 4 s longer).
    await page.route('**/*.js', async (route) => {
      // Speculative prefetches are dropped: a page chunk fetched ahead would make the navigation fast.
      if (isPrefetch(route.request())) return route.abort()
      await sleep(2000)
      await route.continue()
    })
    // The bar's code arrives in idle time after the page has loaded, before any navigation asks for it.
    const barCode = page.waitForResponse(/\/nprogress-[\w-]+\.js$/, { timeout: 40_000 })
    await page.goto('/api/api-reference', { timeout: 40_000 })
    await barCode
    await page.evaluate(() => {
      const w = window as unknown as { barAt1200?: boolean }
      document.addEventListener('click', () => setTimeout(() => (w.barAt1200 = Boolean(document.querySelector('#nprogress .bar'))), 1200), {
        capture: true,
        once: true,
      })
    })
    await contentLink(page, '/api/compose').click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { barAt1200?: boolean }).barAt1200), { timeout: 5000 }).toBe(true)
    await expect.poll(() => h1(page), { timeout: 10_000 }).toBe('compose')
  }, 90_000)

  it('shows no bar for a fast navigation', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/api-reference')
    await page.evaluate(() => {
      const w = window as unknown as { barSeen: boolean }
      w.barSeen = false
      new MutationObserver(() => (w.barSeen ||= Boolean(document.getElementById('nprogress')))).observe(document.body, { childList: true })
    })
    await contentLink(page, '/api/combinereducers').click()
    await expect.poll(() => h1(page)).toBe('combineReducers')
    // Stays a wait: no bar past the second after which a slow navigation would have shown one.
    await sleep(1200)
    expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false)
  })

  it('rapid clicks: the last one wins, and an earlier page that loads first never flashes', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/api-reference')
    await page.route(chunk('compose'), async (route) => {
      await sleep(500)
      await route.continue()
    })
    await page.route(chunk('applymiddleware'), async (route) => {
      await sleep(1500)
      await route.continue()
    })
    await recordHeadings(page)
    // Two clicks 100 ms apart, well before either chunk arrives (timed in the page, not by the driver).
    await page.evaluate(() => {
      const link = (href: string) => document.querySelector<HTMLAnchorElement>(`main article a[href="${href}"]`)!
      link('/api/compose').click()
      setTimeout(() => link('/api/applymiddleware').click(), 100)
    })
    await expect.poll(() => new URL(page.url()).pathname).toBe('/api/applymiddleware')
    await expect.poll(() => h1(page), { timeout: 5000 }).toBe('applyMiddleware')
    // Stays a wait: nothing else (the superseded page, say) flashes once the last one is up.
    await sleep(300)
    expect(await seenHeadings(page)).toEqual(['API Reference', 'applyMiddleware'])
  })

  it('a failed chunk: warns, shows the retry box (not the old page), and Retry recovers once the network is back', async () => {
    const { page, consoleMessages } = await openPage(browser)
    await page.goto('/api/api-reference')
    const attempts: string[] = []
    await page.route(chunk('bindactioncreators'), (route) => {
      attempts.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await contentLink(page, '/api/bindactioncreators').click()
    const alert = page.locator('.page-loader[role="alert"]')
    await expect.poll(() => alert.count()).toBe(1)
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(1)
    expect(await alert.textContent()).toMatch(/bindactioncreators/i)
    expect(await page.locator('h1', { hasText: 'API Reference' }).count()).toBe(0)
    const warning = consoleMessages.find((m) => m.type === 'warning' && m.text.includes('/api/bindactioncreators'))
    expect(warning?.text).toMatch(/failed/i)
    await screenshot(page, 'router-retry-box')

    // Still offline: Retry asks again, fails again and says so.
    const failedSoFar = attempts.length
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => attempts.length).toBe(failedSoFar + 1)
    await expect.poll(() => alert.count()).toBe(1)

    // Back online, and slow: nothing for 200 ms, then the spinner, then the page.
    await page.unroute(chunk('bindactioncreators'))
    await page.route(chunk('bindactioncreators'), async (route) => {
      attempts.push(route.request().url())
      await sleep(1200)
      await route.continue()
    })
    // Timed in the page: when Retry was clicked, and when the spinner appeared.
    await page.evaluate(() => {
      const times: { click?: number; spinner?: number } = ((window as unknown as { loaderTimes: object }).loaderTimes = {})
      document.addEventListener('click', () => (times.click ??= performance.now()), { capture: true })
      new MutationObserver(() => {
        if (document.querySelector('.page-loader[role="status"]')) times.spinner ??= performance.now()
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await alert.getByRole('button', { name: 'Retry' }).click()
    const spinner = page.locator('.page-loader[role="status"]')
    await expect.poll(() => spinner.count(), { timeout: 1000 }).toBe(1)
    expect(await spinner.getAttribute('aria-label')).toMatch(/loading/i)
    await screenshot(page, 'router-loader-spinner')
    const times = await page.evaluate(() => (window as unknown as { loaderTimes: Record<string, number> }).loaderTimes)
    expect(times.spinner - times.click).toBeGreaterThanOrEqual(190)
    expect(times.spinner - times.click).toBeLessThan(600)
    await expect.poll(() => h1(page), { timeout: 5000 }).toBe('bindActionCreators')
    // Every retry asked for a new URL: a browser remembers a failed import() of the same one.
    expect(new Set(attempts).size).toBe(attempts.length)
    expect(attempts.at(-1)).toMatch(/\?attempt=\d+$/)
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([])
  })
})

// Beside another file, the app's focus can come later than the two frames this test allows it (in a
// two-at-a-time run at load 15–20, focus was still on <body> two frames after the new heading).
describe('focus after a navigation', () => {
  it('forward navigation focuses and announces the new page; back/forward restores the position without moving focus', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/store')
    // The reader scrolled down, then follows a link (clicked without Playwright scrolling to it).
    await page.evaluate(() => window.scrollTo(0, 1500))
    const leftAt = await page.evaluate(() => window.scrollY)
    expect(leftAt).toBe(1500)
    // Where focus is as the new heading enters the DOM, and in the second frame after it.
    await page.evaluate(() => {
      const w = window as unknown as { focusAtArrival?: string; focusTwoFramesLater?: string }
      const focused = () => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== 'createStore') return
        observer.disconnect()
        w.focusAtArrival = focused()
        requestAnimationFrame(() => requestAnimationFrame(() => (w.focusTwoFramesLater = focused())))
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await contentLink(page, '/api/createstore').evaluate((link: HTMLAnchorElement) => link.click())
    await expect.poll(() => h1(page)).toBe('createStore')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName + ':' + document.activeElement?.textContent))
      .toBe('H1:createStore')
    // Focus moves once the frame showing the page is painted: focusing in the commit made the browser
    // style and lay out the page before it could paint it.
    const focusTimes = await page.evaluate(() => {
      const { focusAtArrival, focusTwoFramesLater } = window as unknown as { focusAtArrival?: string; focusTwoFramesLater?: string }
      return { focusAtArrival, focusTwoFramesLater }
    })
    expect(focusTimes.focusAtArrival).not.toBe('H1:createStore')
    expect(focusTimes.focusTwoFramesLater).toBe('H1:createStore')
    await expect.poll(() => page.locator('[aria-live]').filter({ hasText: 'createStore' }).count()).toBe(1)

    await page.evaluate(() => window.scrollTo(0, 900))
    await page.goBack()
    await expect.poll(() => h1(page)).toBe('Store')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1')

    await page.goForward()
    await expect.poll(() => h1(page)).toBe('createStore')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1')

    // A reload keeps the position too (remembered in sessionStorage on pagehide).
    await page.evaluate(() => window.scrollTo(0, 700))
    await page.reload()
    await expect.poll(() => h1(page)).toBe('createStore')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700)
  })
})

describe('prefetching in idle time', () => {
  it('hints links in view in idle time, a few at a time', async () => {
    const { page } = await openPage(browser)
    let inFlight = 0
    let most = 0
    let total = 0
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (!isPrefetch(route.request())) return route.continue()
      total++
      most = Math.max(most, ++inFlight)
      await sleep(300)
      await route.continue()
      inFlight--
    })
    await page.goto('/api/api-reference')
    await expect.poll(() => total, { timeout: 10_000 }).toBeGreaterThan(5)
    await expect.poll(() => most, { timeout: 5000 }).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(3)
  })

  it('prefetches nothing on a 2g connection with data saver on', async () => {
    const { page } = await openPage(browser)
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '2g', saveData: true }) })
    })
    const chunkRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/(compose|applymiddleware|createstore)-/.test(request.url())) chunkRequests.push(request.url())
    })
    await page.goto('/api/api-reference')
    await contentLink(page, '/api/compose').hover()
    await contentLink(page, '/api/applymiddleware').focus()
    // Stays a wait: nothing is hinted within the 2 s after which idle-time hints would have gone out.
    await sleep(2000)
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0)
    expect(chunkRequests).toEqual([])
    await contentLink(page, '/api/compose').click()
    await expect.poll(() => h1(page)).toBe('compose')
  })
})
