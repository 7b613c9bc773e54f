import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createRenderPool, renderThreads } from '../../plugins/prerender/renderWorkers.ts'
import { SERVER_PAGE_MODULES } from '../../plugins/docs/manifest.ts'

// A large site's routes are rendered on worker threads (renderWorkers.ts): each worker imports the server
// bundle, and asks the main thread for a markdown page's module by route. A stand-in server entry here
// renders what it was given, so the test sees what crossed over.

const serverEntry = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'render-workers-'))
  const file = path.join(folder, 'entry-server.mjs')
  writeFileSync(
    file,
    `export async function render(url) {
      if (url === '/broken') throw new Error('the page component threw')
      const module = url.startsWith('/docs/') ? await globalThis[Symbol.for(${JSON.stringify(SERVER_PAGE_MODULES)})](url) : undefined
      return { kind: module ? 'doc' : 'home', html: module ? module.frontmatter.title + ':' + module.tree.children.length : 'home', meta: { title: url, description: '' } }
    }`,
  )
  return file
}

afterEach(() => {
  delete process.env.DOCS_RENDER_THREADS
})

describe('render workers', () => {
  it('render each route with the module the main thread serves, and fail a route with its own error', async () => {
    const served: string[] = []
    const pool = await createRenderPool(serverEntry(), 2, async (route) => {
      served.push(route)
      return { module: { frontmatter: { id: route, title: `Title of ${route}` } } as never, body: JSON.stringify({ children: [1, 2, 3] }) }
    })
    try {
      const routes = ['/', '/docs/a', '/docs/b', '/docs/c']
      const rendered = await Promise.all(routes.map((route) => pool.render(route)))
      expect(rendered.map((page) => page.html)).toEqual(['home', 'Title of /docs/a:3', 'Title of /docs/b:3', 'Title of /docs/c:3'])
      expect(rendered.map((page) => page.kind)).toEqual(['home', 'doc', 'doc', 'doc'])
      expect(served.sort()).toEqual(['/docs/a', '/docs/b', '/docs/c'])
      await expect(pool.render('/broken')).rejects.toThrow('the page component threw')
      expect((await pool.render('/docs/d')).html).toBe('Title of /docs/d:3') // the worker goes on after a failed page
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
