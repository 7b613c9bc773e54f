import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, screenshot } from './browser.ts'
import { chunk, contentLink, h1, isPrefetch, sleep } from './routerPage.ts'

// The router shell in real Chromium against the production build, what holds no deadline: paths,
// scrolling, prefetching on a reader's intent, no page views without a measurement id. What must happen
// within a second or a few frames (the progress bar, the loader, focus two frames after a navigation,
// idle-time prefetching) are router.test.ts's, on the page's fake clock; the page views of a build with
// GTAG_ID set are pageViews.test.ts's.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('paths', () => {
  it('strips a trailing /index.html from the address bar, takes a trailing slash, and shows not-found for unknown paths', async () => {
    const { page, consoleMessages } = await openPage(browser)
    await page.goto('/api/createstore/index.html')
    await expect.poll(() => h1(page)).toBe('createStore')
    expect(new URL(page.url()).pathname).toBe('/api/createstore')
    // Replaced, not pushed: the tab's history is about:blank and this page.
    expect(await page.evaluate(() => history.length)).toBe(2)

    await page.goto('/index.html')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')

    await page.goto('/api/compose/')
    await expect.poll(() => h1(page)).toBe('compose')

    await page.goto('/api/no-such-page')
    await expect.poll(() => h1(page)).toMatch(/not found/i)
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([])
  })
})

describe('scrolling and focus', () => {
  it('a same-page #anchor link moves keyboard focus to its target, with one scroll', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/store')
    await expect.poll(() => h1(page)).toBe('Store')
    const link = page.locator('main a[href="/api/store#getstate"]').filter({ visible: true }).first()
    await link.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('getstate')
    // Focusing did not scroll again: the target stays where the router put it, below the navbar.
    const top = () =>
      page.evaluate(
        () =>
          document.getElementById('getstate')!.getBoundingClientRect().top -
          (document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0),
      )
    expect(await top()).toBeGreaterThanOrEqual(0)
    expect(await top()).toBeLessThan(40)
    // The next Tab continues from the target, not from the link.
    await page.keyboard.press('Tab')
    const after = await page.evaluate(() => {
      const target = document.getElementById('getstate')!
      const active = document.activeElement!
      return Boolean(target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(after).toBe(true)
  })

  it('a hash scrolls its element clear of the navbar; a missing one does not scroll; no hash goes to the top', async () => {
    const { page } = await openPage(browser)
    await page.goto('/introduction/core-concepts')
    await contentLink(page, '/api/store#dispatchaction').click()
    await expect.poll(() => h1(page)).toBe('Store')
    /** How far below the sticky navbar's bottom edge the element is. */
    const position = (id: string) =>
      page.evaluate((id) => {
        const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0
        return document.getElementById(id)!.getBoundingClientRect().top - navbar
      }, id)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    expect(await position('dispatchaction')).toBeGreaterThanOrEqual(0)
    expect(await position('dispatchaction')).toBeLessThan(40)
    await screenshot(page, 'router-hash-target')

    // A hash on the same page: scrolls, loads nothing (idle prefetch hints of links in view aside).
    const requests: string[] = []
    page.on('request', (request) => void (isPrefetch(request) || requests.push(request.url())))
    await page.locator('main a[href="/api/store#getstate"]').filter({ visible: true }).first().click()
    await expect.poll(() => new URL(page.url()).hash).toBe('#getstate')
    await expect.poll(() => position('getstate')).toBeLessThan(40)
    expect(await position('getstate')).toBeGreaterThanOrEqual(0)
    expect(requests.filter((url) => url.includes('/assets/'))).toEqual([])

    // A hash with no element: no scroll.
    const before = await page.evaluate(() => window.scrollY)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#no-such-section', textContent: 'nowhere' })
      document.querySelector('main article')!.append(link)
      link.click()
    })
    await expect.poll(() => new URL(page.url()).hash).toBe('#no-such-section')
    // Stays a wait: the router, done with the hash by now, must not have scrolled.
    await sleep(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    // No hash: the top of the new page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await contentLink(page, '/api/createstore').evaluate((link: HTMLAnchorElement) => link.click())
    await expect.poll(() => h1(page)).toBe('createStore')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // A first load with an encoded hash (%67 is "g"): the decoded id's element, below the navbar.
    await page.goto('/api/store#%67etstate')
    await expect.poll(() => position('getstate')).toBeLessThan(40)
    expect(await position('getstate')).toBeGreaterThanOrEqual(0)
  })

  it('forward navigation renders the first screen of a long page, then the rest of it, moving nothing on screen', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/createstore')
    await page.evaluate(() => {
      const state = { shifts: [] as number[], arrivedAt: 0, partialAtArrival: false, blocksAtArrival: 0 }
      Object.assign(window, { arrivalState: state })
      // Every shift, those right after the click included (which CLS forgives): none may come after the switch.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (state.arrivedAt && entry.startTime >= state.arrivedAt) state.shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift' })
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== 'combineReducers') return
        observer.disconnect()
        state.arrivedAt = performance.now()
        state.partialAtArrival = document.querySelector('.doc-rest-pending') !== null
        state.blocksAtArrival = document.querySelectorAll('.markdown > *').length
      })
      observer.observe(document.body, { subtree: true, childList: true })
    })
    await contentLink(page, '/api/combinereducers').evaluate((link: HTMLAnchorElement) => link.click())
    await expect.poll(() => h1(page)).toBe('combineReducers')
    // The rest follows: the page's last section, its previous/next links, no placeholder left.
    await expect.poll(() => page.locator('.pagination').count()).toBe(1)
    expect(await page.locator('.doc-rest-pending').count()).toBe(0)
    expect(await page.locator('main h2', { hasText: 'Tips' }).count()).toBe(1)
    const state = await page.evaluate(
      () => (window as unknown as { arrivalState: { shifts: number[]; partialAtArrival: boolean; blocksAtArrival: number } }).arrivalState,
    )
    expect(state.partialAtArrival).toBe(true)
    expect(state.blocksAtArrival).toBeLessThan(await page.locator('.markdown > *').count())
    expect(state.shifts).toEqual([])
    // The reader is at the top with focus on the heading, as after any forward navigation.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.tagName + ':' + document.activeElement?.textContent)).toBe(
      'H1:combineReducers',
    )
  })
})

describe('prefetching on intent', () => {
  it('hints a link on hover once, loads its module, and the click then needs no request', async () => {
    const { page } = await openPage(browser)
    const chunkRequests: { url: string; prefetch: boolean }[] = []
    page.on('request', (request) => {
      if (chunk('compose').test(request.url())) chunkRequests.push({ url: request.url(), prefetch: isPrefetch(request) })
    })
    await page.goto('/api/applymiddleware')
    const link = contentLink(page, '/api/compose')
    await link.hover()
    await page.mouse.move(0, 0)
    await link.hover()
    await link.focus()
    await expect.poll(() => chunkRequests.some((r) => !r.prefetch)).toBe(true)
    const hints = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href))
    expect(hints.filter((href) => href.includes('/assets/compose-'))).toHaveLength(1)
    expect(new Set(hints).size).toBe(hints.length)
    const before = chunkRequests.length
    await link.click()
    await expect.poll(() => h1(page)).toBe('compose')
    expect(chunkRequests.length).toBe(before)
  })

  it("loads a link's module when the mouse button goes down on it, before the click", async () => {
    const { page } = await openPage(browser)
    const loads: string[] = []
    page.on('request', (request) => {
      if (chunk('compose').test(request.url()) && !isPrefetch(request)) loads.push(request.url())
    })
    await page.goto('/api/applymiddleware')
    const link = contentLink(page, '/api/compose')
    // No hover first (that loads it too): the press alone, and no click follows.
    await link.dispatchEvent('mousedown', { button: 0 })
    await expect.poll(() => loads.length).toBe(1)
    expect(await h1(page)).toBe('applyMiddleware')
  })
})

describe('page views', () => {
  it('sends nothing and loads no gtag.js when no measurement id is configured', async () => {
    const { page } = await openPage(browser)
    const analytics: string[] = []
    page.on('request', (request) => void (/googletagmanager|\/assets\/pageViews-/.test(request.url()) && analytics.push(request.url())))
    await page.goto('/api/api-reference')
    await contentLink(page, '/api/compose').click()
    await expect.poll(() => h1(page)).toBe('compose')
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
    expect(analytics).toEqual([])
  })
})
