import { existsSync, mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject, onTestFinished } from 'vitest'
import { isWaiting, takePage } from './pagePool.ts'
import { chromiumFlags } from '../../bench/lib/browser.ts'

export const baseUrl = () => inject('baseUrl')
export const artifactsDir = path.resolve(import.meta.dirname, '../../artifacts')

/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell: Chromium's old headless mode,
 * the build Playwright itself runs for headless tests), else the full browser at /usr/bin/chromium;
 * `CHROMIUM_PATH` picks another. The same Blink and V8 either way, but the shell opens a page in about
 * half the time (no browser UI to set up for each context and tab), and the e2e tests open about 400.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium'

let shared: Promise<Browser> | undefined

/**
 * Headless Chromium with the flags this sandboxed, offline machine needs: one browser for the whole run
 * (the files run one after another in one worker), started by the first file that asks. A file's
 * `browser.close()` closes the contexts it opened and leaves the browser, and the pages the pool keeps,
 * to the next file; the browser ends with the worker.
 */
export function launchBrowser(): Promise<Browser> {
  shared ??= chromium
    .launch({
      executablePath: chromiumPath,
      headless: true,
      args: chromiumFlags,
    })
    .then((browser) => {
      browser.close = async () => {
        await Promise.all(browser.contexts().map((context) => (isWaiting(browser, context) ? undefined : context.close())))
      }
      return browser
    })
  return shared
}

/**
 * Whether every element of #root is React's and the app's effects have run (`report`: what is not so),
 * in the page: so once hydration (or a client render) has committed. Not counted: markup React sets as HTML (dangerouslySetInnerHTML: the footer's note, html
 * navbar items, the announcement bar), and the `<link rel="preload">` React's server render puts first in
 * #root for the images it shows (resources React hoists, never hydrates).
 */
const hydrationState = (report: boolean): boolean | string[] => {
  const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
  const setAsHtml = (element: Element): boolean => {
    const parent = element.parentElement
    if (!parent) return false
    const props = Object.entries(parent).find(([key]) => key.startsWith('__reactProps$'))?.[1] as
      { dangerouslySetInnerHTML?: unknown } | undefined
    return Boolean(props?.dangerouslySetInnerHTML) || (!owned(parent) && setAsHtml(parent))
  }
  const isLeft = (element: Element) => !owned(element) && !setAsHtml(element) && element.localName !== 'link'
  // React marks the elements while it renders, before it commits; the app takes the taps the page held
  // (window.__taps, src/earlyTaps.ts) in an effect, so once that list is gone the hydration has committed
  // and a click reaches the app's handlers at once (before, React or the page would hold it and replay it).
  const tapsHeld = '__taps' in window
  // The poll's answer stops at the first sign of a page not yet hydrated: before hydration every element
  // is left, and listing them all walked each one's ancestors, every 50 ms, on the main thread the
  // hydration needs.
  if (!report && tapsHeld) return false
  const elements = Array.from(document.querySelectorAll('#root *'))
  if (!report) return elements.length > 0 && !elements.some(isLeft)
  const left = elements.filter(isLeft)
  if (elements.length === 0) return ['#root is empty']
  return [...left.map((element) => element.outerHTML.slice(0, 120)), ...(tapsHeld ? ['window.__taps: the app has not started'] : [])]
}

/** Resolves once the page has hydrated, then a frame and `settleMs` later, for what effects log to arrive. */
export async function waitForHydration(page: Page, settleMs = 20) {
  await waitForApp(page, 20_000)
  await page.evaluate((ms) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, ms))), settleMs)
}

/** Resolves once the app has hydrated the page (at once on a page without #root); fails naming what it has not. */
export async function waitForApp(page: Page, timeout = 15_000) {
  if ((await page.locator('#root').count()) === 0) return
  try {
    // A function, not a string: the site's CSP refuses eval.
    // Every 50 ms, not every frame: the check walks every element of the page, and run each frame it took
    // main-thread time from the hydration it waits for.
    await page.waitForFunction(hydrationState, false, { timeout, polling: 50 })
  } catch (error) {
    const left = await page.evaluate(hydrationState, true).catch(() => 'the page is gone')
    throw new Error(`${page.url()} did not hydrate within ${timeout} ms; not React's: ${JSON.stringify(left).slice(0, 600)}`, {
      cause: error,
    })
  }
}

/**
 * A page for one test, whose console errors and failed requests are collected for assertions: a fresh
 * context's, or one an earlier test of the file left and the pool reset (tests/e2e/pagePool.ts). The app
 * starts after `load` (plugins/prerender/scriptsAfterLoad.ts), so `page.goto` waiting for `load` (its
 * default) also waits for the app, as a reader who clicks a moment after the page appears meets it; a test
 * of what happens before the app runs passes another `waitUntil` ('commit', 'domcontentloaded').
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const { context, page, release } = await takePage(browser, { baseURL: baseUrl(), ...options }, ({ page }) => {
    if (options.javaScriptEnabled === false) return
    const goto = page.goto.bind(page)
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions)
      if ((gotoOptions?.waitUntil ?? 'load') === 'load') await waitForApp(page)
      return response
    }
    const reload = page.reload.bind(page)
    page.reload = async (reloadOptions) => {
      const response = await reload(reloadOptions)
      if ((reloadOptions?.waitUntil ?? 'load') === 'load') await waitForApp(page)
      return response
    }
  })
  // Handed back when the test ends (a test may close it sooner): a page left open keeps its renderer, its
  // timers and its pending routes alive beside the pages of the next tests. A failed test's page is closed.
  onTestFinished(({ task }) => release(task.result?.state === 'pass'))
  const consoleMessages: { type: string; text: string }[] = []
  page.on('console', (message) => consoleMessages.push({ type: message.type(), text: message.text() }))
  page.on('pageerror', (error) => consoleMessages.push({ type: 'pageerror', text: error.message }))
  return { context, page, consoleMessages }
}

/**
 * Whether the run saves screenshots for a person to look at (`E2E_SCREENSHOTS=1 npm run test:e2e`). Off by
 * default: no assertion reads them, and each cost about as much CPU as a page load (240 ms at 1440 px:
 * the frame rastered, PNG-encoded and sent over the pipe), some sixty in a run.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1'

/** Saves a screenshot under artifacts/ (not committed) for a person to look at, when the run asks for them. */
export async function screenshot(page: Page, name: string) {
  if (!screenshotsWanted) return
  mkdirSync(path.dirname(path.join(artifactsDir, name)), { recursive: true })
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: false })
}

/**
 * Closes a test's static server, dropping every connection: a page the pool keeps for the next test holds
 * its keep-alive socket open, and `close()` alone waits for it (chrome.test.ts's afterAll ran past its
 * 60 s so; the global setup's servers do the same since CI run 25).
 */
export function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve()
  return new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections()))
}
