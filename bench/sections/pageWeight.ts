import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { sizeOf, sumSizes, type Size } from '../lib/distFiles.ts'

// What a reader's browser actually downloads for a page, cold: every response until the network has been
// idle for 500 ms, by kind. Prefetch hints the page sends once idle (links in view) are counted apart:
// they are not needed to show the page.

export interface PageWeight {
  label: string
  route: string
  html: Size
  js: Size
  css: Size
  /** Fonts, images, fetches (a search index) and anything else the page needs. */
  other: Size
  /** Requests the page needs (prefetches excluded). */
  requests: number
  prefetched: { requests: number; size: Size }
  /** Every response: url, kind and raw size, for results.json. */
  responses: { url: string; kind: string; raw: number }[]
}

type Kind = 'html' | 'js' | 'css' | 'other' | 'prefetch'

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === 'document') return 'html'
  if (resourceType === 'script') return 'js'
  if (resourceType === 'stylesheet') return 'css'
  // Chromium reports <link rel="prefetch"> as "other": a hint, not a need.
  if (resourceType === 'other' && /\.(m?js|css|json)$/.test(new URL(url).pathname)) return 'prefetch'
  return 'other'
}

/** Chromium does not hand prefetched bodies to the driver: weigh those from the build folder. */
function bodyOf(body: Buffer, url: string, root: string): Buffer {
  if (body.length) return body
  try {
    return readFileSync(path.join(root, decodeURIComponent(new URL(url).pathname)))
  } catch {
    return body
  }
}

export async function measurePageWeight(
  browser: Browser,
  site: { url: string; root: string },
  label: string,
  route: string,
): Promise<PageWeight> {
  const baseUrl = site.url
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const bodies: Promise<{ url: string; kind: Kind; size: Size } | undefined>[] = []
  page.on('response', (response) => {
    const kind = kindOf(response.request().resourceType(), response.url())
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, size: sizeOf(bodyOf(body, response.url(), site.root)) }),
        () => undefined, // a redirect or an aborted request has no body
      ),
    )
  })
  try {
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
    const responses = (await Promise.all(bodies)).filter((entry) => entry !== undefined)
    const total = (kind: Kind) => sumSizes(responses.filter((entry) => entry.kind === kind).map((entry) => entry.size))
    const prefetches = responses.filter((entry) => entry.kind === 'prefetch')
    return {
      label,
      route,
      html: total('html'),
      js: total('js'),
      css: total('css'),
      other: total('other'),
      requests: responses.length - prefetches.length,
      prefetched: { requests: prefetches.length, size: total('prefetch') },
      responses: responses.map((entry) => ({ url: entry.url.replace(baseUrl, ''), kind: entry.kind, raw: entry.size.raw })),
    }
  } finally {
    await context.close()
  }
}
