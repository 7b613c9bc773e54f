// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { scriptLoader } from '../../../plugins/prerender/scriptsAfterLoad.ts'
import { endFirstPaint } from '../../../src/theme/firstPaint.ts'

// The first paint's skipped blocks (styles/markdown.css) end one of two ways: the page's loader lays them
// out a few a frame, or the app ends it before hydrating. Either way the blocks are left as the server
// rendered them, or React's hydration finds attributes it did not expect.

function articleOf(blocks: number, styleOf: (index: number) => string | undefined = () => undefined) {
  document.documentElement.className = 'first-paint'
  document.body.innerHTML = `<div class="markdown">${Array.from({ length: blocks }, (_, index) => {
    const style = styleOf(index)
    return `<p${style ? ` style="${style}"` : ''}>Block ${index}</p>`
  }).join('')}</div>`
  return [...document.querySelectorAll<HTMLElement>('.markdown > *')]
}

afterEach(() => {
  document.documentElement.className = ''
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('endFirstPaint (the app, before it hydrates)', () => {
  it("drops the class and the loader's inline style, and keeps any other style a block has", () => {
    const blocks = articleOf(3, (index) => ['content-visibility: visible;', 'color: red; content-visibility: visible;', undefined][index])
    endFirstPaint()
    expect(document.documentElement.classList.contains('first-paint')).toBe(false)
    expect(blocks.map((block) => block.getAttribute('style'))).toEqual([null, 'color: red;', null])
  })

  it('does nothing once the first paint has ended', () => {
    const [block] = articleOf(1, () => 'content-visibility: visible;')
    document.documentElement.className = ''
    endFirstPaint()
    expect(block.getAttribute('style')).toBe('content-visibility: visible;')
  })
})

describe("the page's loader", () => {
  function runLoader() {
    const script = document.createElement('script')
    script.dataset.entry = '/assets/index-a.js'
    script.dataset.preload = '/assets/common-b.js /assets/page-c.js'
    document.head.append(script)
    // The loader reads its own element as document.currentScript; jsdom runs no inline script itself.
    new Function('currentScript', scriptLoader.replace('(document.currentScript)', '(currentScript)'))(script)
  }

  it('lays the blocks out 8 a frame, then drops the class and its inline styles, and adds the app’s scripts', async () => {
    const blocks = articleOf(20)
    const styled: number[] = []
    const observer = new MutationObserver(() => styled.push(blocks.filter((block) => block.style.contentVisibility === 'visible').length))
    blocks.forEach((block) => observer.observe(block, { attributes: true, attributeFilter: ['style'] }))
    runLoader()
    await expect.poll(() => document.documentElement.className, { timeout: 2000 }).toBe('')
    observer.disconnect()
    // In steps of 8, a frame each: the last 4 go in the step that also ends it and clears the styles.
    expect([...new Set(styled)]).toEqual([8, 16, 0])
    expect(blocks.map((block) => block.getAttribute('style'))).toEqual(blocks.map(() => null))
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/common-b.js', '/assets/page-c.js'])
    expect(document.head.querySelector('script[type=module]')?.getAttribute('src')).toBe('/assets/index-a.js')
  })

  it('stops where it is when the app has ended the first paint first', async () => {
    const blocks = articleOf(40)
    runLoader()
    await expect.poll(() => blocks.filter((block) => block.style.contentVisibility === 'visible').length, { timeout: 2000 }).toBeGreaterThan(0)
    endFirstPaint()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(blocks.filter((block) => block.hasAttribute('style'))).toEqual([])
  })
})
