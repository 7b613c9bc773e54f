import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../plugins/prerender/csp.ts'
import { timingsFile } from '../../plugins/prerender/timings.ts'
import { buildFixture } from '../buildFixture.ts'

// The real app, prerendered over the fixture site's two pages: every route's HTML file has the page's
// h1, description and canonical link, and the files around them are written.

const siteUrl = 'https://docs.example.org'
const projectRoot = path.resolve(import.meta.dirname, '../..')
let outDir: string
// Its own cache folder: a build in the other test worker would overwrite node_modules/.vite's timings.
const cacheDir = path.join(projectRoot, 'node_modules/.vite/prerender-build-test')
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')

const editUrl = 'https://git.example.org/docs/edit/main'

beforeAll(async () => {
  process.env.EDIT_URL = `${editUrl}/`
  try {
    outDir = await buildFixture({
      search: { algolia: false },
      prerender: { siteUrl },
      cacheDir,
      docs: { redirects: { file: 'tests/prerender/build.test.ts', table: { '/old/intro': '/guide/intro', '/Errors': '/errors' } } },
    })
  } finally {
    delete process.env.EDIT_URL
  }
}, 60_000)

const routes = [
  { path: '/', file: 'index.html', h1: 'Redux' },
  { path: '/search', file: 'search.html', h1: 'Search' },
  { path: '/errors', file: 'errors.html', h1: 'Production Error Codes' },
  { path: '/guide/intro', file: 'guide/intro.html', h1: 'Introduction', description: 'The first fixture page.' },
  { path: '/guide/other', file: 'guide/other.html', h1: 'Other page', description: 'The second fixture page.' },
]

describe('prerendered build', () => {
  it.each(routes)('writes $path to $file with its h1, description and canonical link', ({ path: route, file, h1, description }) => {
    const html = read(file)
    const root = html.slice(html.indexOf('<div id="root">'))
    expect(root).toMatch(new RegExp(`<h1[^>]*>${h1}`))
    const meta = html.match(/<meta name="description" content="([^"]*)">/g) ?? []
    expect(meta).toHaveLength(1)
    if (description) expect(meta[0]).toContain(description)
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${route}">`)
    expect(html).toContain(`<meta property="og:url" content="${siteUrl}${route}">`)
    expect(html).toMatch(/<script data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]*">/)
  })

  it('links each page to its source under EDIT_URL (the build tests without it show none)', () => {
    expect(read('guide/intro.html')).toContain(`<a class="edit-link" href="${editUrl}/tests/fixtures/site/content/guide/intro.md">`)
  })

  it('renders the page body, navigation links with router paths, and preloads the page chunk', () => {
    const html = read('guide/intro.html')
    expect(html).toContain('Hidden until opened.')
    expect(html).toContain('href="/guide/other#second-section"')
    expect(html).toMatch(/data-preload="[^"]*\/assets\/intro-[^"]+\.js[^"]*"/)
  })

  it('writes the not-found page as 404.html, kept out of search results', () => {
    const html = read('404.html')
    expect(html).toMatch(/<h1[^>]*>Page Not Found/)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('rel="canonical"')
  })

  it('writes sitemap.xml, robots.txt, llms.txt and markdown copies from the site URL', () => {
    const sitemap = read('sitemap.xml')
    for (const { path: route } of routes) expect(sitemap).toContain(`<loc>${siteUrl}${route}</loc>`)
    expect(read('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    expect(read('llms.txt')).toContain(`- [Introduction](${siteUrl}/guide/intro.md): The first fixture page.`)
    expect(read('guide/intro.md')).toMatch(/^# Introduction\n\n> The first fixture page\.\n/)
    expect(read('guide/intro.md')).toContain('## Setup')
  })

  it('writes a redirect page at each old address and _redirects', () => {
    const page = read('old/intro.html')
    expect(page).toContain(`<link rel="canonical" href="${siteUrl}/guide/intro">`)
    expect(page).toContain('<a id="redirect-target" href="/guide/intro">')
    expect(page).toContain('<noscript><meta http-equiv="refresh" content="0; url=/guide/intro"></noscript>')
    // Beside errors.html, not as Errors.html: one file with it on a case-insensitive disk.
    expect(read('Errors/index.html')).toContain('href="/errors"')
    expect(readdirSync(outDir)).not.toContain('Errors.html')
    expect(
      read('_redirects')
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual(['/old/intro /guide/intro 301!'])
    expect(read('sitemap.xml')).not.toContain('/old/intro')
  })

  it('writes _headers whose CSP allows exactly the inline scripts of the pages', () => {
    // The colour-mode script of every app page, and the one script of every redirect page.
    const hashes = inlineScriptHashes(read('index.html'), read('old/intro.html'))
    const headers = read('_headers')
    const policy = headers.match(/Content-Security-Policy: (.*)/)![1]
    expect(policy).toContain(`script-src 'self'${hashes.map((hash) => ` ${hash}`).join('')};`)
  })

  it('records how long prerendering took, outside the site', () => {
    expect(readdirSync(outDir).filter((name) => name.includes('timings'))).toEqual([])
    const timings = JSON.parse(readFileSync(timingsFile(cacheDir), 'utf8'))
    expect(timings.pages).toBe(6) // the five routes above and 404.html (redirect pages are not pages)
    expect(timings.prerenderMs).toBeGreaterThan(0)
    expect(timings.prerenderMs).toBeLessThan(timings.totalMs)
  })
})
