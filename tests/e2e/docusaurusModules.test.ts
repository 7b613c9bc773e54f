import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { closeServer, launchBrowser, openPage, waitForHydration } from './browser.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { buildDocusaurusModules } from '../buildDocusaurusModules.ts'

// The fixture Docusaurus site's pages that import Docusaurus's public modules
// (tests/fixtures/docusaurus-site/docs/modules), built and served with the build's _headers (its CSP), in
// Chromium: each stand-in renders and works, with and without JavaScript.

let browser: Browser
let server: Server
let url: string

beforeAll(async () => {
  const { outDir } = await buildDocusaurusModules()
  ;({ server, url } = await startStaticServer({ root: outDir }))
  browser = await launchBrowser()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await closeServer(server)
})

const h1 = (page: Page) => page.locator('h1').textContent()
/** Console errors and page errors, CSP violations included (the fixture has no favicon: that 404 is not the app's). */
const problems = (messages: { type: string; text: string }[]) =>
  messages.filter((message) => message.type === 'pageerror' || (message.type === 'error' && !message.text.includes('404')))

/** Records the page's Content-Security-Policy violations in `window.cspViolations` from its first script on. */
const recordCspViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

describe('Docusaurus modules in the browser', () => {
  it('navigates client-side through @docusaurus/Link, and Head sets the title before and after', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/client')
    expect(await page.title()).toBe('Client modules, by Head')
    // A marker on the window survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
    await page.locator('a.to-components').click()
    await expect.poll(() => h1(page)).toBe('Theme components')
    expect(new URL(page.url()).pathname).toBe('/components')
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true)
    await expect.poll(() => page.title()).toBe('Theme components | Redux')
    expect(await page.locator('meta[property="fixture:head"]').count()).toBe(0)
    // Back to the page with the Head: its title and tags again.
    await page.goBack()
    await expect.poll(() => page.title()).toBe('Client modules, by Head')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe("Set by the page's Head.")
    expect(await page.locator('meta[property="fixture:head"]').count()).toBe(1)
    expect(problems(consoleMessages)).toEqual([])
  })

  it('sets the Head title on a client navigation to the page, and opens external links in a new tab', async () => {
    const { page } = await openPage(browser, { baseURL: url })
    await page.goto('/plain')
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
    await page.locator('a[href="/client"]').first().click() // the sidebar's link
    await expect.poll(() => h1(page)).toBe('Client modules')
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true)
    await expect.poll(() => page.title()).toBe('Client modules, by Head')
    const external = page.locator('a.to-external')
    expect(await external.getAttribute('target')).toBe('_blank')
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it("runs BrowserOnly's children once hydrated, and useHistory().push navigates in the app", async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await page.goto('/client')
    await waitForHydration(page)
    expect(await page.locator('.browser-only-content').textContent()).toBe('Rendered in object')
    expect(await page.locator('.browser-only-fallback').count()).toBe(0)
    expect(await page.locator('.current-path').textContent()).toBe('/client')
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
    await page.locator('button.go-plain').click()
    await expect.poll(() => h1(page)).toBe('A plain page')
    expect(new URL(page.url()).pathname).toBe('/plain')
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true)
    expect(problems(consoleMessages)).toEqual([])
  })

  it('shows the fallback of BrowserOnly, highlighted code and every component without JavaScript', async () => {
    const { page } = await openPage(browser, { baseURL: url, javaScriptEnabled: false })
    await page.goto('/client')
    expect(await page.title()).toBe('Client modules, by Head')
    expect(await page.locator('.browser-only-fallback').textContent()).toBe('Loading in the browser…')
    expect(await page.locator('.browser-only-content').count()).toBe(0)
    expect(await page.locator('[data-fact="custom"]').textContent()).toBe('on')
    await page.goto('/components')
    const block = page.locator('.code-block').first()
    expect(await block.locator('.code-block-title').textContent()).toBe('counter.js')
    expect(await block.locator('code .k').first().textContent()).toBe('const')
    expect(await block.locator('.line.highlighted').count()).toBe(3)
    expect(await page.locator('.admonition-tip .admonition-title').textContent()).toBe('Keep reducers pure')
    // Details opens natively.
    const details = page.locator('details').filter({ hasText: 'Why use a store?' })
    expect(await details.locator('p').isVisible()).toBe(false)
    await details.locator('summary').click()
    expect(await details.locator('p').isVisible()).toBe(true)
    expect(await page.locator('#custom-heading a.hash-link').getAttribute('href')).toBe('/components#custom-heading')
    expect(await page.locator('.fixture-greeting').textContent()).toBe('Hello from the site folder, reader.')
  })

  it('runs every module in a React page of src/pages, under the CSP, with no violation', async () => {
    const { page, consoleMessages } = await openPage(browser, { baseURL: url })
    await recordCspViolations(page)
    await page.goto('/modules')
    await waitForHydration(page)
    expect(await page.title()).toBe('Modules from a page | Redux')
    expect(await h1(page)).toBe('Modules in Redux')
    expect(await page.locator('.page-browser-only').textContent()).toBe('In the browser')
    const tabs = page.locator('.tabs-container')
    await tabs.getByRole('tab', { name: 'Yarn' }).click()
    expect(await tabs.locator('[role="tabpanel"]:visible').innerText()).toBe('Page install with Yarn.')
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
    await page.locator('button.page-go-plain').click()
    await expect.poll(() => h1(page)).toBe('A plain page')
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true)
    expect(await cspViolations(page)).toEqual([])
    expect(problems(consoleMessages)).toEqual([])
  })

  it('numbers CodeBlock lines in a gutter the copied text leaves out, and copies the code', async () => {
    const { page, context, consoleMessages } = await openPage(browser, { baseURL: url })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url })
    await recordCspViolations(page)
    await page.goto('/components')
    await waitForHydration(page)
    const block = page.locator('.code-block').first()
    const numbers = await block
      .locator('.line-numbers > span')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::before').content))
    expect(numbers).toEqual(['"1"', '"2"', '"3"', '"4"', '"5"'])
    await block.hover()
    await block.getByRole('button', { name: 'Copy code' }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    // Indented as MDX leaves the literal (tests/fixtures/docusaurus-site/docs/modules/components.mdx).
    expect(copied).toBe('const start = 0\n// a comment line\nexport function increment(count) {\n  return count + 1\n}')
    expect(await cspViolations(page)).toEqual([])
    expect(problems(consoleMessages)).toEqual([])
  })
})
