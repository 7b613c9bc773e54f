import type { Browser } from 'playwright-core'
import { median } from '../lib/stats.ts'

// The reader-facing figures of issue 17, measured exactly as ../shared/bench/compare-sites.mjs measures
// this site next to Docusaurus and VitePress (same browser flags, same viewport, same clocks), so the
// two tables can be read side by side:
// - first load of a doc page (fresh context each run, median): JS gzip bytes of the scripts that started
//   before the `load` event, speculative `<link rel=prefetch>` requests excluded (the server sees their
//   `Sec-Purpose: prefetch`); the HTML's encoded and decoded size; first contentful paint;
// - navigation doc → doc through a sidebar link: from a click listener on window in the capture phase
//   (it runs before the router's) to the new h1 in the DOM, then two animation frames ("painted"); hover
//   first (the site prefetches the target) or a cold click.
// The page scripts are strings: tsx would compile functions with helpers the page does not have.

export interface ReaderFigures {
  route: string
  navTo: string
  firstLoads: { jsGzipBeforeLoad: number; htmlGzip: number; htmlRaw: number; fcpMs: number | null }[]
  hover: { domMs: number; paintedMs: number }[]
  cold: { domMs: number; paintedMs: number }[]
  median: { jsGzipBeforeLoad: number; htmlGzip: number; htmlRaw: number; fcpMs: number; hoverPaintedMs: number; coldPaintedMs: number }
}

/** Requests the server saw, so speculative prefetches can be told apart (compare-sites.mjs does the same). */
export interface ServerLog {
  hits: { path: string; prefetch: boolean }[]
}

const navWatcher = `(() => {
  const KEY = '__anchorNav'
  const norm = (s) => (s || '').toLowerCase().replace(/[^a-z0-9]/g, '')
  const now = () => performance.timeOrigin + performance.now()
  let armed = null
  const watch = () => {
    let done = false
    const check = () => {
      if (done || !armed || armed.t0 == null) return
      for (const h of document.querySelectorAll('h1')) {
        if (norm(h.textContent).includes(armed.slug)) {
          done = true
          const tDom = now()
          mo.disconnect()
          const st = armed
          requestAnimationFrame(() => requestAnimationFrame(() => {
            window.__anchorNavResult = { dom: tDom - st.t0, painted: now() - st.t0 }
          }))
          return
        }
      }
    }
    const mo = new MutationObserver(check)
    mo.observe(document, { childList: true, subtree: true, characterData: true })
    check()
  }
  addEventListener('click', () => { if (armed && armed.t0 == null) armed.t0 = now() }, true)
  window.__anchorArm = (slug) => { armed = { slug, t0: null }; window.__anchorNavResult = null; watch() }
})()`

const collectFirstLoad = `(async () => {
  const nav = performance.getEntriesByType('navigation')[0]
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]
  const res = performance.getEntriesByType('resource').map((r) => ({ name: r.name, start: r.startTime, enc: r.encodedBodySize }))
  return { loadStart: nav.loadEventStart, htmlEnc: nav.encodedBodySize, htmlDec: nav.decodedBodySize, fcp: fcp ? fcp.startTime : null, res }
})()`

const markLink = `((target) => {
  const norm = (href) => { try { const u = new URL(href, location.href); return u.origin === location.origin && !u.hash ? u.pathname.replace(/\\.html$/, '').replace(/\\/$/, '').toLowerCase() : null } catch { return null } }
  const want = norm(target)
  const visible = (a) => { const r = a.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(a).visibility !== 'hidden' }
  const inSidebar = (a) => (a.closest('aside, nav.menu, [class*="sidebar" i]') ? 1 : 0)
  const links = [...document.querySelectorAll('a[href]')].filter((a) => norm(a.getAttribute('href')) === want && visible(a))
  links.sort((a, b) => inSidebar(b) - inSidebar(a))
  if (!links[0]) return false
  links[0].setAttribute('data-anchor-nav', '1')
  return true
})`

async function newContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript({ content: 'try { performance.setResourceTimingBufferSize(5000) } catch {}' })
  await context.addInitScript({ content: navWatcher })
  let inflight = 0
  let last = Date.now()
  context.on('request', () => {
    inflight++
    last = Date.now()
  })
  const done = () => {
    inflight = Math.max(0, inflight - 1)
    last = Date.now()
  }
  context.on('requestfinished', done)
  context.on('requestfailed', done)
  const idle = async (quietMs: number, maxMs: number) => {
    const start = Date.now()
    while (Date.now() - start < maxMs && !(inflight === 0 && Date.now() - last >= quietMs)) await new Promise((r) => setTimeout(r, 50))
  }
  return { context, idle }
}

async function firstLoad(browser: Browser, baseUrl: string, log: ServerLog, route: string) {
  const { context, idle } = await newContext(browser)
  try {
    const from = log.hits.length
    const page = await context.newPage()
    await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 60_000 })
    await idle(500, 15_000)
    const m = (await page.evaluate(collectFirstLoad)) as {
      loadStart: number
      htmlEnc: number
      htmlDec: number
      fcp: number | null
      res: { name: string; start: number; enc: number }[]
    }
    const prefetched = new Set(
      log.hits
        .slice(from)
        .filter((hit) => hit.prefetch)
        .map((hit) => hit.path),
    )
    const seen = new Set<string>()
    const before = m.res.filter((r) => r.name.startsWith(baseUrl) && !seen.has(r.name) && seen.add(r.name) && r.start < m.loadStart)
    const js = before.filter((r) => /\.m?js$/.test(new URL(r.name).pathname) && !prefetched.has(new URL(r.name).pathname))
    return { jsGzipBeforeLoad: js.reduce((sum, r) => sum + r.enc, 0), htmlGzip: m.htmlEnc, htmlRaw: m.htmlDec, fcpMs: m.fcp }
  } finally {
    await context.close()
  }
}

async function navigate(browser: Browser, baseUrl: string, from: string, to: string, mode: 'hover' | 'cold') {
  const { context, idle } = await newContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(baseUrl + from, { waitUntil: 'load', timeout: 60_000 })
    await idle(500, 15_000)
    if (!(await page.evaluate(`${markLink}(${JSON.stringify(to)})`))) throw new Error(`No visible link to ${to} on ${from}`)
    const link = page.locator('[data-anchor-nav]')
    if (mode === 'hover') {
      await link.hover()
      await idle(300, 5_000)
    }
    const slug = to
      .split('/')
      .filter(Boolean)
      .pop()!
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
    await page.evaluate(`window.__anchorArm(${JSON.stringify(slug)})`)
    if (mode === 'hover') {
      await page.mouse.down()
      await page.mouse.up()
    } else await page.evaluate(`document.querySelector('[data-anchor-nav]').click()`)
    // Polled (waitForFunction's string predicate would need the CSP's 'unsafe-eval').
    type Result = { dom: number; painted: number } | null
    const poll = async (): Promise<Result> => (await page.evaluate('window.__anchorNavResult')) as Result
    let result = await poll()
    for (const deadline = Date.now() + 15_000; !result && Date.now() < deadline; result = await poll())
      await new Promise((r) => setTimeout(r, 20))
    if (!result) throw new Error(`No h1 of ${to} painted within 15 s of the click`)
    return { domMs: result.dom, paintedMs: result.painted }
  } finally {
    await context.close()
  }
}

export async function measureReaderFigures(
  browser: Browser,
  baseUrl: string,
  log: ServerLog,
  options: { route: string; navTo: string; runs?: number; navRuns?: number },
): Promise<ReaderFigures> {
  const { route, navTo, runs = 5, navRuns = 10 } = options
  await firstLoad(browser, baseUrl, log, route) // warm-up, not recorded (as compare-sites.mjs)
  const firstLoads = []
  for (let run = 0; run < runs; run++) firstLoads.push(await firstLoad(browser, baseUrl, log, route))
  const hover = []
  const cold = []
  for (let run = 0; run < navRuns; run++) {
    hover.push(await navigate(browser, baseUrl, route, navTo, 'hover'))
    cold.push(await navigate(browser, baseUrl, route, navTo, 'cold'))
  }
  return withMedians({ route, navTo, firstLoads, hover, cold })
}

/** Several measurements of one site (rounds interleaved with another site's) as one, medians over all runs. */
export function mergeReaderFigures(list: ReaderFigures[]): ReaderFigures {
  return withMedians({
    route: list[0]!.route,
    navTo: list[0]!.navTo,
    firstLoads: list.flatMap((figures) => figures.firstLoads),
    hover: list.flatMap((figures) => figures.hover),
    cold: list.flatMap((figures) => figures.cold),
  })
}

function withMedians(figures: Omit<ReaderFigures, 'median'>): ReaderFigures {
  const { firstLoads, hover, cold } = figures
  const of = <T>(list: T[], key: (item: T) => number | null) => median(list.map(key).filter((v): v is number => typeof v === 'number'))
  return {
    ...figures,
    median: {
      jsGzipBeforeLoad: of(firstLoads, (r) => r.jsGzipBeforeLoad),
      htmlGzip: of(firstLoads, (r) => r.htmlGzip),
      htmlRaw: of(firstLoads, (r) => r.htmlRaw),
      fcpMs: of(firstLoads, (r) => r.fcpMs),
      hoverPaintedMs: of(hover, (r) => r.paintedMs),
      coldPaintedMs: of(cold, (r) => r.paintedMs),
    },
  }
}
