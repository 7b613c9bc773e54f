import { describe, expect, it } from 'vitest'
import { renderedPage } from '../../plugins/prerender/renderedPage.ts'

// A rendered route as the prerender takes it: its app HTML as text or UTF-8 bytes, with what the build
// reads of it (repeated ids, tabs, media) read where it was rendered.

const route = (html: string) => ({ kind: 'doc', html, meta: { title: 'T', description: 'D' }, headTags: [] })

describe('renderedPage', () => {
  const html = '<h2 id="setup">Réglage – 🚀</h2><div class="tabs-container"></div><p style="color:red">x</p><h3 id="setup"></h3>'

  it('keeps the HTML as text, or as its UTF-8 bytes to move to another thread', () => {
    expect(renderedPage(route(html)).appHtml).toBe(html)
    const bytes = renderedPage(route(html), 'bytes').appHtml as Uint8Array
    expect(Buffer.from(bytes).equals(Buffer.from(html))).toBe(true)
    // Its buffer is its own, so it can be moved (postMessage's transfer list) without taking anything else.
    expect(bytes.byteOffset).toBe(0)
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength)
  })

  it('reads the ids, tabs and media of the app, and keeps the rest of the route', () => {
    const page = renderedPage(route(html), 'bytes')
    expect(page.app.repeatedIds).toEqual(['setup'])
    expect(page.app.hasTabs).toBe(true)
    expect(page.app.media.styleHashes).toHaveLength(1)
    expect(page).toMatchObject({ kind: 'doc', meta: { title: 'T', description: 'D' }, headTags: [] })
    expect(page).not.toHaveProperty('html')
    expect(renderedPage(route('<p id="a"></p>')).app).toEqual({
      repeatedIds: [],
      hasTabs: false,
      media: { images: [], frames: [], styleHashes: [] },
    })
  })
})
