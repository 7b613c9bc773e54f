import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { closeServer, launchBrowser, openPage } from './browser.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { buildDocusaurusFolder } from '../buildDocusaurusFolder.ts'

// The Docusaurus docs folder (tests/fixtures/docusaurus-docs) built with `sidebar: 'auto'`, in Chromium:
// a category with its own page is a link and a toggle, pagination follows front matter overrides, and a
// page with hide_table_of_contents shows none. Then the real site's API Reference category (issue 16).

let browser: Browser
let server: Server
let url: string

beforeAll(async () => {
  const { outDir } = await buildDocusaurusFolder()
  ;({ server, url } = await startStaticServer({ root: outDir }))
  browser = await launchBrowser()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await closeServer(server)
})

const sidebar = (page: Page) => page.locator('aside.sidebar')
const h1 = (page: Page) => page.locator('h1').textContent()

describe('a Docusaurus folder in the browser', () => {
  it('shows a category with an index page as a link that opens the page, and a toggle that only opens the list', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/intro')
    const toggle = sidebar(page).getByRole('button', { name: 'Toggle the category API' })
    const items = sidebar(page).locator('#sidebar-api')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => items.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => items.isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/intro')

    await sidebar(page).getByRole('link', { name: 'API', exact: true }).click()
    await expect.poll(() => h1(page)).toBe('API Overview')
    expect(new URL(page.url()).pathname).toBe('/api')
    expect(await sidebar(page).getByRole('link', { name: 'API', exact: true }).getAttribute('aria-current')).toBe('page')
    // The breadcrumb names the category once, as a link to its page.
    expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual(['Home', 'API'])
    // (The fixture's public folder has no favicon: that 404 is not the app's.)
    expect(
      consoleMessages.filter((message) => message.type === 'pageerror' || (message.type === 'error' && !message.text.includes('404'))),
    ).toEqual([])
  })

  it('follows pagination_next and pagination_prev: null instead of the sidebar order', async () => {
    const { page } = await openPage(browser, { baseURL: url })
    await page.goto('/create')
    const next = page.locator('.pagination a[rel="next"]')
    expect(await next.locator('.pagination-title').textContent()).toBe('Setting up')
    await next.click()
    await expect.poll(() => h1(page)).toBe('Setting up')
    await page.goto('/guides/advanced')
    expect(await page.locator('.pagination a[rel="prev"]').count()).toBe(0)
    expect(await page.locator('.pagination a[rel="next"]').getAttribute('href')).toBe('/api')
  })

  it('hides the table of contents of a page with hide_table_of_contents, and shows four levels where asked', async () => {
    const { page } = await openPage(browser, { baseURL: url, viewport: { width: 1400, height: 900 } })
    await page.goto('/guides/advanced')
    expect(await page.locator('.markdown h2').count()).toBe(2)
    expect(await page.locator('.toc, .toc-collapsible').count()).toBe(0)
    expect(await page.locator('a.edit-link').getAttribute('href')).toBe('https://example.com/edit/advanced.md')
    await page.goto('/guides/setup')
    expect(await page.locator('nav.toc .toc-list li').allTextContents()).toEqual([
      'Installing',
      'From npm',
      'With a lockfile',
      'Configuring',
    ])
  })
})

describe('the site’s sidebar names each page once (issue 16)', () => {
  it('makes "API Reference" the category’s link to its page and "Style Guide" a link, breadcrumbs following', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1400, height: 900 } })
    await page.goto('/api/store')
    expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual(['Home', 'API Reference'])
    expect(await page.locator('.breadcrumbs a', { hasText: 'API Reference' }).getAttribute('href')).toBe('/api/api-reference')
    const apiLinks = sidebar(page).getByRole('link', { name: 'API Reference', exact: true })
    expect(await apiLinks.count()).toBe(1)
    expect(await apiLinks.getAttribute('class')).toBe('sidebar-category-link')
    expect(await sidebar(page).getByText('Style Guide: Best Practices').count()).toBe(0)
    await sidebar(page).getByRole('link', { name: 'Style Guide', exact: true }).click()
    await expect.poll(() => h1(page)).toBe('Style Guide')
    await apiLinks.click()
    await expect.poll(() => h1(page)).toBe('API Reference')
    expect(await apiLinks.getAttribute('aria-current')).toBe('page')
  })
})
