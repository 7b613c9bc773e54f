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

/** Loads every route in one page and returns what went wrong while each hydrated, as `route: message`. */
async function hydrateEveryRoute(mode: 'light' | 'dark', paths: string[]): Promise<string[]> {
  const { context, page, consoleMessages } = await openPage(browser)
  await context.addInitScript((theme) => {
    localStorage.setItem('theme', theme)
    const violations: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  }, mode)
  const problems: string[] = []
  for (const path of paths) {
    consoleMessages.length = 0
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
    const hydrated = await waitForHydration(page).then(
      () => true,
      () => false,
    )
    if (!hydrated) problems.push(`${path}: did not finish hydrating within 20 s`)
    if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== mode) problems.push(`${path}: not in ${mode} mode`)
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
    // The not-found page's own 404 status is the one message Chromium logs for it.
    const ownStatus = response?.status() === 404 ? consoleMessages.findIndex((m) => m.text.includes('status of 404')) : -1
    const messages = consoleMessages.filter((m, i) => i !== ownStatus && ['error', 'warning', 'pageerror'].includes(m.type))
    for (const m of messages) problems.push(`${path}: ${m.type}: ${m.text}`)
    for (const v of violations) problems.push(`${path}: CSP violation: ${v}`)
  }
  await screenshot(page, `prerender-hydrated-${mode}`)
  await context.close()
  return problems
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
    // The two modes side by side: one page each, reused from route to route.
    const [light, dark] = await Promise.all([hydrateEveryRoute('light', [...routes, ...extra]), hydrateEveryRoute('dark', darkSample)])
    expect({ light, dark }).toEqual({ light: [], dark: [] })
  }, 300_000)
})
