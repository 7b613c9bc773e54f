import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser.ts'

// axe-core in real Chromium: no serious or critical violation on the home page, a doc page, the search
// page, the not-found page and the open mobile drawer, in both colour modes (contrast included); plus what axe can't see: a
// visible focus indicator on the controls a keyboard reaches.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
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

/**
 * The serious violations in light mode, as the page opened, then in dark mode, switched by the page's own
 * toggle as a reader switches it: the page is not loaded a second time for the other mode (what the
 * first paint in dark mode looks like, before the app runs, is theme.test.ts's).
 */
async function violationsInBothModes(page: Page, switchToDark: () => Promise<void>): Promise<Record<'light' | 'dark', string[]>> {
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
  const light = await seriousViolations(page)
  await switchToDark()
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
  // Colours that fade (a button's background) are read once they have: axe measures contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)))
  return { light, dark: await seriousViolations(page) }
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

describe('axe in light and dark mode', () => {
  it.each(pages)('finds no serious or critical violation on %s', async (_, path) => {
    // bypassCSP: the site's Content-Security-Policy would refuse the injected axe script.
    const { page, context } = await openPage(browser, { bypassCSP: true })
    await context.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.goto(path)
    await page.locator('h1').first().waitFor()
    const toggle = page.locator('header .color-mode-toggle')
    expect(await violationsInBothModes(page, () => toggle.click())).toEqual({ light: [], dark: [] })
  })

  it('finds none in the open mobile drawer either', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true })
    await context.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.goto('/api/store')
    const openDrawer = async () => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    }
    await openDrawer()
    // The toggle is the navbar's: the drawer is closed to reach it, and opened again in dark mode.
    const switchToDark = async () => {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' })
      await page.locator('header .color-mode-toggle').click()
      await openDrawer()
    }
    expect(await violationsInBothModes(page, switchToDark)).toEqual({ light: [], dark: [] })
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
