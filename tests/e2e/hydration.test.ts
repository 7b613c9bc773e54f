import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, launchBrowser, openPage, screenshot, waitForHydration } from './browser.ts'

// Every route of the sitemap hydrates in the browser without a console message or a CSP violation. Apart
// from prerender.test.ts's timed tests: this one times nothing, so it runs in the group that runs two
// files at a time (it loads about 140 pages, a minute of one core).

let browser: Browser
let routes: string[]
beforeAll(async () => {
  browser = await launchBrowser()
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
  routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
})
afterAll(() => browser?.close())

/**
 * Loads each of `paths` in one of `pageCount` pages of `mode`, each page taking the next route as it is
 * done with one, and returns what went wrong while each hydrated, as `route: message`, in the order of
 * `paths`. A route's load is a chain of waits (the HTML, `load`, the first paint, then the app's scripts
 * and the hydration) in which the page is mostly idle: four pages side by side took 76 and 110 s where
 * one page a mode took 98 and 134 s, for about the same CPU, 89–101 s (the file alone, runs interleaved
 * on this machine at load 12–16).
 */
async function hydrateEveryRoute(mode: 'light' | 'dark', paths: string[], pageCount: number): Promise<string[]> {
  const problems = new Map<string, string[]>()
  const queue = [...paths]
  const hydrateInOnePage = async (screenshotName?: string) => {
    const { context, page, consoleMessages } = await openPage(browser)
    await context.addInitScript((theme) => {
      localStorage.setItem('theme', theme)
      const violations: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
    }, mode)
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const found: string[] = []
      problems.set(path, found)
      consoleMessages.length = 0
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      const hydrated = await waitForHydration(page).then(
        () => true,
        () => false,
      )
      if (!hydrated) found.push(`${path}: did not finish hydrating within 20 s`)
      if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== mode) found.push(`${path}: not in ${mode} mode`)
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
      // The not-found page's own 404 status is the one message Chromium logs for it.
      const ownStatus = response?.status() === 404 ? consoleMessages.findIndex((m) => m.text.includes('status of 404')) : -1
      const messages = consoleMessages.filter((m, i) => i !== ownStatus && ['error', 'warning', 'pageerror'].includes(m.type))
      for (const m of messages) found.push(`${path}: ${m.type}: ${m.text}`)
      for (const v of violations) found.push(`${path}: CSP violation: ${v}`)
    }
    if (screenshotName) await screenshot(page, screenshotName)
    await context.close()
  }
  await Promise.all(
    Array.from({ length: pageCount }, (_, index) => hydrateInOnePage(index === 0 ? `prerender-hydrated-${mode}` : undefined)),
  )
  expect(problems.size).toBe(paths.length)
  return paths.flatMap((path) => problems.get(path)!)
}

describe('hydration', () => {
  it('hydrates every route in light mode, and a page of each kind and section in dark mode, without a console error or warning, and without a CSP violation', async () => {
    // Besides every route: an unknown address (404.html), a query the page may read, a trailing slash.
    const extra = ['/no/such/page', '/search?q=store', '/api/store/']
    // Dark mode changes what the theme renders, the same on every page of a kind: the first page of each
    // section, every site page and the extra addresses (the whole list in dark doubled the test's time).
    const sections = new Map<string, string>()
    for (const route of routes) if (!sections.has(route.split('/')[1])) sections.set(route.split('/')[1], route)
    const darkSample = [...new Set([...sections.values(), ...routes.filter((route) => !route.slice(1).includes('/')), ...extra])]
    expect(darkSample.length).toBeGreaterThan(10)
    // The two modes side by side, four pages in all, each reused from route to route.
    const [light, dark] = await Promise.all([
      hydrateEveryRoute('light', [...routes, ...extra], 3),
      hydrateEveryRoute('dark', darkSample, 1),
    ])
    expect({ light, dark }).toEqual({ light: [], dark: [] })
  }, 300_000)
})
