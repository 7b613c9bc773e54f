import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, waitForApp } from './browser.ts'
import { takePage } from './pagePool.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const noPreparation = () => undefined

describe('a page handed from one test to the next', () => {
  it('comes back as a fresh context would give it: no storage, cookies, history, routes, init scripts, listeners, other pages or changed viewport', async () => {
    const options = { baseURL: baseUrl(), viewport: { width: 1000, height: 700 } }
    const first = await takePage(browser, options, noPreparation)
    const { page, context } = first
    await page.goto('/api/store')
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark')
      sessionStorage.setItem('scroll', '1')
      document.cookie = 'seen=1'
    })
    await page.goto('/faq/general')
    await context.grantPermissions(['clipboard-read'])
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.addInitScript(() => ((window as unknown as { fromOldTest: boolean }).fromOldTest = true))
    await page.route('**/assets/*.css', (route) => route.abort())
    let heardByOldTest = 0
    page.on('console', () => heardByOldTest++)
    await page.setViewportSize({ width: 390, height: 844 })
    await context.newPage()
    await context.close() // the test's own close hands the page back

    const second = await takePage(browser, options, noPreparation)
    expect(second.page).toBe(page) // the same tab, reset
    expect(second.context.pages()).toEqual([page])
    expect(page.url()).toBe('about:blank')
    expect(page.viewportSize()).toEqual({ width: 1000, height: 700 })
    const stylesheets: string[] = []
    page.on('requestfailed', (request) => void (request.url().endsWith('.css') && stylesheets.push(request.url())))
    await page.goto('/api/store')
    expect(stylesheets).toEqual([]) // the old test's route is gone
    expect(
      await page.evaluate(() => ({
        theme: localStorage.getItem('theme'),
        scroll: sessionStorage.getItem('scroll'),
        cookie: document.cookie,
        history: history.length,
        mode: document.documentElement.dataset.theme,
        fromOldTest: 'fromOldTest' in window,
      })),
    ).toEqual({ theme: null, scroll: null, cookie: '', history: 2, mode: 'light', fromOldTest: false })
    expect(
      await page.evaluate(() => navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((s) => s.state)),
    ).not.toBe('granted')
    await page.evaluate(() => console.log('heard'))
    expect(heardByOldTest).toBe(0)
    await second.release(false)
    expect(page.isClosed()).toBe(true) // a failed test's page is closed, not handed on
  })

  it('keeps the HTTP cache, except for a test that slows the network or the CPU (its CDP session starts with it empty)', async () => {
    const options = { baseURL: baseUrl() }
    // The scripts the page has loaded once the app runs, each with whether it came from the cache (nothing transferred).
    const scripts = async (page: Page) => {
      await waitForApp(page) // the scripts start after `load`
      return new Map(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => [entry.name, (entry as PerformanceResourceTiming).transferSize === 0] as const),
        ),
      )
    }
    const first = await takePage(browser, options, noPreparation)
    await first.page.goto('/api/store')
    const loaded = [...(await scripts(first.page)).keys()]
    expect(loaded.length).toBeGreaterThan(0)
    await first.release(true)
    const second = await takePage(browser, options, noPreparation)
    expect(second.page).toBe(first.page)
    await second.page.goto('/api/store')
    const again = await scripts(second.page)
    // The scripts both loads made by then (idle-time prefetching may not have reached the same links).
    const inBoth = (later: Map<string, boolean>) => loaded.filter((name) => later.has(name))
    expect(inBoth(again).length).toBeGreaterThanOrEqual(3)
    expect(inBoth(again).filter((name) => !again.get(name))).toEqual([])
    await second.release(true)
    const third = await takePage(browser, options, noPreparation)
    await third.context.newCDPSession(third.page)
    await third.page.goto('/api/store')
    const afterSession = await scripts(third.page)
    expect(inBoth(afterSession).length).toBeGreaterThanOrEqual(3)
    expect(inBoth(afterSession).filter((name) => afterSession.get(name))).toEqual([])
    await third.release(true)
  })

  it('closes a page whose test did what a reset cannot undo (a CDP session), and hands out a new one', async () => {
    const options = { baseURL: baseUrl() }
    const first = await takePage(browser, options, noPreparation)
    const session = await first.context.newCDPSession(first.page)
    await session.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'dark' }] })
    await first.release(true)
    expect(first.page.isClosed()).toBe(true)
    const second = await takePage(browser, options, noPreparation)
    expect(second.page).not.toBe(first.page)
    await second.page.goto('/api/store')
    expect(await second.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false)
    await second.release(false)
  })
})
