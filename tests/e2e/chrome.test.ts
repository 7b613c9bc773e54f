import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { closeServer, launchBrowser, openPage, screenshot, screenshotsWanted, waitForApp } from './browser.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { buildChromeFixture } from '../buildChromeFixture.ts'

// The chrome fixture (tests/buildChromeFixture.ts) in Chromium: a navbar of every item type with its
// links right, a dropdown worked by keyboard, dark by default without a light first paint, the site's
// Infima variables in effect, the announcement bar closed for good. Screenshots (E2E_SCREENSHOTS=1) go to artifacts/chrome/.

let browser: Browser
let server: Server
let url: string

beforeAll(async () => {
  const outDir = await buildChromeFixture()
  ;({ server, url } = await startStaticServer({ root: outDir }))
  browser = await launchBrowser()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await closeServer(server)
})

const navbar = (page: Page) => page.locator('header.navbar')
const h1 = (page: Page) => page.locator('h1').first().textContent()
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
// (The fixture's public folder has no favicon: that 404 is not the app's.)
const appErrors = (messages: { type: string; text: string }[]) =>
  messages.filter((message) => message.type === 'pageerror' || (message.type === 'error' && !message.text.includes('404')))

describe('the chrome fixture in the browser', () => {
  it('shows every navbar item type with its link, and the footer’s columns, logo and copyright', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/welcome')
    const left = await navbar(page)
      .locator('nav[aria-label="Main"] > ul > li > a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))
    expect(left).toEqual([
      ['Welcome', '/welcome'],
      ['Guide', '/setup'],
      ['Reference', '/reference/options'],
    ])
    expect(await navbar(page).locator('a.navbar-brand').getAttribute('href')).toBe('/')
    expect(await navbar(page).getByRole('img', { name: 'Fixture logo' }).getAttribute('src')).toBe('/img/fixture-logo-dark.svg')
    expect(await navbar(page).locator('.fixture-badge').textContent()).toBe('beta')
    expect(await navbar(page).getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/example/fixture')
    await expect.poll(() => navbar(page).locator('.navbar-search').count()).toBe(1)

    const footer = page.locator('footer.footer-light')
    expect(await footer.locator('.footer-title').allTextContents()).toEqual(['Docs', 'More'])
    expect(await footer.getByRole('link', { name: 'Options' }).getAttribute('href')).toBe('/reference/options')
    expect(await footer.locator('a.fixture-html-link').getAttribute('href')).toBe('https://example.com/news')
    expect(await footer.locator('.footer-copyright b').textContent()).toBe('Fixture authors')
    expect(await footer.locator('.footer-logo a').getAttribute('href')).toBe('https://example.com')

    await navbar(page).getByRole('link', { name: 'Guide' }).click()
    await expect.poll(() => h1(page)).toBe('Setting up')
    // Both marked, as Docusaurus 3 marks them: the sidebar's item, and the doc item (Welcome), whose doc is
    // in the sidebar of the page shown (DocNavbarItem's isActive: the same page, or the same sidebar).
    expect(await navbar(page).locator('a.navbar-link.active').allTextContents()).toEqual(['Welcome', 'Guide'])
    expect(appErrors(consoleMessages)).toEqual([])
  })

  it('opens the dropdown from the keyboard, moves into it with Tab, closes it with Escape', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/welcome')
    const summary = navbar(page).locator('.navbar-dropdown summary')
    const menu = navbar(page).locator('.navbar-dropdown-menu')
    expect(await menu.isVisible()).toBe(false)
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Setup', 'Blog'])
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Setup')
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')

    await page.keyboard.press('Space')
    await expect.poll(() => menu.isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => h1(page)).toBe('Setting up')
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(appErrors(consoleMessages)).toEqual([])
  })

  it('is dark from the first paint for a first visit, with and without JavaScript, and keeps a reader’s light', async () => {
    const { page } = await openPage(browser, { baseURL: url })
    // The attribute and background as the document is parsed, before any stylesheet-dependent repaint.
    await page.goto('/welcome', { waitUntil: 'commit' })
    await page.waitForSelector('body')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.waitForLoadState('load')
    expect(await style(page, 'body', 'background-color')).toBe('rgb(24, 24, 28)')
    // The toggle's state is the app's: read once it has hydrated (the app starts after `load`).
    await waitForApp(page)
    expect(await navbar(page).getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true')

    const noScript = await openPage(browser, { baseURL: url, javaScriptEnabled: false })
    await noScript.page.goto('/welcome')
    expect(await noScript.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')

    const chosen = await openPage(browser, { baseURL: url })
    await chosen.page.addInitScript(() => localStorage.setItem('theme', 'light'))
    await chosen.page.goto('/welcome')
    expect(await chosen.page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    expect(await chosen.page.getByRole('img', { name: 'Fixture logo' }).getAttribute('src')).toBe('/img/fixture-logo.svg')
  })

  it('takes the site’s Infima colours, font size, radius and code background', async () => {
    const { page } = await openPage(browser, { baseURL: url })
    await page.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.goto('/welcome')
    expect(await style(page, 'html', 'font-size')).toBe('17px')
    expect(await style(page, '.markdown p a', 'color')).toBe('rgb(29, 107, 70)')
    expect(await style(page, '.admonition-danger', 'border-left-color')).toBe('rgb(164, 22, 26)')
    expect(await style(page, '.code-block', 'background-color')).toBe('rgb(240, 244, 242)')
    expect(await style(page, '.code-block', 'border-top-left-radius')).toBe('2px')
    // Inline code at 95% of the text around it.
    const codeToText = await page
      .locator('.markdown p > code')
      .first()
      .evaluate((code) => parseFloat(getComputedStyle(code).fontSize) / parseFloat(getComputedStyle(code.parentElement!).fontSize))
    expect(codeToText).toBeCloseTo(0.95, 3)
    await navbar(page).getByRole('button', { name: 'Dark mode' }).click()
    await expect.poll(() => style(page, '.markdown p a', 'color')).toBe('rgb(79, 209, 139)')
    expect(await style(page, '.code-block', 'background-color')).toBe('rgb(16, 32, 26)')
  })

  it('sizes an embed by the site’s own class (customCss), not at the browser’s default 300×150', async () => {
    const { context, page, consoleMessages } = await openPage(browser, { baseURL: url, viewport: { width: 1280, height: 900 } })
    // This machine is offline: the frame's host answers here, once the page's policy has let it through.
    await context.route(/^https:\/\/codesandbox\.io\//, (route) => route.fulfill({ contentType: 'text/html', body: '<p>sandbox</p>' }))
    const violations: string[] = []
    page.on('console', (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()))
    await page.goto('/setup')
    const frame = page.locator('iframe.codesandbox')
    const box = (await frame.boundingBox())!
    // As wide as the text column (a paragraph of the page), as tall as the stylesheet says.
    const paragraph = (await page.locator('.markdown p').first().boundingBox())!
    expect(box.height).toBe(420)
    expect(box.width).toBeCloseTo(paragraph.width, 0)
    expect(violations).toEqual([])
    expect(appErrors(consoleMessages)).toEqual([])
  })

  it('shows the announcement bar in its colours until closed, and not again on the next page load', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/welcome')
    const bar = page.getByRole('region', { name: 'Announcement' })
    expect(await bar.isVisible()).toBe(true)
    expect(await bar.getByRole('link', { name: 'set it up' }).getAttribute('href')).toBe('/setup')
    expect(await style(page, '.announcement-bar', 'background-color')).toBe('rgb(29, 107, 70)')
    expect(await style(page, '.announcement-bar', 'color')).toBe('rgb(255, 255, 255)')
    await bar.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => bar.isVisible()).toBe(false)
    await page.reload({ waitUntil: 'commit' })
    await page.waitForSelector('.announcement-bar', { state: 'attached' })
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false)
    expect(appErrors(consoleMessages)).toEqual([])
  })

  it('lists the dropdown’s items in the phone drawer, light and dark (screenshots in artifacts/chrome/ when the run saves them)', async () => {
    for (const [device, viewport] of Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } })) {
      // The desktop pages are pictures only, loaded when the run saves screenshots (browser.ts).
      if (device === 'desktop' && !screenshotsWanted) continue
      for (const mode of ['light', 'dark']) {
        const { page } = await openPage(browser, { baseURL: url, viewport })
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await page.goto('/welcome')
        if (device === 'desktop') await navbar(page).locator('.navbar-dropdown summary').click()
        await screenshot(page, `chrome/fixture-${device}-${mode}`)
        if (screenshotsWanted) {
          await page.locator('footer').scrollIntoViewIfNeeded()
          await screenshot(page, `chrome/fixture-${device}-${mode}-footer`)
          await page.evaluate(() => window.scrollTo(0, 0))
        }
        if (device === 'phone') {
          await navbar(page).getByRole('button', { name: 'Menu' }).click()
          await screenshot(page, `chrome/fixture-${device}-${mode}-drawer`)
          expect(await page.locator('.drawer-links').getByRole('link', { name: 'Blog' }).isVisible()).toBe(true)
        }
        await page.context().close()
      }
    }
  }, 180_000)
})
