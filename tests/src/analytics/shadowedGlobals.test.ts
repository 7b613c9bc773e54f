import { describe, expect, it } from 'vitest'
import { createPageViews } from '../../../src/analytics/pageViews.ts'

// Issue 32: a page's `<h2 id="gtag">` (or `id="dataLayer"`) is `window.gtag` in the browser (named access to
// elements by id), and analytics took the element for the function and threw.

describe('page views on a page with id="gtag" and id="dataLayer"', () => {
  it('use their own function and array, and send the view', () => {
    const heading = { tagName: 'H2', id: 'gtag' }
    const section = { tagName: 'DIV', id: 'dataLayer' }
    const win = {
      navigator: {},
      gtag: heading, // what named access gives before any script assigns the global
      dataLayer: section,
      document: { createElement: () => ({ src: '', async: false }), head: { appendChild: () => undefined } },
    } as unknown as Window & { dataLayer: unknown; gtag: unknown }
    const views = createPageViews('G-TEST', win)!
    views.send({ path: '/guide', location: 'https://s.example/guide', title: 'Guide' })
    expect(typeof win.gtag).toBe('function')
    expect(Array.isArray(win.dataLayer)).toBe(true)
    const events = (win.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args))
    expect(events.at(-1)).toEqual(['event', 'page_view', expect.objectContaining({ page_path: '/guide', send_to: 'G-TEST' })])
  })
})
