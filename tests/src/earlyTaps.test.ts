// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replayEarlyTaps, takeHeldSearchText, whenSearchTappedEarly } from '../../src/earlyTaps.ts'

// index.html's inline script holds the prerendered page's taps until the app runs; src/earlyTaps.ts
// replays them. Here both run against a page like the prerendered one (the e2e test: tests/e2e/earlyTaps.test.ts).

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')
const headScript = indexHtml.match(/<script>([\s\S]*?)<\/script>/)![1]

let removeListeners: () => void
beforeEach(() => {
  localStorage.clear()
  document.documentElement.setAttribute('data-theme', 'light')
  document.body.innerHTML = `<div id="root">
    <button type="button" class="navbar-menu-button">Menu</button>
    <button type="button" class="color-mode-toggle" aria-pressed="false">Dark mode</button>
    <a href="/search" class="search-button">Search</a>
    <a href="/api/store" class="plain-link">Store</a>
  </div><button type="button" class="outside">Outside the app</button>`
  // The script adds its listeners to document: collect them, to remove them after each test.
  const added: [string, EventListener, boolean][] = []
  const add = document.addEventListener.bind(document)
  document.addEventListener = ((type: string, listener: EventListener, capture: boolean) => {
    added.push([type, listener, capture])
    add(type, listener, capture)
  }) as typeof document.addEventListener
  new Function(headScript)()
  document.addEventListener = add
  removeListeners = () => added.forEach(([type, listener, capture]) => document.removeEventListener(type, listener, capture))
})
afterEach(() => {
  removeListeners()
  delete window.__taps
})

const element = (selector: string) => document.querySelector<HTMLElement>(selector)!
/** Clicks like a reader: returns whether the page's default action (a link's navigation) was prevented. */
const click = (selector: string, init: MouseEventInit = {}) =>
  !element(selector).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }))
const type = (keys: string[]) =>
  keys.forEach((key) => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })))
/** Records the clicks the app's handlers would get (after the inline script's capture listener). */
function appClicks() {
  const seen: string[] = []
  document.addEventListener('click', (event) => seen.push((event.target as Element).className))
  return seen
}

describe('before the app runs (index.html)', () => {
  it('switches the colour mode at once and remembers it', () => {
    expect(click('.color-mode-toggle')).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(element('.color-mode-toggle').getAttribute('aria-pressed')).toBe('true')
    click('.color-mode-toggle')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(window.__taps).toEqual([])
  })

  it('holds a tap on a button once, however often it is tapped, and marks it busy', () => {
    // Nothing below the document sees it: a hydration under way (React listens on #root) would act on it too.
    const seenByRoot: string[] = []
    element('#root').addEventListener('click', () => seenByRoot.push('root'), true)
    expect(click('.navbar-menu-button')).toBe(true)
    expect(seenByRoot).toEqual([])
    click('.navbar-menu-button')
    expect(window.__taps).toEqual([element('.navbar-menu-button')])
    expect(element('.navbar-menu-button').getAttribute('aria-busy')).toBe('true')
    expect(window.__taps!.t).toBeUndefined()
  })

  it('holds Search instead of following the link, with the keys typed after it', () => {
    expect(click('.search-button')).toBe(true)
    type(['s', 't', 'x', 'Backspace', 'o', 'Shift', 'r', 'e'])
    expect([...window.__taps!]).toEqual([element('.search-button')])
    expect(window.__taps!.t).toBe('store')
  })

  it('leaves alone plain links, modified clicks (a new tab), keys typed without Search, and what is outside the app', () => {
    expect(click('.plain-link')).toBe(false)
    expect(click('.search-button', { ctrlKey: true })).toBe(false)
    expect(click('.outside')).toBe(false)
    type(['a'])
    expect(window.__taps).toEqual([])
    expect(window.__taps!.t).toBeUndefined()
  })
})

describe('replayEarlyTaps', () => {
  it("clicks each held control once, in order, for the app; then the page is the app's", () => {
    click('.search-button')
    type(['c', 'o'])
    click('.navbar-menu-button')
    const seen = appClicks()
    let textAtSearch = ''
    element('.search-button').addEventListener('click', () => (textAtSearch = takeHeldSearchText()))
    replayEarlyTaps()
    expect(seen).toEqual(['search-button', 'navbar-menu-button'])
    expect(textAtSearch).toBe('co')
    expect(element('.navbar-menu-button').hasAttribute('aria-busy')).toBe(false)
    expect(takeHeldSearchText()).toBe('')
    // No longer held: the app's own handlers take every tap and key.
    expect(window.__taps).toBeUndefined()
    expect(click('.navbar-menu-button')).toBe(false)
    expect(click('.color-mode-toggle')).toBe(false)
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('skips a control the app no longer renders, and does nothing without held taps', () => {
    click('.navbar-menu-button')
    element('.navbar-menu-button').remove()
    const seen = appClicks()
    replayEarlyTaps()
    replayEarlyTaps()
    expect(seen).toEqual([])
  })
})

describe('whenSearchTappedEarly (search starts loading during hydration)', () => {
  it('starts at once for a tap on Search already held', () => {
    click('.search-button')
    let started = 0
    whenSearchTappedEarly(() => started++)
    expect(started).toBe(1)
  })

  it('starts on the first tap on Search while taps are held, once, and not for other controls', () => {
    let started = 0
    whenSearchTappedEarly(() => started++)
    click('.navbar-menu-button')
    expect(started).toBe(0)
    click('.search-button')
    click('.search-button')
    expect(started).toBe(1)
    expect(window.__taps).toContain(element('.search-button')) // still held for the app to replay
  })

  it('does nothing once the app has taken the taps', () => {
    let started = 0
    whenSearchTappedEarly(() => started++)
    replayEarlyTaps()
    whenSearchTappedEarly(() => started++)
    click('.search-button')
    expect(started).toBe(0)
  })
})
