import { lazy, Suspense } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'
import { renderAppHtml } from '../../src/renderAppHtml.ts'

const streamed = async (app: React.ReactNode) => new Response((await prerender(app)).prelude).text()

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1 id="top">{title}</h1>
      <Suspense fallback={<p>loading</p>}>
        <p className="body">
          {'<b> & "quotes"'} <a href="/next">next</a>
        </p>
      </Suspense>
    </main>
  )
}

describe("the prerenderer's HTML of the app", () => {
  it('gives a tree that does not suspend as prerender does, byte for byte, in one pass', async () => {
    const before = vi.fn()
    const html = await renderAppHtml(() => <Page title="Store" />, before)
    expect(html).toBe(await streamed(<Page title="Store" />))
    expect(html).toContain('<h1 id="top">Store</h1>')
    expect(before).toHaveBeenCalledTimes(1)
  })

  it('waits for a lazy component, inside a Suspense boundary or not, instead of leaving its fallback', async () => {
    const Loaded = () => <p>the lazy page</p>
    const InBoundary = lazy(async () => ({ default: Loaded }))
    const before = vi.fn()
    const html = await renderAppHtml(
      () => (
        <Suspense fallback={<p>loading</p>}>
          <InBoundary />
        </Suspense>
      ),
      before,
    )
    expect(html).toContain('<p>the lazy page</p>')
    expect(html).not.toContain('loading')
    // The string pass gave up, and the second pass cleared what the first registered.
    expect(before).toHaveBeenCalledTimes(2)
    const Bare = lazy(async () => ({ default: Loaded }))
    expect(await renderAppHtml(() => <Bare />)).toContain('<p>the lazy page</p>')
  })

  it('fails with the error of a component, even inside a Suspense boundary', async () => {
    const Broken = (): never => {
      throw new Error('the component broke')
    }
    await expect(
      renderAppHtml(() => (
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      )),
    ).rejects.toThrow('the component broke')
    await expect(renderAppHtml(() => <Broken />)).rejects.toThrow('the component broke')
  })
})
