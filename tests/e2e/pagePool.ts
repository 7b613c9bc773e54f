import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core'

// Pages handed from one test to the next, reset in between. Opening a tab is most of what a short e2e test
// costs: a new browser context starts a new renderer process (about half a second on this 2-core machine,
// then a slower first page load in the cold renderer), where a page kept open and reset takes a fraction
// of that. A test still starts from what a fresh context gives it, apart from the warm renderer and the
// HTTP cache: no cookies, storage, permissions, history, routes, listeners or other pages of its own, and
// its context's viewport, init scripts or bindings. A test that changes what cannot be undone (a CDP
// session, the clock, the network's state) marks its page spent: it is closed, never handed on. So is a
// page whose test failed.
//
// The HTTP cache is kept from test to test, as a returning reader's is: a page still makes every request
// and the test sees each one (page.on('request')), the hashed scripts come from the disk cache with V8's
// compiled code (a load took about 200 ms less CPU than after clearing it, some 10 % of a file like
// theme.test.ts). Where the cache would change what is tested, it is empty as in a fresh context: a test
// that throttles the network or the CPU opens a CDP session, and one that goes offline calls setOffline,
// which clear it first; routing turns Chromium's cache off (Playwright); and a run with E2E_COLD_CACHE=1
// clears it for every test (no project sets it since router.test.ts's deadlines moved to the page's clock).

/** Calls whose answer is a Disposable: the reset disposes of what they added (an init script, a binding). */
const undoableCalls = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const

/** Context calls before which the HTTP cache is cleared: a slowed network or CPU (a CDP session), going offline. */
const coldCalls = ['newCDPSession', 'setOffline'] as const

/** Calls a reset cannot undo: they mark the page spent. */
const spendingCalls = {
  page: [
    'routeFromHAR',
    'routeWebSocket',
    'setExtraHTTPHeaders',
    'emulateMedia',
    'setDefaultTimeout',
    'setDefaultNavigationTimeout',
    'close',
  ],
  clock: ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime'],
  context: [
    'routeFromHAR',
    'routeWebSocket',
    'setExtraHTTPHeaders',
    'newCDPSession',
    'setOffline',
    'setGeolocation',
    'setHTTPCredentials',
    'setDefaultTimeout',
    'setDefaultNavigationTimeout',
  ],
} as const

export interface PooledPage {
  context: BrowserContext
  page: Page
  /** Resets the page and keeps it for the next test with the same options, or closes it if it is spent. */
  release(reuse: boolean): Promise<void>
}

interface Entry {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  viewport: { width: number; height: number } | null
  spent: boolean
  /** What the test's undoable calls added, disposed of by the reset. */
  added: Promise<{ dispose(): Promise<void> } | undefined>[]
  /** Origins the page's documents came from, whose storage the reset clears. */
  origins: Set<string>
}

const pools = new WeakMap<Browser, Map<string, Entry[]>>()

/** Whether tests share pages (E2E_FRESH_PAGES=1: a new context for every test, as a check that a failure is not the pool's). */
const pooling = process.env.E2E_FRESH_PAGES !== '1'

function spendOn(target: object, methods: readonly string[], entry: Entry) {
  const object = target as Record<string, unknown>
  for (const name of methods) {
    const original = object[name]
    if (typeof original !== 'function') continue
    object[name] = (...args: unknown[]) => {
      entry.spent = true
      return (original as (...a: unknown[]) => unknown).apply(target, args)
    }
  }
}

async function create(browser: Browser, options: BrowserContextOptions): Promise<Entry> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const entry: Entry = { context, page, cdp, viewport: page.viewportSize(), spent: false, added: [], origins: new Set() }
  for (const owner of [page, context] as unknown as Record<string, unknown>[]) {
    for (const name of undoableCalls) {
      const original = owner[name] as (...args: unknown[]) => Promise<{ dispose(): Promise<void> } | undefined>
      owner[name] = (...args: unknown[]) => {
        const answer = original.apply(owner, args)
        entry.added.push(answer.catch(() => undefined))
        return answer
      }
    }
  }
  spendOn(page, spendingCalls.page, entry)
  spendOn(context, spendingCalls.context, entry)
  for (const name of coldCalls) {
    const original = (context as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]
    ;(context as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      await cdp.send('Network.clearBrowserCache')
      return original.apply(context, args)
    }
  }
  // The clock (page.clock is the context's): once installed, it cannot be taken out.
  spendOn(context.clock, spendingCalls.clock, entry)
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    const origin = new URL(frame.url()).origin
    if (origin.startsWith('http')) entry.origins.add(origin)
  })
  return entry
}

/** Event listeners the test added to `emitter` since `before` was taken. */
type Listeners = Map<string | symbol, unknown[]>
interface Emitter {
  eventNames(): (string | symbol)[]
  rawListeners(event: string | symbol): unknown[]
  removeListener(event: string | symbol, listener: (...args: never[]) => unknown): unknown
}
const listenersOf = (emitter: Emitter): Listeners => new Map(emitter.eventNames().map((event) => [event, [...emitter.rawListeners(event)]]))
function removeAddedListeners(emitter: Emitter, before: Listeners) {
  for (const event of emitter.eventNames()) {
    const kept = before.get(event) ?? []
    for (const listener of emitter.rawListeners(event)) {
      if (!kept.includes(listener)) emitter.removeListener(event, listener as (...args: never[]) => unknown)
    }
  }
}

/** Undoes what a test did to the page; false when that failed (the page is then closed instead). */
async function reset(entry: Entry): Promise<boolean> {
  const { context, page, cdp } = entry
  try {
    for (const other of context.pages()) if (other !== page) await other.close()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    for (const added of entry.added.splice(0).reverse()) await (await added)?.dispose()
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    // sessionStorage belongs to the tab and can only be cleared from a document of its origin: the one
    // the page shows (a page that went to several origins is not handed on).
    if (entry.origins.size > 1) return false
    if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear())
    await page.goto('about:blank')
    await cdp.send('Page.resetNavigationHistory')
    for (const origin of entry.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    entry.origins.clear()
    await context.clearCookies()
    await context.clearPermissions()
    if (entry.viewport) {
      const now = page.viewportSize()
      if (now?.width !== entry.viewport.width || now.height !== entry.viewport.height) await page.setViewportSize(entry.viewport)
    }
    await page.mouse.move(0, 0)
    return true
  } catch (error) {
    if (process.env.E2E_POOL_DEBUG) console.warn('reset failed', error)
    return false
  }
}

/** Whether `context` is a pool's, waiting for the next test (a file's end leaves it open for the next file). */
export function isWaiting(browser: Browser, context: BrowserContext): boolean {
  return [...(pools.get(browser)?.values() ?? [])].some((waiting) => waiting.some((entry) => entry.context === context))
}

/** `work`'s answer, or false when it takes longer than `ms` (a page that hangs is closed, not waited for). */
function withinTime(work: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** A page with `options` for one test: one a finished test left, reset, or a new one. */
export async function takePage(
  browser: Browser,
  options: BrowserContextOptions,
  prepare: (entry: { page: Page }) => void,
): Promise<PooledPage> {
  // A desktop page of another size is the same page resized (a phone's is not: its viewport is emulated).
  const { viewport = { width: 1280, height: 720 }, ...rest } = options
  const key = JSON.stringify(options.isMobile || viewport === null ? options : rest)
  let pool = pools.get(browser)
  if (!pool) pools.set(browser, (pool = new Map()))
  const waiting = pool.get(key) ?? []
  pool.set(key, waiting)
  let entry = waiting.pop()
  if (process.env.E2E_POOL_DEBUG) console.warn(`pool: ${entry ? 'reused' : 'new'} ${key}`)
  if (!entry) {
    entry = await create(browser, options)
    prepare(entry)
  } else if (process.env.E2E_COLD_CACHE === '1') {
    // A first visit's empty cache (see the top of this file): cleared as the page is taken, not as it was
    // handed back, which may have been by another file.
    await entry.cdp.send('Network.clearBrowserCache')
  }
  const taken = entry
  if (viewport && !options.isMobile) {
    const now = taken.page.viewportSize()
    if (now?.width !== viewport.width || now.height !== viewport.height) await taken.page.setViewportSize(viewport)
    taken.viewport = viewport
  }
  const pageListeners = listenersOf(taken.page as unknown as Emitter)
  const contextListeners = listenersOf(taken.context as unknown as Emitter)
  let released = false
  // A test's own `context.close()` hands the page back too (the pages of most tests end that way).
  const close = taken.context.close.bind(taken.context)
  taken.context.close = () => release(true)
  async function release(reuse: boolean) {
    if (released) return
    released = true
    taken.context.close = close
    removeAddedListeners(taken.page as unknown as Emitter, pageListeners)
    removeAddedListeners(taken.context as unknown as Emitter, contextListeners)
    if (process.env.E2E_POOL_DEBUG) console.warn(`pool: release reuse=${reuse} spent=${taken.spent}`)
    if (pooling && reuse && !taken.spent && !taken.page.isClosed() && (await withinTime(reset(taken), 10_000))) waiting.push(taken)
    else await close()
  }
  return { context: taken.context, page: taken.page, release }
}
