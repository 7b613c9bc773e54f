// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Head, { headEntryOf } from '../../../src/theme/docusaurus/Head.tsx'
import { useDocumentMeta } from '../../../src/theme/useDocumentMeta.ts'

// `@docusaurus/Head` in the browser: what it holds goes over the route's own title and description, also
// when it mounts after the route's meta was applied (a part of the page rendered later), and leaves with it.

function Route({ withHead, headTitle = 'By Head' }: { withHead: boolean; headTitle?: string }) {
  useDocumentMeta({ title: 'Route | Site', description: 'The route' })
  return withHead ? (
    <Head>
      <title>{headTitle}</title>
      <meta name="description" content="From Head" />
      <meta property="og:image" content="https://example.org/card.png" />
      <link rel="alternate" href="/feed.xml" onLoad={() => undefined} />
    </Head>
  ) : null
}

const pastNextFrame = () => vi.advanceTimersByTime(20)
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
const pageTags = () => [...document.head.querySelectorAll('[data-page-head]')].map((element) => element.outerHTML)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  document.title = 'Before'
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('@docusaurus/Head', () => {
  it("puts its title, description and tags over the route's, and takes them away when it unmounts", () => {
    const { rerender } = render(<Route withHead={false} />)
    act(pastNextFrame)
    expect(document.title).toBe('Route | Site')

    // Mounted after the route's meta was applied.
    act(() => rerender(<Route withHead />))
    act(pastNextFrame)
    expect(document.title).toBe('By Head')
    expect(description()).toBe('From Head')
    expect(pageTags()).toEqual([
      '<meta property="og:image" content="https://example.org/card.png" data-page-head="">',
      '<link rel="alternate" href="/feed.xml" data-page-head="">',
    ])

    act(() => rerender(<Route withHead headTitle="Changed" />))
    act(pastNextFrame)
    expect(document.title).toBe('Changed')

    act(() => rerender(<Route withHead={false} />))
    act(pastNextFrame)
    expect(document.title).toBe('Route | Site')
    expect(description()).toBe('The route')
    expect(pageTags()).toEqual([])
  })

  it('reads fragments and leaves out what is not a head attribute', () => {
    const entry = headEntryOf(
      <>
        <title>{'A '}title</title>
        <meta charSet="utf-8" />
      </>,
    )
    expect(entry).toEqual({ title: 'A title', tags: [{ tag: 'meta', attributes: { charset: 'utf-8' } }] })
  })
})
