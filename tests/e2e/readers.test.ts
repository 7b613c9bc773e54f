import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, screenshot, screenshotsWanted } from './browser.ts'

/** A page in the reader's chosen colour mode (kept in localStorage; the OS preference is ignored). */
async function openThemed(options: Parameters<typeof openPage>[1], theme: 'light' | 'dark') {
  const opened = await openPage(browser, options)
  await opened.context.addInitScript((mode) => localStorage.setItem('theme', mode), theme)
  return opened
}

// What a reader sees of code, headings and the page's width (issue 16: items 9, 10, 12), in real Chromium
// against the production build.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Per code block on the page: its longest line (characters) and whether it scrolls sideways. */
const codeBlocks = (page: Page) =>
  page.locator('.code-block pre').evaluateAll((pres) =>
    pres.map((pre) => ({
      longest: Math.max(...(pre.textContent ?? '').split('\n').map((line) => line.length)),
      scrollWidth: pre.scrollWidth,
      clientWidth: pre.clientWidth,
      firstLine: (pre.textContent ?? '').split('\n')[0],
    })),
  )

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('code on a desktop screen', () => {
  it('fits lines of up to 100 characters at 1440 px with the sidebar and the table of contents shown', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1440, height: 900 } })
    await page.goto('/style-guide/style-guide')
    expect(await page.locator('aside.sidebar').isVisible()).toBe(true)
    expect(await page.locator('nav.toc').isVisible()).toBe(true)
    const blocks = await codeBlocks(page)
    const short = blocks.filter((block) => block.longest <= 100)
    expect(short.length).toBeGreaterThanOrEqual(10)
    expect(short.filter((block) => block.scrollWidth > block.clientWidth).map((block) => block.firstLine)).toEqual([])

    // Prose keeps its measure: a paragraph is at most 48rem wide.
    const paragraphWidth = await page
      .locator('.markdown > p')
      .first()
      .evaluate((p) => p.getBoundingClientRect().width)
    expect(paragraphWidth).toBeLessThanOrEqual(48 * 16 + 0.5)
    await context.close()
  })
})

describe('the page never scrolls sideways', () => {
  for (const width of [390, 720]) {
    it(`at ${width} px (${width === 720 ? '1440 px at 200 % zoom' : 'a phone'})`, async () => {
      const { page, context } = await openPage(browser, { viewport: { width, height: 900 } })
      for (const path of ['/style-guide/style-guide', '/api/createstore', '/faq/general']) {
        await page.goto(path)
        expect(await pageOverflow(page), path).toBeLessThanOrEqual(0)
      }
      await context.close()
    })
  }
})

describe('the copy button on a touch phone', () => {
  it('never covers the first line of code, and sits in the title bar of a titled block', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    await page.goto('/api/createstore')
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
    const boxes = await page.locator('.code-block').evaluateAll((blocks) =>
      blocks.map((block) => {
        const button = block.querySelector('.copy-button')!.getBoundingClientRect()
        const pre = block.querySelector('pre')!.getBoundingClientRect()
        const title = block.querySelector('.code-block-title')?.getBoundingClientRect()
        // The first line: from the start of the code to its first line break.
        const code = block.querySelector('code')!
        const range = document.createRange()
        range.setStart(code, 0)
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
        range.setEndAfter(code.lastChild!)
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const at = text.textContent!.indexOf('\n')
          if (at >= 0) {
            range.setEnd(text, at)
            break
          }
        }
        const line = { textContent: range.toString() }
        // The text as it shows: clipped to the visible part of the block.
        const text = [...range.getClientRects()].map((r) => ({
          left: Math.max(r.left, pre.left),
          right: Math.min(r.right, pre.right),
          top: r.top,
          bottom: r.bottom,
        }))
        const overlaps = text.some((r) => r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top)
        const inTitle = title ? button.top >= title.top && button.bottom <= title.bottom + 1 : undefined
        return { line: line.textContent, overlaps, inTitle, opacity: getComputedStyle(block.querySelector('.copy-button')!).opacity }
      }),
    )
    expect(boxes.length).toBeGreaterThanOrEqual(5)
    expect(boxes.filter((box) => box.overlaps).map((box) => box.line)).toEqual([])
    expect(boxes.filter((box) => box.inTitle === false).map((box) => box.line)).toEqual([])
    expect(boxes.every((box) => box.opacity === '1')).toBe(true)
    await context.close()
  })
})

describe('headings', () => {
  for (const width of [390, 800, 1440]) {
    it(`the page title clearly outranks section headings at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { viewport: { width, height: 900 } })
      await page.goto('/faq/general')
      const size = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
      expect(await size('.doc-title')).toBeGreaterThanOrEqual(1.25 * (await size('.markdown h2')))
      await context.close()
    })
  }

  it('the 404 and search titles have a heading line height', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    const ratio = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element)
          return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
        })
    await page.goto('/no-such-page-here')
    expect(await ratio('.not-found h1')).toBeLessThanOrEqual(1.3)
    await page.goto('/search')
    expect(await ratio('h1')).toBeLessThanOrEqual(1.3)
    await context.close()
  })
})

describe('screenshots for a person to look at', () => {
  it('shows the style guide, createStore and the general FAQ at 1440 and 390 px, light and dark, without sideways scrolling (screenshots kept)', async () => {
    const problems: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1440, 390]) {
        const { page, context } = await openThemed(
          { viewport: { width, height: 900 }, hasTouch: width === 390, isMobile: width === 390 },
          colorScheme,
        )
        for (const [path, name] of [
          ['/style-guide/style-guide', 'style-guide'],
          ['/api/createstore', 'createstore'],
          ['/faq/general', 'faq-general'],
        ]) {
          await page.goto(path)
          // What the screenshots are looked at for, checked: the page in the asked mode, its title on the
          // first screen, and nothing wider than the window (a phone would scroll sideways).
          const layout = await page.evaluate(() => ({
            theme: document.documentElement.dataset.theme,
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            titleTop: document.querySelector('h1')?.getBoundingClientRect().top ?? Infinity,
          }))
          if (layout.theme !== colorScheme) problems.push(`${path} ${width}px: in ${layout.theme} mode, not ${colorScheme}`)
          if (layout.overflow > 0) problems.push(`${path} ${width}px ${colorScheme}: ${layout.overflow}px wider than the window`)
          if (!(layout.titleTop < 900)) problems.push(`${path} ${width}px ${colorScheme}: the title is not on the first screen`)
          await screenshot(page, `readers-${name}-${width}-${colorScheme}`)
          if (!screenshotsWanted) continue
          if (name === 'style-guide') {
            await page.locator('.code-block').nth(1).scrollIntoViewIfNeeded()
            await screenshot(page, `readers-${name}-code-${width}-${colorScheme}`)
          }
          if (name === 'createstore') {
            await page.locator('.code-block').first().scrollIntoViewIfNeeded()
            await screenshot(page, `readers-${name}-code-${width}-${colorScheme}`)
          }
        }
        await context.close()
      }
    }
    expect(problems).toEqual([])
  })
})

describe('the table of contents', () => {
  it('does not break code-like words (`replaceReducer(nextReducer)`) in the middle', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1440, height: 900 } })
    const broken: string[] = []
    for (const path of [
      '/api/store',
      '/api/createstore',
      '/api/applymiddleware',
      '/api/combinereducers',
      '/api/bindactioncreators',
      '/api/compose',
    ]) {
      await page.goto(path)
      broken.push(
        ...(await page.locator('nav.toc .toc-list a').evaluateAll((links) =>
          links.flatMap((link) => {
            const text = link.firstChild
            if (!text || text.nodeType !== Node.TEXT_NODE) return []
            const words: string[] = []
            for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange()
              range.setStart(text, match.index)
              range.setEnd(text, match.index + match[0].length)
              const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
              if (tops.size > 1) words.push(match[0])
            }
            return words
          }),
        )),
      )
    }
    expect(broken).toEqual([])
    await context.close()
  })
})

describe('smaller things in both themes', () => {
  it('sets code in a table cell as one piece, however it wraps', async () => {
    const { page, context } = await openThemed({ viewport: { width: 390, height: 844 } }, 'dark')
    await page.goto('/api/createstore')
    await page.locator('.markdown table').last().scrollIntoViewIfNeeded()
    await screenshot(page, 'readers-error-table-390-dark')
    const pieces = await page
      .locator('.markdown td code')
      .evaluateAll((codes) => codes.map((code) => new Set([...code.getClientRects()].map((r) => Math.round(r.top))).size))
    expect(pieces.length).toBeGreaterThan(0)
    expect(pieces.filter((count) => count > 1)).toEqual([])
    await context.close()
  })

  it('gives the search dialog a visible edge in dark mode', async () => {
    const { page, context } = await openThemed({ viewport: { width: 1440, height: 900 } }, 'dark')
    await page.goto('/api/createstore')
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page
      .locator('header.navbar')
      .getByRole('button', { name: /search/i })
      .click()
    const dialog = page.locator('dialog.search-modal[open]')
    await dialog.waitFor()
    await page.locator('.search-modal-input').fill('reducer')
    // The dialog as a reader sees it while searching: with its results in.
    await dialog.locator('.search-results [role="option"]').first().waitFor()
    const colours = await dialog.evaluate((element) => ({
      dialog: getComputedStyle(element).backgroundColor,
      page: (() => {
        const probe = document.body.appendChild(document.createElement('div'))
        probe.style.background = 'var(--c-bg)'
        const colour = getComputedStyle(probe).backgroundColor
        probe.remove()
        return colour
      })(),
      backdrop: getComputedStyle(element, '::backdrop').backgroundColor,
    }))
    expect(colours.dialog).not.toBe(colours.page)
    const alpha = Number(colours.backdrop.match(/[\d.]+(?=\)$)/)?.[0] ?? 1)
    expect(alpha).toBeGreaterThanOrEqual(0.65)
    await screenshot(page, 'readers-search-dialog-1440-dark')
    await context.close()
  })
})
