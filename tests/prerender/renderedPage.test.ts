import { describe, expect, it } from 'vitest'
import { renderedPage } from '../../plugins/prerender/renderedPage.ts'
import { duplicateIds } from '../../plugins/prerender/duplicateIds.ts'
import { pageMedia } from '../../plugins/prerender/pageMedia.ts'

// A rendered route as the prerender takes it: its app HTML as text or UTF-8 bytes, from the parts the
// server bundle gives (the page's own HTML, and at odd indexes parts shared by many pages: the sidebar's
// closed categories), with what the build reads of it (repeated ids, tabs, media) read where it was
// rendered, as from the page whole.

const route = (html: string[]) => ({ kind: 'doc', html, meta: { title: 'T', description: 'D' }, headTags: [] })
const closedCategory =
  '<button aria-controls="sidebar-redux">Redux – état</button><ul id="sidebar-redux"><li><a href="/a">🚀 A</a></li></ul>'
const parts = [
  '<nav><ul><li class="category">',
  closedCategory,
  '</li><li class="category">',
  '<a href="/b" style="font-weight:bold">B</a>',
  '</li></ul></nav><h2 id="setup">Réglage</h2><div class="tabs-container"></div><p style="color:red"><img src="https://cdn.example.com/a.png"></p><h3 id="setup"></h3>',
]
const whole = parts.join('')

describe('renderedPage', () => {
  it('gives the HTML as text, or as its UTF-8 bytes in a buffer of their own, to move to another thread', () => {
    expect(renderedPage(route(parts)).appHtml).toBe(whole)
    const bytes = renderedPage(route(parts), 'bytes').appHtml as Uint8Array
    expect(Buffer.from(bytes).equals(Buffer.from(whole))).toBe(true)
    expect(bytes.byteOffset).toBe(0)
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength)
    // A shared part met again is the same bytes (read once, kept).
    const again = renderedPage(route(parts), 'bytes').appHtml as Uint8Array
    expect(Buffer.from(again).equals(Buffer.from(whole))).toBe(true)
  })

  it('reads the ids, tabs and media as from the page whole, and keeps the rest of the route', () => {
    const page = renderedPage(route(parts), 'bytes')
    expect(page.app.repeatedIds).toEqual(duplicateIds(whole))
    expect(page.app.repeatedIds).toEqual(['setup'])
    expect(page.app.hasTabs).toBe(true)
    // The shared parts' media are in the page's order: the category's style first.
    expect(page.app.media).toEqual(pageMedia(whole))
    expect(page.app.media.styleHashes).toHaveLength(2)
    expect(page).toMatchObject({ kind: 'doc', meta: { title: 'T', description: 'D' }, headTags: [] })
    expect(page).not.toHaveProperty('html')
  })

  it('finds an id repeated between the page and a shared part, and a page with nothing to report', () => {
    expect(renderedPage(route(['<h2 id="sidebar-redux"></h2>', closedCategory, ''])).app.repeatedIds).toEqual(['sidebar-redux'])
    expect(renderedPage(route(['<p id="a"></p>'])).app).toEqual({
      repeatedIds: [],
      hasTabs: false,
      media: { images: [], frames: [], styleHashes: [] },
    })
  })
})
