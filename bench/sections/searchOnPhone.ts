import type { Browser, Page } from 'playwright-core'
import { median } from '../lib/stats.ts'

// Issue 31: how long a reader on a phone waits for search results when they search the moment the page
// appears (first contentful paint), on this site and on VitePress's build of the same markdown (local
// search). The phone: 390×844, touch, CPU slowed 4× through the DevTools protocol, a 1.6 Mbit/s link with
// 150 ms round trips. The clock runs from the first tap on the search control to the first result on
// screen: what the page does with a tap before its app runs (held, or lost and tapped again) counts.

export const phoneNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** How each site's search is driven: the control to tap, the box to type in, a result. */
export interface SearchSelectors {
  control: string
  input: string
  result: string
}

export const ourSearch: SearchSelectors = {
  control: 'header.navbar .search-button',
  input: '.search-modal-input',
  result: '.search-modal [role="option"]',
}

export const vitepressSearch: SearchSelectors = {
  control: '.VPNavBarSearch button',
  input: '#localsearch-input',
  result: '.VPLocalSearchBox .results li',
}

export interface PhoneSearchTiming {
  /** Milliseconds from the first tap to the first result, one per run. */
  runs: number[]
  median: number
}

/** A site to search: its server's URL and how its search is driven. */
export interface PhoneSearchSite {
  url: string
  selectors: SearchSelectors
}

/**
 * Times each site `runs` times, in turns (A, B, A, B…), so that a machine shared with other work weighs
 * on all of them alike; returns each site's runs and median, in the order given.
 */
export async function measureSearchOnPhone(
  browser: Browser,
  sites: PhoneSearchSite[],
  { path = '/api/createstore', query = 'combineReducers', runs = 3 } = {},
): Promise<PhoneSearchTiming[]> {
  const times: number[][] = sites.map(() => [])
  for (let run = 0; run < runs; run++) {
    for (const [i, site] of sites.entries()) times[i].push(await searchOnce(browser, site, path, query))
  }
  return times.map((siteTimes) => ({ runs: siteTimes, median: median(siteTimes) }))
}

async function searchOnce(browser: Browser, site: PhoneSearchSite, path: string, query: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', phoneNetwork)
    await page.goto(site.url + path, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 })
    return await searchFromFirstPaint(page, site.selectors, query)
  } finally {
    await context.close()
  }
}

/** Taps the search control (again, every half second, while no search box opens), types, waits for a result. */
async function searchFromFirstPaint(page: Page, selectors: SearchSelectors, query: string): Promise<number> {
  const control = page.locator(selectors.control).first()
  await control.waitFor({ state: 'visible', timeout: 60_000 })
  const start = Date.now()
  await control.tap()
  await page.keyboard.type(query)
  const input = page.locator(selectors.input).first()
  for (;;) {
    const opened = await input.waitFor({ state: 'visible', timeout: 500 }).then(
      () => true,
      () => false,
    )
    if (opened) break
    if (Date.now() - start > 60_000) throw new Error(`no search box (${selectors.input}) a minute after the tap`)
    // A tap the page dropped (its app was not running yet): tap again, as a reader would. Not for
    // long: an open dialog covers the control, and the tap would wait (30 s) for it to be uncovered.
    await control.tap({ timeout: 500 }).catch(() => undefined)
  }
  // A page that held the typing (ours) has the query in the box; one that dropped it gets it typed now.
  if ((await input.inputValue()) !== query) await input.fill(query)
  await page.locator(selectors.result).first().waitFor({ state: 'visible', timeout: 60_000 })
  return Date.now() - start
}
