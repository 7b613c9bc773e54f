// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDocumentMeta } from '../../../src/theme/useDocumentMeta.ts'
import { afterPaint } from '../../../src/router/afterPaint.ts'

// The tab's title and the meta description follow the page on screen, but after its first frame: set in
// the navigation's commit they held the new page back from the screen.

function Page({ title }: { title: string }) {
  useDocumentMeta({ title, description: `About ${title}` })
  return <h1>{title}</h1>
}

/** The next frame (16 ms in fake time) and the task after it; well before afterPaint's 100 ms fallback. */
const pastNextFrame = () => vi.advanceTimersByTime(20)
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  document.title = 'Before'
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useDocumentMeta', () => {
  it('sets the title and description after the next frame, not in the commit', () => {
    const { rerender } = render(<Page title="First" />)
    act(pastNextFrame)
    expect(document.title).toBe('First')

    act(() => rerender(<Page title="Second" />))
    // Committed, effects run: the page shows the new heading while the tab still has the old title.
    expect(document.body.textContent).toBe('Second')
    expect(document.title).toBe('First')
    act(pastNextFrame)
    expect(document.title).toBe('Second')
    expect(description()).toBe('About Second')
  })
})

describe('afterPaint', () => {
  it('runs tasks in order after the next frame, or after the fallback delay when no frame comes', () => {
    const ran: string[] = []
    afterPaint(() => ran.push('title'))
    afterPaint(() => ran.push('announce'))
    expect(ran).toEqual([])
    pastNextFrame()
    expect(ran).toEqual(['title', 'announce'])
    vi.advanceTimersByTime(200)
    expect(ran).toEqual(['title', 'announce'])

    // A hidden tab paints no frames: the fallback runs the task, once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const raf = globalThis.requestAnimationFrame
    globalThis.requestAnimationFrame = () => 0
    try {
      afterPaint(() => ran.push('hidden'))
      vi.advanceTimersByTime(99)
      expect(ran).toEqual(['title', 'announce'])
      vi.advanceTimersByTime(1)
      expect(ran).toEqual(['title', 'announce', 'hidden'])
    } finally {
      globalThis.requestAnimationFrame = raf
    }
  })
})
