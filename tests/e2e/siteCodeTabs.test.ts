import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser.ts'
import { analyzeSite, type SiteAnalysis } from '../../bench/lib/siteAnalysis.ts'
import { loadPages, type CodeBlock } from '../../scripts/content/pages.ts'
import { typescriptToJavaScript } from '../../plugins/markdown/typescriptToJavaScript.ts'
import { tabsHeadScript } from '../../plugins/prerender/tabsScript.ts'

// This site's own TypeScript examples in dist/ (the `codeTabs` option, plugins/markdown/codeTabs.ts):
// every one is a TypeScript/JavaScript tab group in its page's HTML, a page without one pays nothing for
// tabs, and the language a reader picks on one page is the one the other pages show.

const root = path.resolve(import.meta.dirname, '../..')
let site: SiteAnalysis
let browser: Browser

beforeAll(async () => {
  site = await analyzeSite(path.join(root, 'dist'))
  browser = await launchBrowser()
  return () => browser.close()
})

/** The blocks the build makes tabs of: checked TypeScript (not `fragment`) with JavaScript left once the types go. */
async function tabbedBlocks(file: string, blocks: CodeBlock[]): Promise<CodeBlock[]> {
  const typescript = blocks.filter(
    (block) => (block.lang === 'ts' || block.lang === 'tsx') && !block.flags.has('fragment') && !block.flags.has('no-transpile'),
  )
  const javascript = await Promise.all(typescript.map((block) => typescriptToJavaScript(block.value, block.lang as 'ts' | 'tsx', file)))
  return typescript.filter((_block, index) => javascript[index] !== '')
}

const languageGroups = (html: string) => [...html.matchAll(/<div class="tabs-container" data-tab-group="language">(.*?)<\/div>/g)]

describe("this site's TypeScript examples", () => {
  it('are each a TypeScript and JavaScript tab group on their page, and a page without any pays nothing for tabs', async () => {
    const pages = loadPages(root)
    const problems: string[] = []
    let tabbedPages = 0
    for (const page of pages) {
      const expected = (await tabbedBlocks(path.join(root, page.file), page.blocks)).length
      const load = site.pages.find((loaded) => loaded.route === page.route)
      if (!load) {
        problems.push(`${page.route}: not in dist/`)
        continue
      }
      const html = site.dist.text(load.html.file)
      const groups = languageGroups(html)
      if (groups.length !== expected)
        problems.push(`${page.file}: ${groups.length} tab groups in its HTML, ${expected} TypeScript examples`)
      for (const [, tabList] of groups) {
        const labels = [...tabList.matchAll(/<button [^>]*>([^<]*)<\/button>/g)].map(([, label]) => label)
        if (labels.join() !== 'TypeScript,JavaScript') problems.push(`${page.file}: a group's tabs are ${labels.join(', ')}`)
      }
      if (expected) {
        tabbedPages++
        if (!html.includes(tabsHeadScript)) problems.push(`${page.file}: no head script applying the reader's language`)
        continue
      }
      // Nothing of the tabs: no head script, no component code, no stylesheet (`tabs__item` is in both).
      if (html.includes('tabs-js')) problems.push(`${page.route}: the tabs head script, without tabs`)
      for (const file of [...load.js, ...load.css])
        if (site.dist.text(file.file).includes('tabs__item'))
          problems.push(`${page.route}: loads ${file.file}, with the tabs' code, without tabs`)
    }
    expect(problems).toEqual([])
    expect(tabbedPages).toBeGreaterThan(10)
  }, 120_000)

  const selected = (page: Page) =>
    page.locator('.tabs-container[data-tab-group="language"] [role="tab"][aria-selected="true"]').allInnerTexts()
  const visibleTitles = (page: Page) => page.locator('.tabs-container[data-tab-group="language"] .code-block-title:visible').allInnerTexts()

  it('show the language the reader chose on another page, after a reload and a client-side navigation', async () => {
    const { page, consoleMessages } = await openPage(browser)
    await page.goto('/tutorials/typescript-quick-start')
    expect(new Set(await selected(page))).toEqual(new Set(['TypeScript']))
    await page.locator('.tabs-container[data-tab-group="language"]').first().getByRole('tab', { name: 'JavaScript' }).click()
    // Every group of the page follows.
    const groups = await page.locator('.tabs-container[data-tab-group="language"]').count()
    expect(await selected(page)).toEqual(Array(groups).fill('JavaScript'))
    expect((await visibleTitles(page)).filter((title) => /\.tsx?$/.test(title))).toEqual([])
    // A link in the page: the app's navigation.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }))
    await page.locator('article a[href="/recipes/usage-with-typescript"]').first().click()
    await page.waitForURL(/\/recipes\/usage-with-typescript$/)
    await expect.poll(async () => new Set(await selected(page))).toEqual(new Set(['JavaScript']))
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true)
    expect(consoleMessages.filter((message) => message.type === 'error' || message.type === 'pageerror')).toEqual([])
    // A fresh load of a third page: before any script of the app runs (blocked here), the head script and
    // tabs.css show the JavaScript; then the app, the same. Read after `load`: a stylesheet does not hold
    // DOMContentLoaded back, and before tabs.css applies both panels are visible (CI run 26 read the
    // TypeScript one). Not `goto`'s own `load`, which here also waits for the app (openPage), blocked.
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto('/api/createstore', { waitUntil: 'domcontentloaded' })
    await page.waitForLoadState('load')
    const visibleCode = page.locator('.tabs-container[data-tab-group="language"] [role="tabpanel"]:visible pre')
    expect(await visibleCode.getAttribute('data-language')).toBe('js')
    await page.unroute('**/assets/**/*.js')
    await page.goto('/api/createstore')
    expect(await selected(page)).toEqual(['JavaScript'])
    expect(await visibleCode.getAttribute('data-language')).toBe('js')
  })
})
