import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page, Route } from 'playwright-core'
import { launchBrowser, openPage, screenshot } from './browser.ts'
import { chunk, contentLink, h1, isPrefetch, sleep } from './routerPage.ts'

// The router's deadlines (the progress bar after a second and not before, the spinner after 200 ms, two
// clicks 100 ms apart) on the page's own clock: Playwright's fake clock (page.clock) drives the page's
// setTimeout, performance.now and frames, the test moves it (runFor), and a slow chunk is held by the test
// until it lets it go. A late renderer (another file's pages beside this one) cannot move the page's time,
// so these run in the parallel group (vitest.e2e.config.ts). React's own scheduling (MessageChannel) is not
// faked: a render still happens in real time, which is why each check polls for what a timer made appear.

/**
 * A page chunk's requests held until the test calls `release` (a slow network, ended by the test);
 * `requested` lists the navigation's requests, not the idle-time hints of it (held too).
 */
const holdChunk = async (page: Page, name: string) => {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route(chunk(name), async (route: Route) => {
    if (!isPrefetch(route.request())) requested.push(route.request().url())
    await released
    await route.continue()
  })
  return { release, requested }
}

/**
 * Stops the page's clock a little ahead of its time (pauseAt cannot go back): from here, time moves only
 * by runFor. Its time runs on meanwhile; if it passed the mark first, the mark is taken again.
 */
const pauseClock = async (page: Page) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50)
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error
    }
  }
}

const barShown = (page: Page) => page.evaluate(() => Boolean(document.querySelector('#nprogress .bar')))

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
describe('preload before switch, on the page clock', () => {
  it('keeps the old page up while a chunk is slow; the bar appears only after a second, then the new page', async () => {
    const { page } = await openPage(browser)
    await page.clock.install()
    await page.goto('/api/api-reference')
    const compose = await holdChunk(page, 'compose')
    await pauseClock(page)
    await contentLink(page, '/api/compose').click()
    await expect.poll(() => compose.requested.length).toBe(1)
    await page.clock.runFor(999)
    // Anything the click started has run by now (the chunk is asked for): no timer of the page is due.
    expect(await barShown(page)).toBe(false)
    expect(await h1(page)).toBe('API Reference')
    expect(new URL(page.url()).pathname).toBe('/api/compose')
    await page.clock.runFor(2)
    await expect.poll(() => barShown(page)).toBe(true)
    expect(await h1(page)).toBe('API Reference')
    await screenshot(page, 'router-progress-bar')
    compose.release()
    await page.clock.resume()
    await expect.poll(() => h1(page), { timeout: 5000 }).toBe('compose')
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 3000 }).toBe(0)
  })

  it("shows the bar at 1.2 s even when every script, the bar's own code included, takes 2 s", async () => {
    const { page } = await openPage(browser)
    await page.clock.install()
    // Scripts are all a navigation fetches; the page's HTML and CSS come at once (delayed too, they only
    // made the first load 4 s longer). A slow network, in real time: no deadline of the page's is timed here.
    let held: (() => void) | undefined
    const composeHeld = new Promise<void>((resolve) => (held = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.js', async (route) => {
      // Speculative prefetches are dropped: a page chunk fetched ahead would make the navigation fast.
      if (isPrefetch(route.request())) return route.abort()
      // The page chunk of the navigation is held until the test has seen the bar.
      if (chunk('compose').test(route.request().url())) {
        held?.()
        await released
      } else await sleep(2000)
      await route.continue()
    })
    // The bar's code arrives in idle time after the page has loaded, before any navigation asks for it.
    const barCode = page.waitForResponse(/\/nprogress-[\w-]+\.js$/, { timeout: 40_000 })
    await page.goto('/api/api-reference', { timeout: 40_000 })
    await barCode
    await pauseClock(page)
    await contentLink(page, '/api/compose').click()
    await composeHeld
    await page.clock.runFor(1200)
    // No 2 s wait for the bar's code: it is on hand, and the bar is up at 1.2 s of page time.
    await expect.poll(() => barShown(page), { timeout: 1000 }).toBe(true)
    release()
    await page.clock.resume()
    await expect.poll(() => h1(page), { timeout: 10_000 }).toBe('compose')
  }, 90_000)

  it('shows no bar for a fast navigation', async () => {
    const { page } = await openPage(browser)
    await page.clock.install()
    await page.goto('/api/api-reference')
    await page.evaluate(() => {
      const w = window as unknown as { barSeen: boolean }
      w.barSeen = false
      new MutationObserver(() => (w.barSeen ||= Boolean(document.getElementById('nprogress')))).observe(document.body, { childList: true })
    })
    await pauseClock(page)
    await contentLink(page, '/api/combinereducers').click()
    await expect.poll(() => h1(page)).toBe('combineReducers')
    // Past the second after which a slow navigation would have shown the bar: none was started.
    await page.clock.runFor(1200)
    expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false)
  })

  it('rapid clicks: the last one wins, and an earlier page that loads first never flashes', async () => {
    const { page } = await openPage(browser)
    await page.clock.install()
    await page.goto('/api/api-reference')
    const compose = await holdChunk(page, 'compose')
    const applyMiddleware = await holdChunk(page, 'applymiddleware')
    await recordHeadings(page)
    await pauseClock(page)
    // Two clicks 100 ms apart of page time, before either chunk arrives.
    await page.evaluate(() => {
      const link = (href: string) => document.querySelector<HTMLAnchorElement>(`main article a[href="${href}"]`)!
      link('/api/compose').click()
      setTimeout(() => link('/api/applymiddleware').click(), 100)
    })
    await expect.poll(() => compose.requested.length).toBe(1)
    expect(applyMiddleware.requested).toEqual([])
    await page.clock.runFor(100)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/api/applymiddleware')
    await expect.poll(() => applyMiddleware.requested.length).toBe(1)
    // The superseded page's chunk arrives first, and has every chance to show before the last one does.
    const composeLoaded = page.waitForResponse(chunk('compose'))
    compose.release()
    await composeLoaded
    await page.clock.runFor(500)
    // Stays a wait: nothing can prove by polling that the superseded page did not flash.
    await sleep(300)
    expect(await seenHeadings(page)).toEqual(['API Reference'])
    applyMiddleware.release()
    await expect.poll(() => h1(page), { timeout: 5000 }).toBe('applyMiddleware')
    await page.clock.runFor(300)
    await sleep(300)
    expect(await seenHeadings(page)).toEqual(['API Reference', 'applyMiddleware'])
  })

  it('a failed chunk: warns, shows the retry box (not the old page), and Retry recovers once the network is back', async () => {
    const { page, consoleMessages } = await openPage(browser)
    await page.clock.install()
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

    // Back online, and slow: nothing for 200 ms of page time, then the spinner, then the page.
    await page.unroute(chunk('bindactioncreators'))
    const back = await holdChunk(page, 'bindactioncreators')
    await pauseClock(page)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => back.requested.length).toBe(1)
    const spinner = page.locator('.page-loader[role="status"]')
    await page.clock.runFor(199)
    expect(await spinner.count()).toBe(0)
    await page.clock.runFor(2)
    await expect.poll(() => spinner.count(), { timeout: 1000 }).toBe(1)
    expect(await spinner.getAttribute('aria-label')).toMatch(/loading/i)
    await screenshot(page, 'router-loader-spinner')
    back.release()
    await page.clock.resume()
    await expect.poll(() => h1(page), { timeout: 5000 }).toBe('bindActionCreators')
    attempts.push(...back.requested)
    // Every retry asked for a new URL: a browser remembers a failed import() of the same one.
    expect(new Set(attempts).size).toBe(attempts.length)
    expect(attempts.at(-1)).toMatch(/\?attempt=\d+$/)
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([])
  })
})

// The two frames are the page clock's: its frames are faked with its timers, so a late renderer cannot
// make focus miss them.
describe('focus after a navigation', () => {
  it('forward navigation focuses and announces the new page; back/forward restores the position without moving focus', async () => {
    const { page } = await openPage(browser)
    await page.clock.install()
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
    await pauseClock(page)
    await contentLink(page, '/api/createstore').evaluate((link: HTMLAnchorElement) => link.click())
    await expect.poll(() => h1(page)).toBe('createStore')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // No frame yet: focus has not moved in the commit.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1')
    await page.clock.runFor(50)
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

    await page.clock.resume()
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.goBack()
    await expect.poll(() => h1(page)).toBe('Store')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1')

    await page.goForward()
    await expect.poll(() => h1(page)).toBe('createStore')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1')
  })

  // Not on the page clock: the fake clock's performance object lists no navigation entry, from which the
  // app learns the load was a reload. Nothing here is timed.
  it('a reload keeps the position (remembered in sessionStorage on pagehide)', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/store')
    // A history entry of the app's own (the first load's has no key to remember a position by).
    await contentLink(page, '/api/createstore').evaluate((link: HTMLAnchorElement) => link.click())
    await expect.poll(() => h1(page)).toBe('createStore')
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
    // Each hint is held until the test lets them all go: no hint ends while the test counts.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (!isPrefetch(route.request())) return route.continue()
      total++
      most = Math.max(most, ++inFlight)
      await released
      await route.continue()
      inFlight--
    })
    await page.clock.install()
    await page.goto('/api/api-reference')
    await expect.poll(() => most, { timeout: 10_000 }).toBeGreaterThan(1)
    // Past the idle callbacks' 2 s timeout of page time: with every hint held, no more went out.
    await page.clock.runFor(3000)
    // Stays a wait: a request the page would start is not seen at once.
    await sleep(300)
    expect(most).toBeLessThanOrEqual(3)
    release()
    await expect.poll(() => total, { timeout: 10_000 }).toBeGreaterThan(5)
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
    await page.clock.install()
    await page.goto('/api/api-reference')
    await contentLink(page, '/api/compose').hover()
    await contentLink(page, '/api/applymiddleware').focus()
    // Past the idle callbacks' 2 s timeout of page time, after which idle-time hints would have gone out.
    await page.clock.runFor(3000)
    // Stays a wait: a request the page would start is not seen at once.
    await sleep(300)
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0)
    expect(chunkRequests).toEqual([])
    await contentLink(page, '/api/compose').click()
    await expect.poll(() => h1(page)).toBe('compose')
  })
})
