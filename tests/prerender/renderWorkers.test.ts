import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createRenderPool, renderThreads } from '../../plugins/prerender/renderWorkers.ts'
import { SERVER_PAGE_MODULES } from '../../plugins/docs/manifest.ts'
import { renderedPage, type RenderedPage } from '../../plugins/prerender/renderedPage.ts'
import { styleHash } from '../../plugins/prerender/pageMedia.ts'

// A large site's routes are rendered on worker threads (renderWorkers.ts): each worker imports the server
// bundle; a markdown page's module comes with its route, and any other the render needs is asked for by
// route. A stand-in server entry here renders what it was given, so the test sees what crossed over.

/** The app's HTML of a rendered page, which a worker hands over as UTF-8 bytes. */
const htmlOf = (page: RenderedPage) => (typeof page.appHtml === 'string' ? page.appHtml : new TextDecoder().decode(page.appHtml))

const serverEntry = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'render-workers-'))
  const file = path.join(folder, 'entry-server.mjs')
  writeFileSync(
    file,
    `export async function render(url) {
      if (url === '/broken') throw new Error('the page component threw')
      if (url === '/facts') return { kind: 'doc', html: ['<ul><li>', '<a href="/x" style="color:red">Shared – é</a>', '</li></ul><h2 id="a">é</h2><h2 id="a"></h2><div class="tabs-container"></div><img src="https://cdn.example.com/x.png">'], meta: { title: url, description: '' } }
      const moduleOf = globalThis[Symbol.for(${JSON.stringify(SERVER_PAGE_MODULES)})]
      if (url === '/embeds-a') return { kind: 'doc', html: ['embeds ' + (await moduleOf('/docs/a')).frontmatter.title], meta: { title: url, description: '' } }
      const module = url.startsWith('/docs/') ? await moduleOf(url) : undefined
      return { kind: module ? 'doc' : 'home', html: [module ? module.frontmatter.title + ':' + module.tree.children.length : 'home'], meta: { title: url, description: '' } }
    }`,
  )
  return file
}

afterEach(() => {
  delete process.env.DOCS_RENDER_THREADS
})

describe('render workers', () => {
  it('render each route with its module sent along, ask for any other, and fail a route with its own error', async () => {
    const served: string[] = []
    const pool = await createRenderPool(serverEntry(), 2, async (route) => {
      served.push(route)
      if (!route.startsWith('/docs/')) throw new Error(`no markdown page at ${route}`)
      return { module: { frontmatter: { id: route, title: `Title of ${route}` } } as never, body: JSON.stringify({ children: [1, 2, 3] }) }
    })
    try {
      const routes = ['/', '/docs/a', '/docs/b', '/docs/c']
      const rendered = await Promise.all(routes.map((route) => pool.render(route)))
      expect(rendered.map(htmlOf)).toEqual(['home', 'Title of /docs/a:3', 'Title of /docs/b:3', 'Title of /docs/c:3'])
      expect(rendered.map((page) => page.kind)).toEqual(['home', 'doc', 'doc', 'doc'])
      // Each route's module once: the one sent with it, never asked for again.
      expect(served.sort()).toEqual(['/', '/docs/a', '/docs/b', '/docs/c'])
      served.length = 0
      expect(htmlOf(await pool.render('/embeds-a'))).toBe('embeds Title of /docs/a')
      expect(served).toEqual(['/embeds-a', '/docs/a'])
      await expect(pool.render('/broken')).rejects.toThrow('the page component threw')
      // The HTML crosses as bytes, with what the build reads of it read on the worker.
      const facts = await pool.render('/facts')
      expect(facts.appHtml).toBeInstanceOf(Uint8Array)
      expect(htmlOf(facts)).toBe(
        '<ul><li><a href="/x" style="color:red">Shared – é</a></li></ul><h2 id="a">é</h2><h2 id="a"></h2><div class="tabs-container"></div><img src="https://cdn.example.com/x.png">',
      )
      expect(facts.app).toEqual({
        repeatedIds: ['a'],
        hasTabs: true,
        media: { images: ['https://cdn.example.com/x.png'], frames: [], styleHashes: [styleHash('color:red')] },
      })
      expect(htmlOf(await pool.render('/docs/d'))).toBe('Title of /docs/d:3') // the worker goes on after a failed page
    } finally {
      await pool.close()
    }
  }, 60_000)

  it('let the calling thread render the oldest route no worker has taken yet', async () => {
    const pool = await createRenderPool(serverEntry(), 1, async (route) => {
      throw new Error(`no markdown page at ${route}`)
    })
    try {
      const routes = ['/1', '/2', '/3', '/4', '/5', '/6', '/7']
      const rendered = routes.map((route) => pool.render(route))
      const here: string[] = []
      const renderHere = async (route: string) => {
        here.push(route)
        if (route === '/7') throw new Error('failed here')
        return renderedPage({ kind: 'home', html: [`here ${route}`], meta: { title: route, description: '' } })
      }
      // The one worker holds the first four; the calling thread takes the rest, oldest first.
      while (await pool.renderOneHere(renderHere));
      expect(here).toEqual(['/5', '/6', '/7'])
      const results = await Promise.allSettled(rendered)
      const html = results.slice(0, 6).map((result) => result.status === 'fulfilled' && htmlOf(result.value))
      expect(html).toEqual(['home', 'home', 'home', 'home', 'here /5', 'here /6'])
      expect(results[6]).toMatchObject({ status: 'rejected', reason: { message: 'failed here' } })
      expect(await pool.renderOneHere(renderHere)).toBe(false)
    } finally {
      await pool.close()
    }
  }, 60_000)

  it('are used for large sites only', () => {
    expect(renderThreads(100)).toBe(0)
    process.env.DOCS_RENDER_THREADS = '2'
    expect(renderThreads(100)).toBe(2)
    process.env.DOCS_RENDER_THREADS = '0'
    expect(renderThreads(5000)).toBe(0)
  })
})
