import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDocusaurusFolder } from '../buildDocusaurusFolder.ts'

// The whole Docusaurus docs folder (tests/fixtures/docusaurus-docs), built as its maintainer would build
// it with this engine: generated sidebar, anchors that only warn. Its routes, sidebar, pagination, table
// of contents, unlisted and draft pages, and the warning for its one broken anchor.

let outDir: string
let warnings: string[]
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')
/** The `#root` markup of a route's prerendered page. */
const body = (route: string) => {
  const html = read(`${route.slice(1)}.html`)
  return html.slice(html.indexOf('<div id="root">'))
}
const sidebarOf = (html: string) => html.slice(html.indexOf('<ul class="sidebar-list">'), html.indexOf('</aside>'))
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*?href="([^"]+)"/g)].map((match) => match[1])

beforeAll(async () => {
  ;({ outDir, warnings } = await buildDocusaurusFolder())
}, 240_000)

// The folder's pages outside the parts the MDX and raw-HTML work add (mdx/, markup/).
const routes = [
  '/intro',
  '/getting-started',
  '/guides/setup',
  '/guides/advanced',
  '/api',
  '/api/store',
  '/create',
  '/usage',
  '/usage/react',
  '/style-guide',
  '/unlisted-page',
]

describe('a Docusaurus docs folder', () => {
  it('builds every page at the route Docusaurus gives it (id, slug, index/README/folder-named, number prefixes)', () => {
    for (const route of routes) expect(existsSync(path.join(outDir, `${route.slice(1)}.html`)), route).toBe(true)
    const sitemap = read('sitemap.xml')
    const built = [...sitemap.matchAll(/<loc>https:\/\/docs\.example\.org([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(built.filter((route) => !/^\/(mdx|markup)(\/|$)/.test(route)).sort()).toEqual(
      // with the site pages of src/pages (home, search, the error codes)
      ['/', '/search', '/errors', ...routes.filter((route) => route !== '/unlisted-page')].sort(),
    )
  })

  it('leaves out `_` files and, in a production build, draft pages', () => {
    expect(existsSync(path.join(outDir, '_notes.html'))).toBe(false)
    expect(existsSync(path.join(outDir, 'notes.html'))).toBe(false)
    expect(existsSync(path.join(outDir, 'draft-page.html'))).toBe(false)
  })

  it('rewrites links to .md files, from the folder or the content root, to their page routes', () => {
    expect(hrefs(body('/intro'))).toEqual(
      expect.arrayContaining([
        '/api/store',
        '/guides/setup#installing',
        '/usage',
        '/create',
        '/guides/setup',
        '/api/store#no-such-heading',
      ]),
    )
    expect(hrefs(body('/guides/setup'))).toEqual(expect.arrayContaining(['/intro', '/api/store#methods']))
    expect(hrefs(body('/create'))).toContain('/api/store#getstate')
    expect(hrefs(body('/usage/react'))).toContain('/usage')
  })

  it("ships the version's name and label, and no doc ids (nothing in the browser reads them)", () => {
    const assets = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'))
    const manifest = assets
      .map((file) => read(`assets/${file}`))
      .find((code) => code.includes('"label":"Next"') || code.includes('label:`Next`'))
    expect(manifest).toBeDefined()
    expect(manifest).not.toContain('mainDocId')
    expect(manifest).not.toMatch(/\bid:\s*[`"']intro[`"']/)
  })

  it('turns front matter keywords and image into meta tags, the image as an absolute URL', () => {
    const head = read('intro.html').slice(0, read('intro.html').indexOf('</head>'))
    expect(head).toContain('<meta name="keywords" content="redux, docs">')
    expect(head).toContain('<meta property="og:image" content="https://docs.example.org/img/logo.svg">')
    expect(read('getting-started.html')).not.toContain('og:image')
  })

  it('warns about the broken anchor, naming file:line:col, and builds on', () => {
    expect(warnings.join('\n')).toContain(
      'tests/fixtures/docusaurus-docs/intro.md:18:3  api/Store.md#no-such-heading  no heading or element with id "no-such-heading" on /api/store',
    )
  })

  it('generates the sidebar from the folders: order, labels, categories and their index pages as links', () => {
    const listedOn = (route: string) => hrefs(sidebarOf(body(route))).filter((href) => !/^\/(mdx|markup)(\/|$)/.test(href))
    // A closed category's HTML shows only its first page (its other links render when it is opened); the
    // categories around the current page are open.
    expect(listedOn('/intro')).toEqual([
      '/intro',
      '/getting-started',
      '/guides/setup',
      '/api',
      '/api/store',
      '/style-guide',
      '/usage',
      '/usage/react',
    ])
    const onAdvanced = listedOn('/guides/advanced')
    expect(onAdvanced.slice(onAdvanced.indexOf('/guides/setup'), onAdvanced.indexOf('/guides/setup') + 2)).toEqual([
      '/guides/setup',
      '/guides/advanced',
    ])
    const onStore = listedOn('/api/store')
    expect(onStore.slice(onStore.indexOf('/api'), onStore.indexOf('/api') + 3)).toEqual(['/api', '/api/store', '/create'])
    const sidebar = sidebarOf(body('/intro'))
    expect(sidebar).toContain('>Start here</a>') // sidebar_label
    expect(sidebar).toMatch(/<button[^>]*class="sidebar-category"[^>]*>Guides/) // _category_.yml, no index page: a plain category
    expect(sidebar).toMatch(/<a href="\/api" class="sidebar-category-link">API<\/a><button[^>]*aria-label="Toggle the category API"/) // _category_.json + README.md
    expect(sidebar).toMatch(/<a href="\/usage" class="sidebar-category-link">Usage<\/a>/) // no _category_ file: its index.md's title (its H1)
    expect(sidebar).toContain('<a href="/style-guide" class="sidebar-link">Style Guide</a>') // alone in its category: a link
    expect(sidebar).not.toContain('/unlisted-page')
  })

  it('keeps unlisted pages out of search and the sitemap, and the draft out of everything', () => {
    const index = readFileSync(path.join(outDir, readdirAsset(outDir, /^search-index-.*\.json$/)), 'utf8')
    expect(index).toContain('/api/store')
    expect(index).not.toContain('/unlisted-page')
    expect(index).not.toContain('draft')
    expect(read('sitemap.xml')).not.toContain('/unlisted-page')
    expect(read('unlisted-page.html')).toContain('<meta name="robots" content="noindex">')
    // A banner tells the reader why the page is in no menu (Docusaurus shows one too).
    expect(body('/unlisted-page')).toContain('<p class="admonition-title">Unlisted page</p>')
    expect(body('/intro')).not.toContain('Unlisted page')
    expect(read('intro.html')).not.toContain('noindex')
  })

  it('honours the front matter a reader sees: pagination overrides, TOC levels and hiding, custom edit URL', () => {
    expect(body('/create')).toMatch(/<a[^>]*href="\/guides\/setup"[^>]*rel="next"/) // pagination_next by doc id
    expect(body('/guides/advanced')).not.toContain('rel="prev"') // pagination_prev: null
    expect(body('/guides/advanced')).not.toContain('On this page') // hide_table_of_contents
    expect(body('/guides/advanced')).toContain('href="https://example.com/edit/advanced.md"') // custom_edit_url
    expect(body('/guides/setup')).toMatch(/class="depth-4"><a href="\/guides\/setup#with-a-lockfile"/) // toc_max_heading_level: 4
  })
})

/** The file under dist/assets whose name matches (hashed names). */
function readdirAsset(dir: string, pattern: RegExp): string {
  const name = readdirSync(path.join(dir, 'assets')).find((file) => pattern.test(file))
  if (!name) throw new Error(`no asset matching ${pattern}`)
  return path.join('assets', name)
}
