import type { Browser, Page, Route } from 'playwright-core'
import { desktopNetwork } from '../lib/browser.ts'
import { median } from '../lib/stats.ts'

// Client-side navigation from one doc page to another: from the click to the new page's h1 painted,
// measured inside the page (click listener → the h1 of the target route in the DOM → the next frame
// painted). Each run is a fresh browser context on Lighthouse's desktop network (40 ms, 10 Mbit/s).
// Cold: the target's chunk is held back until the click (the site prefetches links in view when idle,
// so without that the chunk would be there already). After prefetch: the link is hovered first (the
// site loads the target's module on hover) and the click comes once that is done.

export type NavigationMode = 'cold' | 'prefetched'

export interface NavigationResult {
  from: string
  to: string
  mode: NavigationMode
  runs: number[]
  medianMs: number
  /** Runs where the target chunk had arrived before the click (should be all of them after prefetch, none cold). */
  chunkBeforeClick: number
}

declare global {
  interface Window {
    __benchNav?: { target: string; clickAt: number; paintAt: number }
  }
}

/**
 * Installed in every document: starts the clock on click, stops it when the target's h1 is painted.
 * A string, not a function: tsx compiles functions with name helpers that do not exist in the page.
 */
const instrument = `
document.addEventListener('click', () => {
  const state = window.__benchNav
  if (!state) return
  state.clickAt = performance.now()
  const before = document.querySelector('h1')?.textContent
  const arrived = () => {
    const h1 = document.querySelector('h1')
    return location.pathname === state.target && h1 !== null && h1.textContent !== before
  }
  let finished = false
  const done = () => {
    if (finished) return
    finished = true
    observer.disconnect()
    // After the next frame is painted: a task queued from requestAnimationFrame runs after paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (state.paintAt = performance.now())
      channel.port2.postMessage(0)
    })
  }
  const observer = new MutationObserver(() => arrived() && done())
  observer.observe(document, { subtree: true, childList: true, characterData: true })
  if (arrived()) done()
}, true)
`

/** A link in the page's content to another doc route, visible without scrolling. */
async function pickLink(page: Page, docRoutes: Set<string>, from: string): Promise<string> {
  const candidates = await page.$$eval('main a[href^="/"], article a[href^="/"]', (links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect()
      return { href: link.getAttribute('href')!, visible: box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight }
    }),
  )
  const target = candidates.find(({ href, visible }) => visible && !href.includes('#') && href !== from && docRoutes.has(href))
  if (!target) throw new Error(`No visible link from ${from} to another doc page`)
  return target.href
}

async function navigateOnce(
  browser: Browser,
  baseUrl: string,
  from: string,
  chunkOf: Map<string, string>,
  mode: NavigationMode,
  to?: string,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', desktopNetwork)
    await page.addInitScript({ content: instrument })
    let target = to
    let chunkSeen = false
    let clicked = false
    const held: Route[] = []
    // Only when cold: routing requests turns Chromium's HTTP cache off, which prefetching relies on.
    if (mode === 'cold') {
      await page.route('**/assets/**', (route) => {
        const chunk = target && chunkOf.get(target)
        if (!clicked && chunk && route.request().url().endsWith(chunk)) held.push(route)
        else void route.continue()
      })
    }
    page.on('response', (response) => {
      const chunk = target && chunkOf.get(target)
      if (chunk && response.url().endsWith(chunk) && !clicked) chunkSeen = true
    })
    // Not 'networkidle': a held prefetch keeps the network busy. The page hydrates, then idles.
    await page.goto(baseUrl + from, { waitUntil: 'load' })
    await page.waitForTimeout(1_000)
    target ??= await pickLink(page, new Set(chunkOf.keys()), from)
    const link = page.locator(`main a[href="${target}"], article a[href="${target}"]`).first()
    if (mode === 'prefetched') {
      await link.hover()
      const deadline = Date.now() + 5_000
      while (!chunkSeen && Date.now() < deadline) await page.waitForTimeout(25)
      await page.waitForTimeout(300) // the module evaluates after its bytes arrive
    }
    await page.evaluate((path) => (window.__benchNav = { target: path, clickAt: 0, paintAt: 0 }), target)
    clicked = true
    for (const route of held.splice(0)) void route.continue()
    await link.click()
    await page.waitForFunction(() => (window.__benchNav?.paintAt ?? 0) > 0, undefined, { timeout: 15_000 })
    const state = (await page.evaluate(() => window.__benchNav))!
    return { target, ms: state.paintAt - state.clickAt, chunkBeforeClick: chunkSeen }
  } finally {
    await context.close()
  }
}

export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  from: string,
  chunkOf: Map<string, string>,
  runs = 10,
): Promise<NavigationResult[]> {
  const results: NavigationResult[] = []
  let to: string | undefined
  for (const mode of ['cold', 'prefetched'] as const) {
    const times: number[] = []
    let chunkBeforeClick = 0
    for (let run = 0; run < runs; run++) {
      const result = await navigateOnce(browser, baseUrl, from, chunkOf, mode, to)
      to = result.target
      times.push(result.ms)
      if (result.chunkBeforeClick) chunkBeforeClick++
    }
    results.push({ from, to: to!, mode, runs: times, medianMs: median(times), chunkBeforeClick })
  }
  return results
}
