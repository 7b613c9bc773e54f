import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { closeServer, launchBrowser, openPage, screenshot, screenshotsWanted } from './browser.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { buildTsTabsSite } from '../tsTabsFixture.ts'

// Tabs in Chromium, on the fixture Docusaurus docs of tests/fixtures/docusaurus-site/docs/ts-tabs built
// with remark-typescript-tools configured as the Redux site configures it and this site's own code tabs:
// a click and the keys select, a groupId holds across the page, a reload and the other pages, the
// prerendered HTML has every panel for a reader without JavaScript, and the plugin's blocks show
// TypeScript and JavaScript tabs without their `noEmit` setup.

let browser: Browser
let server: Server
let url: string

beforeAll(async () => {
  const outDir = await buildTsTabsSite()
  ;({ server, url } = await startStaticServer({ root: outDir }))
  browser = await launchBrowser()
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await closeServer(server)
})

const groups = (page: Page) => page.locator('.tabs-container')
const visiblePanelText = (page: Page, group: number) => groups(page).nth(group).locator('[role="tabpanel"]:visible').innerText()
const selectedTab = (page: Page, group: number) => groups(page).nth(group).locator('[role="tab"][aria-selected="true"]').innerText()
const appErrors = (messages: { type: string; text: string }[]) =>
  messages.filter((message) => message.type === 'pageerror' || (message.type === 'error' && !message.text.includes('404')))

describe('Docusaurus tabs in the browser', () => {
  it('selects by click, keeps every group of a groupId on the same tab, and remembers it after a reload', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/tabs')
    // The child marked `default`; the second group of the id has none: its first tab.
    expect(await visiblePanelText(page, 0)).toBe('Oranges are round.')
    expect(await visiblePanelText(page, 1)).toBe('Apple pie.')
    await groups(page).nth(0).getByRole('tab', { name: 'Pear' }).click()
    expect(await visiblePanelText(page, 0)).toBe('Pears are sweet.')
    expect(await visiblePanelText(page, 1)).toBe('Pear tart.')
    expect(await selectedTab(page, 1)).toBe('Pear')
    await page.reload()
    expect(await visiblePanelText(page, 0)).toBe('Pears are sweet.')
    expect(await visiblePanelText(page, 1)).toBe('Pear tart.')
    expect(appErrors(consoleMessages)).toEqual([])
  })

  it('moves and selects with the arrow keys (wrapping), Home and End, with one tab in the tab order', async () => {
    const { page } = await openPage(browser, { baseURL: url })
    await page.goto('/tabs')
    const group = groups(page).nth(0)
    await group.getByRole('tab', { name: 'Orange' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pear')
    expect(await visiblePanelText(page, 0)).toBe('Pears are sweet.')
    await page.keyboard.press('ArrowRight')
    expect(await selectedTab(page, 0)).toBe('Apple')
    await page.keyboard.press('End')
    expect(await selectedTab(page, 0)).toBe('Pear')
    await page.keyboard.press('Home')
    expect(await selectedTab(page, 0)).toBe('Apple')
    await page.keyboard.press('ArrowLeft')
    expect(await selectedTab(page, 0)).toBe('Pear')
    expect(await group.locator('[role="tab"][tabindex="0"]').allInnerTexts()).toEqual(['Pear'])
    // The other group of the id followed the keys too.
    expect(await visiblePanelText(page, 1)).toBe('Pear tart.')
  })

  it('reads and writes its queryString parameter', async () => {
    const { page } = await openPage(browser, { baseURL: url })
    await page.goto('/tabs?os=win')
    expect(await visiblePanelText(page, 2)).toBe('Use PowerShell.')
    await groups(page).nth(2).getByRole('tab', { name: 'Linux' }).click()
    expect(new URL(page.url()).searchParams.get('os')).toBe('linux')
  })

  it('without JavaScript, shows every panel under its label and no tab list', async () => {
    const { page } = await openPage(browser, { baseURL: url, javaScriptEnabled: false })
    await page.goto('/tabs')
    expect(await groups(page).nth(0).locator('[role="tablist"]').isVisible()).toBe(false)
    const panels = groups(page).nth(0).locator('[role="tabpanel"]:visible')
    expect(await panels.allInnerTexts()).toEqual(['An apple a day.', 'Oranges are round.', 'Pears are sweet.'])
    // Each under its label (its aria-label, shown by tabs.css).
    expect(await panels.evaluateAll((list) => list.map((panel) => getComputedStyle(panel, '::before').content))).toEqual([
      '"Apple"',
      '"Orange"',
      '"Pear"',
    ])
    await page.goto('/typescript-examples')
    const code = await page.locator('.tabs-container').first().innerText()
    expect(code).toContain('action: PayloadAction<number>')
    expect(code).toContain('incrementByAmount(state, action) {')
  })
})

describe("remark-typescript-tools' blocks and this site's code tabs", () => {
  it("shows TypeScript and JavaScript tabs on the plugin's blocks, without the noEmit setup", async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/typescript-examples')
    // Neither setup file of any block (SECOND_SETUP_… too), nor the plugin's `// file:` headers, in either tab.
    expect(await page.content()).not.toContain('SETUP_SHOULD_NOT_SHOW')
    expect(await page.locator('article').textContent()).not.toMatch(/\/\/ file:|noEmit/)
    const slice = groups(page).nth(0)
    expect(await slice.getByRole('tab').allInnerTexts()).toEqual(['TypeScript', 'JavaScript'])
    expect(await slice.locator('.code-block-title:visible').innerText()).toBe('features/counter/counterSlice.ts')
    await slice.getByRole('tab', { name: 'JavaScript' }).click()
    expect(await slice.locator('.code-block-title:visible').innerText()).toBe('features/counter/counterSlice.js')
    expect(await slice.locator('[role="tabpanel"]:visible pre').innerText()).not.toContain('PayloadAction')
    // One language for the site: the page's other group switched too.
    expect(await selectedTab(page, 1)).toBe('JavaScript')
    expect(await groups(page).nth(1).locator('.code-block-title:visible').innerText()).toBe('Greeting.jsx')
    expect(appErrors(consoleMessages)).toEqual([])
  })

  it("applies the reader's language on another page before the app runs, with no TypeScript shown first", async () => {
    const { page } = await openPage(browser, { baseURL: url })
    await page.goto('/typescript-examples')
    await groups(page).nth(0).getByRole('tab', { name: 'JavaScript' }).click()
    // The choice is stored when the app handles the click: wait for it before the app's scripts are blocked below.
    await groups(page).nth(0).getByRole('tab', { name: 'JavaScript', selected: true }).waitFor()
    // This site's own tabs on a markdown page: before any script of the app runs (blocked here), the head
    // script and tabs.css already show the JavaScript.
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto('/site-examples', { waitUntil: 'domcontentloaded' })
    // `load`: the stylesheets are in (tabs.css hides the other panel), as at the reader's first paint;
    // DOMContentLoaded can come before them, and then both panels are visible (CI runs 36 and 38).
    await page.waitForLoadState('load')
    const group = groups(page).nth(0)
    expect(await group.locator('.code-block-title:visible').innerText()).toBe('src/counter.js')
    const underline = (name: string) => group.getByRole('tab', { name }).evaluate((tab) => getComputedStyle(tab).borderBottomColor)
    expect(await underline('TypeScript')).toBe('rgba(0, 0, 0, 0)')
    expect(await underline('JavaScript')).not.toBe('rgba(0, 0, 0, 0)')
    // The app has not run: the tabs are the prerendered HTML's.
    expect(await group.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(false)
    await page.unroute('**/assets/**/*.js')
    await page.goto('/site-examples')
    expect(await selectedTab(page, 0)).toBe('JavaScript')
    expect(await group.locator('pre:visible').innerText()).toBe(
      "export function counter(state = { value: 0 }, action) {\n  return action.type === 'counter/increment' ? { value: state.value + 1 } : state\n}",
    )
  })

  // Pictures only, for a person to look at: it asserts nothing, so it runs when the run saves screenshots.
  it.runIf(screenshotsWanted)('looks right: code tabs in light and dark, desktop and phone (screenshots in artifacts/)', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const { page, context } = await openPage(browser, { baseURL: url, viewport })
        await page.goto('/site-examples')
        await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), scheme)
        await page.locator('.tabs-container').first().scrollIntoViewIfNeeded()
        await screenshot(page, `ts-tabs-${name}-${scheme}`)
        await context.close()
      }
    }
  })
})
