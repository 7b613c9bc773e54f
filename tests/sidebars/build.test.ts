import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from 'vite'
import { buildFixture } from '../buildFixture.ts'
import { loadSidebarsFile } from '../../plugins/sidebars/index.ts'

// The fixture Docusaurus site's docs built with its sidebars file (`sidebar: { file, sidebars }`) and
// prerendered: a page shows the sidebar that lists it and no other, a page in none shows none, a
// generated-index category is a page of its own, and previous/next follow the page's sidebar.

const siteDir = path.resolve(import.meta.dirname, '../fixtures/docusaurus-site')
let outDir: string
const read = (route: string) => readFileSync(path.join(outDir, `${route.slice(1)}.html`), 'utf8')
const sidebarOf = (html: string) =>
  html.includes('<aside class="sidebar"') ? html.slice(html.indexOf('<aside class="sidebar"'), html.indexOf('</aside>')) : ''
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*?href="([^"]+)"/g)].map((match) => match[1])
const paginationOf = (html: string) => {
  const start = html.indexOf('class="pagination')
  return start === -1 ? [] : hrefs(html.slice(start, html.indexOf('</nav>', start)))
}

beforeAll(async () => {
  const logger = createLogger('silent')
  const sidebars = loadSidebarsFile(path.join(siteDir, 'sidebars.ts'))
  outDir = await buildFixture({
    contentDir: path.join(siteDir, 'docs'),
    // The fixture's other docs import Docusaurus's modules (docs/modules): resolved as the site would have them.
    docs: {
      sidebar: { file: 'tests/fixtures/docusaurus-site/sidebars.ts', sidebars },
      onBrokenAnchors: 'warn',
      docusaurusModules: { siteDir },
      // The media page's JSX iframe from Vimeo and the setup page's CodeSandbox: this build reads the docs
      // without the `docusaurus` option, which would allow frames from any host as Docusaurus does, so the
      // hosts are named here.
      markdown: { format: 'mdx', iframeHosts: ['www.youtube-nocookie.com', 'player.vimeo.com', 'codesandbox.io'] },
    },
    logger,
    prerender: { siteUrl: 'https://docs.example.org' },
  })
}, 240_000)

describe('a site with a Docusaurus sidebars file', () => {
  it('shows each page the sidebar that lists it', () => {
    const guide = sidebarOf(read('/sidebars/intro'))
    expect(guide).toContain('href="/sidebars/basics/overview"')
    expect(guide).toContain('Fixture sidebar') // the html item, as markup
    expect(guide).toContain('<strong class="sidebar-note">')
    expect(guide).not.toContain('href="/sidebars/api/lone"')
    const api = sidebarOf(read('/sidebars/api/server'))
    expect(hrefs(api)).toEqual(['/sidebars/api/client', '/sidebars/api/server', '/sidebars/api/lone'])
    // displayed_sidebar: a page no sidebar lists shows the one it names.
    // (Its API category is closed: the page is not in it, so only the category's first page shows.)
    const displayed = sidebarOf(read('/sidebars/displayed'))
    expect(displayed).toContain('aria-controls="sidebar-api"')
    expect(hrefs(displayed)).toEqual(['/sidebars/api/client'])
  })

  it('shows no sidebar on a page that no sidebar lists', () => {
    const html = read('/sidebars/orphan')
    expect(html).toContain('This page shows no sidebar.')
    expect(sidebarOf(html)).toBe('')
  })

  it('opens collapsed: false and non-collapsible categories, and follows the sidebar for previous/next', () => {
    const html = read('/sidebars/intro')
    // Basics is `collapsed: false`: its items are in the page although the page is not in it.
    expect(sidebarOf(html)).toContain('href="/sidebars/basics/first-steps"')
    expect(paginationOf(html)).toEqual(['/sidebars/basics/overview'])
    expect(paginationOf(read('/sidebars/basics/second-steps'))).toEqual(['/sidebars/basics/first-steps', '/sidebars/reference-index'])
    expect(paginationOf(read('/sidebars/more/no-pagination'))).toEqual([])
  })

  it('prerenders each generated-index category as a page listing its items', () => {
    expect(existsSync(path.join(outDir, 'category/extras.html'))).toBe(true)
    const html = read('/sidebars/reference-index')
    expect(html).toContain('Reference overview</h1>')
    expect(html).toContain('Every reference page of the fixture, in the folder order.')
    const main = html.slice(html.indexOf('<main'))
    expect(hrefs(main.slice(0, main.indexOf('class="pagination')))).toEqual(
      expect.arrayContaining(['/sidebars/reference/beta', '/sidebars/reference/alpha', '/sidebars/reference/more/gamma']),
    )
    expect(sidebarOf(html)).toContain('href="/sidebars/reference-index"')
  })
})
