import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildChromeFixture, chromeOptions } from '../buildChromeFixture.ts'

// The chrome fixture built and prerendered: what each page's HTML carries of the navbar, footer, colour
// mode and announcement bar before any script runs, the site's CSS after the theme's, and the build
// errors a wrong doc id or link in the options makes.

let outDir: string
const html = (route: string) => readFileSync(path.join(outDir, `${route}.html`), 'utf8')
beforeAll(async () => {
  outDir = await buildChromeFixture()
}, 240_000)

describe('the chrome fixture’s build', () => {
  it('prerenders the navbar’s items with doc ids and the sidebar made routes, and the footer', () => {
    const page = html('reference/options')
    const links = [...page.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => [
      href,
      text.replace(/<[^>]+>/g, ''),
    ])
    expect(links).toEqual(
      expect.arrayContaining([
        ['/welcome', 'Welcome'],
        ['/setup', 'Guide'],
        ['/reference/options', 'Reference'],
        ['/setup', 'Setup'],
        ['https://example.com/blog', 'Blog'],
        ['https://github.com/example/fixture', 'GitHub'],
        ['https://example.com/news', 'News (HTML item)'],
      ]),
    )
    expect(page).toContain('<a href="/reference/options" class="navbar-link active" aria-current="page">Reference</a>')
    // The docSidebar item is the section being read on every page of its sidebar.
    expect(page).toContain('<a href="/setup" class="navbar-link active">Guide</a>')
    // The search item where the items put it: between the HTML item and GitHub.
    expect(page.indexOf('fixture-badge')).toBeLessThan(page.indexOf('class="navbar-search"'))
    expect(page.indexOf('class="navbar-search"')).toBeLessThan(
      page.indexOf('href="https://github.com/example/fixture" class="navbar-link"'),
    )
    expect(page).toContain('<span class="fixture-badge">beta</span>')
    expect(page).toContain('<img class="navbar-logo when-light" src="/img/fixture-logo.svg" alt="Fixture logo"/>')
    expect(page).toContain('<img class="navbar-logo when-dark" src="/img/fixture-logo-dark.svg" alt="Fixture logo"/>')
    expect(page).toContain('<footer class="footer footer-light">')
    expect(page).toContain('<div class="footer-copyright">Copyright © 2026 <b>Fixture authors</b></div>')
  })

  it('starts every page dark, and the bar hidden for a reader who closed it, before the first paint', () => {
    const page = html('welcome')
    expect(page).toContain('<html lang="en" data-theme="dark">')
    expect(page).toContain(`if (m !== 'dark' && m !== 'light') m = 'dark'`)
    expect(page).toContain(`if (localStorage.getItem('announcement.dismissed') === "release-2")`)
    expect(page).toMatch(/<div class="announcement-bar"[^>]*><div class="announcement-bar-content">Version 2 is out: <a href="\/setup">/)
  })

  it('bundles the site’s stylesheet after the theme’s, with the announcement bar’s colours', () => {
    const css = readdirSync(path.join(outDir, 'assets'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(path.join(outDir, 'assets', name), 'utf8'))
      .find((text) => text.includes('.fixture-badge'))!
    expect(css.indexOf('--ifm-color-primary:#1d6b46')).toBeGreaterThan(css.indexOf('--ifm-color-primary:#764abc'))
    expect(css.indexOf('--ifm-color-primary:#764abc')).toBeGreaterThan(-1)
    expect(css).toMatch(/\.announcement-bar\{(color:#fff;background-color:#1d6b46|background-color:#1d6b46;color:#fff)\}/)
  })

  it('fails on a doc id no page has, or a link to no page, naming the option', async () => {
    const missingDoc = { ...chromeOptions, navbar: { items: [{ type: 'doc' as const, docId: 'chrome/welcome' }] } }
    await expect(buildChromeFixture(missingDoc)).rejects.toThrow(
      'vite.config.ts (docsPlugin option navbar.items[0].docId): no page has the doc id "chrome/welcome"',
    )
    const brokenLink = { ...chromeOptions, footer: { links: [{ items: [{ label: 'Gone', to: '/gone' }] }] } }
    await expect(buildChromeFixture(brokenLink)).rejects.toThrow(
      'vite.config.ts (docsPlugin option footer.links[0].items[0]): /gone  no page at /gone',
    )
  }, 240_000)
})
