import { describe, expect, it, vi } from 'vitest'
import {
  createPrefetcher,
  hintUrl,
  prefetchDisabled,
  VIEWPORT_CONCURRENCY,
  type PrefetchEnvironment,
} from '../../../src/router/prefetch.ts'

interface FakeLink {
  rel: string
  href: string
  onload: (() => void) | null
  onerror: (() => void) | null
  relList: { supports: (token: string) => boolean }
}

/** A browser stand-in: records <link> hints (finished by hand) and fetches. */
function fakeEnvironment(options: { connection?: object; supportsPrefetch?: boolean; status?: number } = {}) {
  const links: FakeLink[] = []
  const idle: (() => void)[] = []
  const fetch = vi.fn(async () => ({ status: options.status ?? 200 }) as Response)
  const env: PrefetchEnvironment = {
    document: {
      createElement: (() => ({
        rel: '',
        href: '',
        onload: null,
        onerror: null,
        relList: { supports: (token: string) => token === 'prefetch' && options.supportsPrefetch !== false },
      })) as unknown as Document['createElement'],
      head: { appendChild: (link: FakeLink) => links.push(link) } as unknown as HTMLHeadElement,
    },
    navigator: { connection: options.connection } as unknown as Navigator,
    fetch: fetch as unknown as typeof globalThis.fetch,
    whenIdle: (task) => idle.push(task),
  }
  const runIdle = () => idle.splice(0).forEach((task) => task())
  return { env, links, fetch, runIdle }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function routes(preload = vi.fn(async () => undefined)) {
  return { preload, resolve: (path: string) => ({ urls: [`/assets${path}-chunk.js`], preload }) }
}

describe('prefetch guards', () => {
  it('skips everything on a 2g connection with data saver on', () => {
    expect(prefetchDisabled({ connection: { effectiveType: 'slow-2g', saveData: true } } as unknown as Navigator)).toBe(true)
    expect(prefetchDisabled({ connection: { effectiveType: '2g', saveData: true } } as unknown as Navigator)).toBe(true)
    expect(prefetchDisabled({ connection: { effectiveType: '2g', saveData: false } } as unknown as Navigator)).toBe(false)
    expect(prefetchDisabled({ connection: { effectiveType: '4g', saveData: true } } as unknown as Navigator)).toBe(false)
    expect(prefetchDisabled({} as Navigator)).toBe(false)
  })

  it('adds no hint and loads nothing under 2g + data saver', async () => {
    const { env, links, fetch, runIdle } = fakeEnvironment({ connection: { effectiveType: '2g', saveData: true } })
    const { resolve, preload } = routes()
    const prefetcher = createPrefetcher(resolve, env)
    prefetcher.intent('/api/store', { load: true })
    prefetcher.inView('/api/compose')
    runIdle()
    await settle()
    expect(links).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    expect(preload).not.toHaveBeenCalled()
  })

  it('hints each path at most once and preloads it at most once', async () => {
    const { env, links } = fakeEnvironment()
    const { resolve, preload } = routes()
    const prefetcher = createPrefetcher(resolve, env)
    prefetcher.intent('/api/store', { load: false })
    prefetcher.intent('/api/store', { load: true })
    prefetcher.intent('/api/store', { load: true })
    prefetcher.inView('/api/store')
    await settle()
    expect(links.map((link) => [link.rel, link.href])).toEqual([['prefetch', '/assets/api/store-chunk.js']])
    expect(preload).toHaveBeenCalledTimes(1)
  })

  it('keyboard focus hints without loading the module; hover loads it', () => {
    const { env } = fakeEnvironment()
    const { resolve, preload } = routes()
    const prefetcher = createPrefetcher(resolve, env)
    prefetcher.intent('/a', { load: false })
    expect(preload).not.toHaveBeenCalled()
    prefetcher.intent('/a', { load: true })
    expect(preload).toHaveBeenCalledTimes(1)
  })

  it('hints links in view in idle time, a few at a time, each once', async () => {
    const { env, links, runIdle } = fakeEnvironment()
    const prefetcher = createPrefetcher(routes().resolve, env)
    for (let i = 0; i < 80; i++) prefetcher.inView(`/page-${i}`)
    prefetcher.inView('/page-0')
    expect(links).toHaveLength(0)
    runIdle()
    expect(links).toHaveLength(VIEWPORT_CONCURRENCY)

    // Finish hints one at a time (one fails): never more than the limit in flight, all 80 eventually.
    const done = new Set<FakeLink>()
    const inFlight = () => links.filter((link) => !done.has(link))
    for (let round = 0; inFlight().length; round++) {
      const next = inFlight()[0]
      done.add(next)
      if (round === 5) next.onerror!()
      else next.onload!()
      await settle()
      runIdle()
      expect(inFlight().length).toBeLessThanOrEqual(VIEWPORT_CONCURRENCY)
    }
    expect(links).toHaveLength(80)
    expect(new Set(links.map((link) => link.href)).size).toBe(80)
  })
})

describe('hintUrl', () => {
  it('uses <link rel="prefetch"> where supported', async () => {
    const { env, links, fetch } = fakeEnvironment()
    const done = hintUrl('/assets/a.js', env)
    expect(links).toHaveLength(1)
    links[0].onload!()
    await expect(done).resolves.toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('falls back to a GET with credentials where it is not; only 200 is success', async () => {
    const ok = fakeEnvironment({ supportsPrefetch: false })
    await expect(hintUrl('/assets/a.js', ok.env)).resolves.toBeUndefined()
    expect(ok.fetch).toHaveBeenCalledWith('/assets/a.js', { credentials: 'include' })
    expect(ok.links).toEqual([])

    for (const status of [204, 304, 404, 500]) {
      const failing = fakeEnvironment({ supportsPrefetch: false, status })
      await expect(hintUrl('/assets/a.js', failing.env)).rejects.toThrow(`HTTP ${status}`)
    }
  })
})
