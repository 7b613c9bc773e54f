import { describe, expect, it, vi } from 'vitest'
import { renderedInOrder } from '../../plugins/prerender/renderRoutes.ts'
import type { RenderPool } from '../../plugins/prerender/renderWorkers.ts'
import { renderedPage, type RenderedPage } from '../../plugins/prerender/renderedPage.ts'

// With render workers, the routes are rendered a few ahead of the one being written, and the writing
// thread renders routes itself while the one it waits for is not done (renderRoutes.ts). A stand-in pool
// here: its "worker" takes routes only when the test says so.

const page = (html: string) => renderedPage({ kind: 'doc', html: [html], meta: { title: html, description: '' } })

/** A pool whose one worker takes the routes in `workerRoutes` as soon as they are asked for, and finishes them when told. */
function fakePool(workerRoutes: string[] = []) {
  const queue: { route: string; resolve: (rendered: RenderedPage) => void; reject: (error: Error) => void }[] = []
  const withWorker = new Map<string, (rendered: RenderedPage) => void>()
  const pool: RenderPool = {
    render: (route) =>
      new Promise((resolve, reject) => {
        if (workerRoutes.includes(route)) withWorker.set(route, resolve)
        else queue.push({ route, resolve, reject })
      }),
    async renderOneHere(render) {
      const job = queue.shift()
      if (!job) return false
      await render(job.route).then(job.resolve, job.reject)
      return true
    },
    close: async () => {},
  }
  const finish = (route: string, html: string) => withWorker.get(route)!(page(html))
  return { pool, queue, finish }
}

describe('routes rendered in order', () => {
  it('are given in order, the writing thread rendering what no worker has taken', async () => {
    const { pool, queue, finish } = fakePool(['/a'])
    const here: string[] = []
    const paths = ['/a', '/b', '/c', '/d']
    const inOrder = renderedInOrder(pool, paths, 2, async (route) => (here.push(route), page(`here ${route}`)))
    // Asking for /a starts /a to /c; the worker has taken /a, so /b and /c are rendered here meanwhile.
    const first = inOrder.next('/a')
    await vi.waitFor(() => expect(here).toEqual(['/b', '/c']))
    finish('/a', 'worker /a')
    expect((await first).appHtml).toBe('worker /a')
    expect((await inOrder.next('/b')).appHtml).toBe('here /b')
    expect((await inOrder.next('/c')).appHtml).toBe('here /c')
    expect(queue.map((job) => job.route)).toEqual(['/d'])
    expect((await inOrder.next('/d')).appHtml).toBe('here /d')
    await expect(inOrder.next('/e')).rejects.toThrow('routes asked out of order: /e')
  })

  it('take a worker’s reply between two renders of their own', async () => {
    // The worker's reply comes on the event loop; the renders here finish without giving it a turn.
    const { pool, finish } = fakePool(['/a'])
    const here: string[] = []
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']
    const inOrder = renderedInOrder(pool, paths, 7, async (route) => (here.push(route), page(`here ${route}`)))
    setImmediate(() => finish('/a', 'worker /a'))
    expect((await inOrder.next('/a')).appHtml).toBe('worker /a')
    expect(here.length).toBeLessThan(2)
  })

  it('wait for the workers when the calling thread is not to render', async () => {
    const { pool, queue, finish } = fakePool(['/a'])
    const inOrder = renderedInOrder(pool, ['/a', '/b', '/c'], 2)
    const first = inOrder.next('/a')
    await new Promise((resolve) => setTimeout(resolve, 10))
    // Nothing was taken from the pool's queue meanwhile.
    expect(queue.map((job) => job.route)).toEqual(['/b', '/c'])
    finish('/a', 'worker /a')
    expect((await first).appHtml).toBe('worker /a')
  })

  it('throw a route’s own render error when it is its turn', async () => {
    const { pool } = fakePool()
    const inOrder = renderedInOrder(pool, ['/a', '/b'], 2, async (route) => {
      if (route === '/b') throw new Error('the page component threw')
      return page(route)
    })
    expect((await inOrder.next('/a')).appHtml).toBe('/a')
    await expect(inOrder.next('/b')).rejects.toThrow('the page component threw')
  })
})
