import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { analyzeSite, kb, type SiteAnalysis } from '../../bench/lib/siteAnalysis.ts'
import { librariesIn, type FileSize } from '../../bench/lib/firstLoad.ts'

// Byte budgets of the production build in dist/ (run after `npm run build`, by `npm run test:e2e`).
// Sizes are gzip -9 (the API pages' HTML: -6, as issue 17 measures it) and computed from the files, so they are exact
// and the same on every machine.
// Every failure names the page, the file(s) and by how much it is over.

const root = path.resolve(import.meta.dirname, '../..')
const KB = 1024
const budgets = {
  // The JS every doc page loads (React, the router, the theme, the manifest): the engine's share, all of
  // it started after the first paint. (What only some pages load for their content, the code tabs'
  // component, is pageComponentsJs; a page's own chunk, pageChunk.) 88.2 KB today: react-dom alone is ~60 KB of
  // it, react-router ~5 KB (~13 KB before plugins/reactRouterProduction.ts let its unused parts be
  // tree-shaken). A page's own chunk is its content and has its own budget (pageChunk): the longest
  // tutorials (Essentials parts 7 and 8, 29–32 KB) would otherwise set the engine's limit.
  // 90.9 KB since the Docusaurus work (issue 27/28): the navbar and footer rendered from options (every
  // item type), a page's own sidebar and head tags. Raised from 90 KB to 92 KB for it; to win back.
  docShellJs: 92 * KB,
  firstLoadCss: 20 * KB,
  html: 100 * KB,
  // The HTML of an API reference page, at gzip level 6 like ../shared/bench/compare-sites.mjs: issue 17's
  // goal for /api/createstore (Docusaurus's is 8.2 KB). 7.1 KB there today; /api/store is the largest, 8.1 KB.
  apiPageHtml: 8.5 * KB,
  // What the engine puts around a page's content (head, navbar, sidebar, tables of contents, pagination,
  // footer): 2.9 KB on /api/createstore, at most 4.1 KB (the pages with the longest tables of contents).
  pageAroundArticle: 4.5 * KB,
  pageChunk: 40 * KB,
  // The components a page's content uses, loaded with it (src/theme/tabs: 1.4 KB today).
  pageComponentsJs: 4 * KB,
  // ~35 bytes today: records without descriptions (the page module has them).
  manifestPerRoute: 60,
}

let site: SiteAnalysis
beforeAll(async () => {
  site = await analyzeSite(path.join(root, 'dist'))
})

/** The JS files every one of `pages` loads on its first load: the engine's shell. */
const shellOf = (pages: SiteAnalysis['pages']): FileSize[] =>
  pages[0]!.js.filter((file) => pages.every((page) => page.js.some((other) => other.file === file.file)))

const over = (bytes: number, budget: number) => `${kb(bytes - budget)} over the ${kb(budget)} budget`
const largest = (files: FileSize[]) =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map((file) => `${file.file} ${kb(file.gzip)}`)
    .join(', ')

describe('byte budgets of dist/', () => {
  it('sees every page of content/ with its own chunk (so the budgets below cannot pass on an empty analysis)', () => {
    const routes = findMarkdownFiles(path.join(root, 'content')).length
    expect(site.manifest.chunks.size).toBe(routes)
    const docs = site.pages.filter((page) => page.kind === 'doc')
    expect(docs).toHaveLength(routes)
    for (const page of docs) expect(page.js.map((file) => file.file)).toContain(page.pageChunk)
    expect(site.pages.find((page) => page.kind === 'home')!.js.length).toBeGreaterThan(0)
  })

  it(`first-load JS every doc page loads, the engine's shell, is at most ${kb(budgets.docShellJs)} gzip`, () => {
    const docs = site.pages.filter((page) => page.kind === 'doc')
    const shell = shellOf(docs)
    const total = shell.reduce((sum, file) => sum + file.gzip, 0)
    expect(shell.length).toBeGreaterThan(1)
    expect(total, `the shell every doc page loads: ${largest(shell)}`).toBeLessThanOrEqual(budgets.docShellJs)
  })

  it(`JS a page loads for its content's components (code tabs…), besides the shell and its own chunk, is at most ${kb(budgets.pageComponentsJs)} gzip`, () => {
    const docs = site.pages.filter((page) => page.kind === 'doc')
    const shell = new Set(shellOf(docs).map((file) => file.file))
    const withComponents = docs.map((page) => ({
      page,
      components: page.js.filter((file) => !shell.has(file.file) && file.file !== page.pageChunk),
    }))
    // This site's TypeScript examples have JavaScript tabs: the test sees a page that loads a component.
    expect(withComponents.filter(({ components }) => components.length > 0).length).toBeGreaterThan(10)
    const failures = withComponents
      .map(({ page, components }) => ({ page, components, gzip: components.reduce((sum, file) => sum + file.gzip, 0) }))
      .filter(({ gzip }) => gzip > budgets.pageComponentsJs)
      .map(
        ({ page, components, gzip }) =>
          `${page.route}: ${kb(gzip)} of components, ${over(gzip, budgets.pageComponentsJs)} (${largest(components)})`,
      )
    expect(failures).toEqual([])
  })

  it('no page fetches JavaScript before `load`: the app starts after it (plugins/prerender/scriptsAfterLoad.ts)', () => {
    // Issue 17's "JS before load" (goal ≤ 85 KB on /api/createstore): zero on every page, so the first
    // paint shares the network and the main thread with nothing but the HTML, its CSS and its images.
    expect(site.pages.length).toBeGreaterThan(80)
    const failures = site.pages
      .filter((page) => page.jsBeforeLoad.length > 0)
      .map((page) => `${page.route}: ${page.jsBeforeLoad.map((file) => file.file).join(', ')} before load`)
    expect(failures).toEqual([])
  })

  it(`first-load CSS of every page is at most ${kb(budgets.firstLoadCss)} gzip`, () => {
    const failures = site.pages
      .filter((page) => page.totals.css.gzip > budgets.firstLoadCss)
      .map(
        (page) => `${page.route}: ${kb(page.totals.css.gzip)}, ${over(page.totals.css.gzip, budgets.firstLoadCss)} (${largest(page.css)})`,
      )
    expect(failures).toEqual([])
  })

  it(`the HTML of every page, the longest included, is at most ${kb(budgets.html)} gzip`, () => {
    const failures = site.pages
      .filter((page) => page.html.gzip > budgets.html)
      .map((page) => `${page.route}: ${page.html.file} is ${kb(page.html.gzip)}, ${over(page.html.gzip, budgets.html)}`)
    expect(failures).toEqual([])
  })

  it(`the HTML of every API reference page is at most ${kb(budgets.apiPageHtml)} at gzip -6`, () => {
    const apiPages = site.pages.filter((page) => page.kind === 'doc' && page.route.startsWith('/api/'))
    expect(apiPages.map((page) => page.route)).toContain('/api/createstore')
    const failures = apiPages
      .map((page) => ({ page, gzip: gzipSync(site.dist.text(page.html.file), { level: 6 }).length }))
      .filter(({ gzip }) => gzip > budgets.apiPageHtml)
      .map(({ page, gzip }) => `${page.route}: ${page.html.file} is ${kb(gzip)} at gzip -6, ${over(gzip, budgets.apiPageHtml)}`)
    expect(failures).toEqual([])
  })

  it(`the HTML around the article of every doc page is at most ${kb(budgets.pageAroundArticle)} gzip`, () => {
    const docPages = site.pages.filter((page) => page.kind === 'doc')
    const failures = docPages.flatMap((page) => {
      const html = site.dist.text(page.html.file)
      const start = html.indexOf('<div class="markdown"')
      const end = html.indexOf('</article>')
      if (start < 0 || end < start) return [`${page.route}: ${page.html.file} has no <div class="markdown"> in its <article>`]
      const around = gzipSync(html.slice(0, start) + html.slice(end), { level: 9 }).length
      return around > budgets.pageAroundArticle
        ? [`${page.route}: ${page.html.file} is ${kb(around)} around its article, ${over(around, budgets.pageAroundArticle)}`]
        : []
    })
    expect(docPages.length).toBeGreaterThan(50)
    expect(failures).toEqual([])
  })

  it(`every page chunk is at most ${kb(budgets.pageChunk)} gzip`, () => {
    const failures = [...site.manifest.chunks]
      .map(([route, file]) => ({ route, file, gzip: site.dist.size(file).gzip }))
      .filter(({ gzip }) => gzip > budgets.pageChunk)
      .map(({ route, file, gzip }) => `${route}: ${file} is ${kb(gzip)}, ${over(gzip, budgets.pageChunk)}`)
    expect(failures).toEqual([])
  })

  it(`the route manifest grows by at most ${budgets.manifestPerRoute} bytes gzip per page`, () => {
    const perRoute = Math.round(site.manifest.gzipPerRoute)
    const message = `${site.manifest.file}: ${perRoute} bytes gzip per route, ${perRoute - budgets.manifestPerRoute} bytes over the ${budgets.manifestPerRoute}-byte budget`
    expect(perRoute, message).toBeLessThanOrEqual(budgets.manifestPerRoute)
  })

  it('no page loads the search index, the search libraries, the highlighter or the markdown parser up front', () => {
    const failures: string[] = []
    for (const page of site.pages) {
      for (const file of [...page.js, ...page.other]) {
        if (file.file === site.searchIndex) failures.push(`${page.route}: loads the search index ${file.file} (${kb(file.gzip)})`)
        if (!/\.m?js$/.test(file.file)) continue
        for (const library of librariesIn(site.dist.text(file.file)))
          failures.push(`${page.route}: ${file.file} contains the ${library} (${kb(file.gzip)})`)
      }
    }
    expect(failures).toEqual([])
  })
})
