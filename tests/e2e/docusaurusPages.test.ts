import type { Server } from 'node:http'
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { closeServer, launchBrowser, openPage } from './browser.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { buildPagesFixture, editUrlCalls } from '../buildPagesFixture.ts'

// The Docusaurus fixture site's page rules in Chromium (tests/buildPagesFixture.ts): the page's own H1 or
// the title's, the site-wide table-of-contents depth and a page's own, last-updated and edit links, and its
// src/pages routes (TSX with a CSS module, .js, .md, .mdx, index; `_` and test files skipped).

let browser: Browser
let server: Server
let url: string
let outDir: string
let warnings: string[]

beforeAll(async () => {
  ;({ outDir, warnings } = await buildPagesFixture())
  ;({ server, url } = await startStaticServer({ root: outDir }))
  browser = await launchBrowser()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await closeServer(server)
})

// Each page load takes seconds on the shared test machine: the tests that open several get more time.
const slow = 180_000
const h1Texts = (page: Page) => page.locator('h1').allTextContents()
const tocEntries = (page: Page) => page.locator('nav.toc li').allTextContents()
const open = async (route: string) => {
  const { page, consoleMessages } = await openPage(browser, { baseURL: url })
  const response = await page.goto(route)
  return { page, consoleMessages, status: response?.status() }
}

describe("a doc page's heading and table of contents", () => {
  it("shows the page's own # H1 as its one heading, and its front matter title in the tab and nowhere else", async () => {
    const { page, consoleMessages } = await open('/own-heading')
    expect(await h1Texts(page)).toEqual(["The Page's Own Heading"])
    expect(await page.locator('h1 code').textContent()).toBe('Heading')
    expect(await page.title()).toBe('Short Title | Redux')
    expect(await page.locator('aside.sidebar a[aria-current="page"]').textContent()).toBe('Own Heading Label')
    // (The fixture has no favicon: that 404 is not the app's.)
    expect(
      consoleMessages.filter((message) => message.type === 'pageerror' || (message.type === 'error' && !message.text.includes('404'))),
    ).toEqual([])
  })

  it('makes the heading from the title when the page has none; hide_title makes none, the tab keeps the title', async () => {
    const { page } = await open('/made-heading')
    // As Docusaurus 3's DocItem/Content: no heading at all with hide_title, not one for screen readers only.
    expect(await h1Texts(page)).toEqual([])
    expect(await page.title()).toBe('Made From The Title | Redux')
    // Its next page is labelled with that page's pagination_label.
    expect(await page.locator('.pagination a[rel="next"] .pagination-title').textContent()).toBe('Own Heading Pager')
    // A page without its own H1 and without hide_title: the heading made from its front matter title.
    expect(await h1Texts((await open('/deep-toc')).page)).toEqual(['Deep Table of Contents'])
  })

  it(
    "lists h2–h4 by the site's toc option, and a page's toc_min/max_heading_level instead",
    async () => {
      const { page } = await open('/own-heading')
      expect(await tocEntries(page)).toEqual(['Second level', 'Third level', 'Fourth level'])
      const deep = (await open('/deep-toc')).page
      expect(await tocEntries(deep)).toEqual(['Listed third', 'Listed fourth', 'Listed fifth'])
    },
    slow,
  )

  it('shows no version badge on a site with one version', async () => {
    const { page } = await open('/own-heading')
    expect(await page.locator('.version-badge').count()).toBe(0)
  })
})

describe("a doc page's footer", () => {
  it("links to the editUrl function's URL, called with Docusaurus' parameters", async () => {
    const { page } = await open('/own-heading')
    expect(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe(
      'https://git.example.org/edit/main/tests/fixtures/docusaurus-site/docs/pages/own-heading.md',
    )
    expect(editUrlCalls).toContainEqual({
      version: 'current',
      versionDocsDirPath: 'tests/fixtures/docusaurus-site/docs/pages',
      docPath: 'own-heading.md',
      permalink: '/own-heading',
      locale: 'en',
    })
  })

  it(
    "says when and by whom: front matter last_update first, else the file's last commit",
    async () => {
      const { page } = await open('/own-heading')
      expect(await page.locator('.last-updated').textContent()).toBe('Last updated on May 6, 2024 by Front Matter Author')
      expect(await page.locator('.last-updated time').getAttribute('datetime')).toBe('2024-05-06T00:00:00.000Z')
      // A committed file: its commit's date and author (whatever they are in this checkout).
      const made = (await open('/made-heading')).page
      expect(await made.locator('.last-updated').textContent()).toMatch(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4} by .+$/)
      expect(warnings.filter((warning) => warning.includes('git history'))).toEqual([])
    },
    slow,
  )
})

describe("the site's src/pages", () => {
  it('routes each page file as Docusaurus does, prerendered, and skips _ files and tests', async () => {
    const served = async (route: string) => {
      const response = await fetch(new URL(route, url))
      return { status: response.status, html: await response.text() }
    }
    for (const route of ['/', '/showcase', '/legacy', '/about', '/guides', '/search']) expect((await served(route)).status, route).toBe(200)
    expect((await served('/')).html).toContain('Fixture Site Home')
    expect((await served('/legacy')).html).toContain('Written in a .js file.')
    // Not pages: a `_` file, a test; nor this site's own /errors page (the fixture has its own pages only).
    for (const route of ['/_private', '/__tests__/home.test', '/errors']) {
      const { status, html } = await served(route)
      expect(status, route).toBe(404)
      expect(html).toContain('Page Not Found')
    }
    const files = readdirSync(outDir)
    expect(files.filter((file) => file.endsWith('.html')).sort()).toEqual(
      ['404', 'about', 'deep-toc', 'guides', 'index', 'legacy', 'made-heading', 'modules', 'own-heading', 'search', 'showcase'].map(
        (name) => `${name}.html`,
      ),
    )
  })

  it(
    "applies a page's CSS module, on the first load and after a client-side navigation",
    async () => {
      const banner = (page: Page) => page.getByText('Styled by a CSS module.')
      const { page } = await open('/showcase')
      expect(await banner(page).evaluate((element) => getComputedStyle(element).color)).toBe('rgb(200, 10, 20)')
      expect(await banner(page).getAttribute('class')).toMatch(/banner/)
      // From a markdown page's link, a navigation in the app: the page's chunk brings its stylesheet.
      const about = (await open('/about')).page
      await about.getByRole('link', { name: 'the showcase' }).click()
      await expect.poll(() => banner(about).count()).toBe(1)
      expect(await about.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
      expect(await banner(about).evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(12, 34, 56)')
    },
    slow,
  )

  it(
    'shows a markdown page in the layout without a sidebar: its own H1, its table of contents, front matter title in the tab',
    async () => {
      const { page } = await open('/about')
      expect(await h1Texts(page)).toEqual(['About the Fixture'])
      expect(await page.title()).toBe('About this site | Redux')
      expect(await page.locator('aside.sidebar').count()).toBe(0)
      expect(await tocEntries(page)).toEqual(['Who writes it', 'How to reach them'])
      const mdx = (await open('/guides')).page
      expect(await mdx.locator('.markdown p').textContent()).toBe('There are 2 guides.')
    },
    slow,
  )
})
