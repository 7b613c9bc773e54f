import { describe, expect, it, vi } from 'vitest'
import { getLoadError, getLoadedPage, loadPage, releasePage, subscribe } from '../../../src/content/pageStore.ts'
import type { PageModule, RouteEntry } from '../../../shared/types.ts'

const module = { frontmatter: { id: 'x', title: 'X' }, toc: [], navigation: { trail: [] }, tree: [], warnings: [] } satisfies PageModule

function entry(path: string, load: RouteEntry['load']): RouteEntry {
  return { path, title: path, sidebarLabel: path, description: '', file: `${path}.md`, url: `/assets${path}.js`, load }
}

describe('the page store', () => {
  it('requests a page once while a request is under way, and not at all once loaded', async () => {
    const load = vi.fn(async () => module)
    const page = entry('/once', load)
    await Promise.all([loadPage(page), loadPage(page)])
    await loadPage(page)
    expect(load).toHaveBeenCalledTimes(1)
    expect(getLoadedPage('/once')).toBe(module)
  })

  it('records a failure; Retry requests the page under a new attempt number (a new URL)', async () => {
    const load = vi.fn(async (attempt?: number) => {
      if (!attempt) throw new Error('network down')
      return module
    })
    const page = entry('/retry', load)
    await expect(loadPage(page)).rejects.toThrow('network down')
    expect(getLoadError('/retry')?.message).toBe('network down')
    await expect(loadPage(page, { retry: true })).resolves.toBe(module)
    expect(load.mock.calls.map(([attempt]) => attempt)).toEqual([undefined, 1])
    expect(getLoadError('/retry')).toBeUndefined()
  })

  it('a plain load after a failure also uses a new URL: the browser remembers the failed one', async () => {
    const load = vi.fn(async (attempt?: number) => {
      if ((attempt ?? 0) < 2) throw new Error('still down')
      return module
    })
    const page = entry('/again', load)
    await expect(loadPage(page)).rejects.toThrow()
    await expect(loadPage(page)).rejects.toThrow()
    await expect(loadPage(page)).resolves.toBe(module)
    expect(load.mock.calls.map(([attempt]) => attempt)).toEqual([undefined, 1, 2])
  })

  it('tells its subscribers when a page arrives, with the page already readable', async () => {
    const seen: (PageModule | undefined)[] = []
    const unsubscribe = subscribe(() => seen.push(getLoadedPage('/told')))
    let finish!: (page: PageModule) => void
    const request = loadPage(entry('/told', () => new Promise((resolve) => (finish = resolve))))
    expect(seen).toEqual([])
    finish(module)
    await request
    expect(seen).toEqual([module])
    unsubscribe()
    await loadPage(entry('/untold', async () => module))
    expect(seen).toEqual([module])
  })

  it('forgets a released page: the next load requests it again, and a released failure is forgotten too', async () => {
    const load = vi.fn(async () => module)
    const page = entry('/released', load)
    await loadPage(page)
    releasePage('/released')
    expect(getLoadedPage('/released')).toBeUndefined()
    await expect(loadPage(page)).resolves.toBe(module)
    // Requested again, and under its plain URL (no attempt number): the first load did not fail.
    expect(load.mock.calls).toEqual([[undefined], [undefined]])

    const failing = entry('/released-failure', async () => {
      throw new Error('gone')
    })
    await expect(loadPage(failing)).rejects.toThrow('gone')
    releasePage('/released-failure')
    expect(getLoadError('/released-failure')).toBeUndefined()
  })
})
