import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser.ts'

// axe-core in real Chromium: no serious or critical violation on the home page, a doc page, the search
// page and the not-found page, in both colour modes (contrast included); plus what axe can't see: a
// visible focus indicator on the controls a keyboard reaches.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const pages = [
  ['home', '/'],
  ['a doc page', '/tutorials/essentials/part-3-data-flow'],
  ['the search page', '/search'],
  ['the not-found page', '/no/such/page'],
]

describe.each(['light', 'dark'])('axe in %s mode', (theme) => {
  it.each(pages)('finds no serious or critical violation on %s', async (_, path) => {
    // bypassCSP: the site's Content-Security-Policy would refuse the injected axe script.
    const { page, context } = await openPage(browser, { bypassCSP: true })
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await page.goto(path)
    await page.locator('h1').first().waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
    expect(await seriousViolations(page)).toEqual([])
  })

  it('finds none in the open mobile drawer either', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true })
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await page.goto('/api/store')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe('keyboard focus', () => {
  it('is visible on every kind of control a keyboard reaches', async () => {
    const { page } = await openPage(browser)
    await page.goto('/tutorials/essentials/part-3-data-flow')
    const selectors = [
      '.skip-link',
      'header .navbar-link',
      '.color-mode-toggle',
      'aside.sidebar button.sidebar-category',
      'aside.sidebar a.sidebar-link',
      'nav.toc a',
      '.markdown a:not(.hash-link)',
      '.copy-button',
      '.pagination-link',
      'footer a',
    ]
    const invisible: string[] = []
    for (const selector of selectors) {
      // Reach each control by Tab, as a keyboard user does (:focus-visible only follows keyboard focus).
      await page.evaluate((s) => {
        const visible = (element: HTMLElement) => element.checkVisibility()
        const target = [...document.querySelectorAll<HTMLElement>(s)].find(visible)!
        target.scrollIntoView({ block: 'center' })
        const all = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')].filter(visible)
        all[all.indexOf(target) - 1]?.focus()
      }, selector)
      await page.keyboard.press('Tab')
      const result = await page.evaluate((s) => {
        const element = document.activeElement as HTMLElement
        const style = getComputedStyle(element)
        return { matches: element.matches(s), outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 }
      }, selector)
      if (!result.matches || !result.outline) invisible.push(`${selector} ${JSON.stringify(result)}`)
    }
    expect(invisible).toEqual([])
  })
})

describe('boxes that scroll sideways', () => {
  // axe's scrollable-region-focusable: a box whose content scrolls must be reachable by keyboard. The
  // server cannot measure, so its markup makes every code block and table box a tab stop; the app then
  // keeps only those that really scroll.
  const tabStops = (page: Page) =>
    page
      .locator('.code-block pre')
      .evaluateAll((blocks) =>
        blocks.map((block) => ({ scrolls: block.scrollWidth > block.clientWidth, tabStop: block.getAttribute('tabindex') === '0' })),
      )

  it('are reachable by keyboard without JavaScript', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    await page.goto('/api/createstore')
    const blocks = await tabStops(page)
    expect(blocks.filter((block) => block.scrolls).length).toBeGreaterThan(0)
    expect(blocks.filter((block) => block.scrolls && !block.tabStop)).toEqual([])
    await context.close()
  })

  it('are the only code blocks in the tab order once the app runs', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1440, height: 900 } })
    await page.goto('/api/createstore')
    // A block is measured once the browser lays it out, as it nears the viewport (code.css:
    // content-visibility); until then it keeps the server's tab stop. So each is looked at in view.
    const inView = () =>
      page.locator('.code-block pre').evaluateAll(async (blocks) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const found = []
        for (const block of blocks) {
          // A block in a hidden tab panel (a TypeScript example's JavaScript tab) is out of the tab order
          // and has no size until its tab is chosen, when it is measured (ResizeObserver).
          if (block.getClientRects().length === 0) continue
          block.scrollIntoView({ block: 'center' })
          await frame()
          await frame()
          found.push({ scrolls: block.scrollWidth > block.clientWidth, tabStop: block.getAttribute('tabindex') === '0' })
        }
        return found
      })
    await expect.poll(async () => (await inView()).filter((block) => block.tabStop !== block.scrolls).length).toBe(0)
    expect((await inView()).some((block) => !block.scrolls)).toBe(true)
    await context.close()
  })
})
