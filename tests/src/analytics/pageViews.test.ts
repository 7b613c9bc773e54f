import { describe, expect, it } from 'vitest'
import { createPageViews, GTAG_SCRIPT_URL, trackingAllowed } from '../../../src/analytics/pageViews.ts'

/** A window stand-in with a navigator and a document that records appended scripts. */
function fakeWindow(navigator: object = {}) {
  const scripts: { src: string; async: boolean }[] = []
  const win = {
    navigator,
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (script: { src: string; async: boolean }) => scripts.push(script) },
    },
  } as unknown as Window & { dataLayer?: unknown[] }
  return { win, scripts }
}

const entries = (win: { dataLayer?: unknown[] }) => (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>))

describe('page views', () => {
  it('loads and sends nothing without a measurement id', () => {
    const { win, scripts } = fakeWindow()
    expect(createPageViews(undefined, win)).toBeNull()
    expect(createPageViews('', win)).toBeNull()
    expect(scripts).toEqual([])
    expect(win.dataLayer).toBeUndefined()
  })

  it('honours Global Privacy Control and Do Not Track', () => {
    expect(trackingAllowed({} as Navigator)).toBe(true)
    expect(trackingAllowed({ doNotTrack: '0' } as Navigator)).toBe(true)
    expect(trackingAllowed({ doNotTrack: '1' } as Navigator)).toBe(false)
    expect(trackingAllowed({ globalPrivacyControl: true } as unknown as Navigator)).toBe(false)
    for (const signals of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const { win, scripts } = fakeWindow(signals)
      expect(createPageViews('G-TEST', win)).toBeNull()
      expect(scripts).toEqual([])
      expect(win.dataLayer).toBeUndefined()
    }
  })

  it('loads gtag.js asynchronously and records one page_view per call, as gtag arguments', () => {
    const { win, scripts } = fakeWindow()
    const views = createPageViews('G-TEST', win)!
    expect(scripts).toEqual([{ src: `${GTAG_SCRIPT_URL}?id=G-TEST`, async: true }])
    views.send({ path: '/api/store', location: 'https://redux.js.org/api/store', title: 'Store | Redux' })
    const recorded = entries(win)
    expect(recorded[0][0]).toBe('js')
    expect(recorded[1]).toEqual(['config', 'G-TEST', { send_page_view: false }])
    expect(recorded[2]).toEqual([
      'event',
      'page_view',
      { page_path: '/api/store', page_location: 'https://redux.js.org/api/store', page_title: 'Store | Redux', send_to: 'G-TEST' },
    ])
    // gtag.js only reads Arguments objects from the dataLayer, not arrays.
    expect(Array.isArray(win.dataLayer![2])).toBe(false)
  })
})
