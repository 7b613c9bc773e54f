import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findSitePages, sitePagesModule, THEME_PAGES_DIR } from '../../plugins/docs/sitePages.ts'
import { sitePageRoute } from '../../shared/sitePages.ts'

// The pages folder routed as Docusaurus' pages plugin routes `src/pages`, with the theme's pages as fallback.

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))
function pagesFolder(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-'))
  folders.push(dir)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), '')
  }
  return dir
}

describe('a pages-folder file', () => {
  it.each([
    ['index.tsx', '/'],
    ['index.js', '/'],
    ['about.md', '/about'],
    ['guides/index.mdx', '/guides'],
    ['guides/setup.jsx', '/guides/setup'],
    ['errors.ts', '/errors'],
  ])('%s is the route %s', (file, route) => {
    expect(sitePageRoute(file)).toBe(route)
  })

  it.each([
    '_private.tsx',
    '_parts/button.tsx',
    'home.test.tsx',
    'home.spec.js',
    '__tests__/home.tsx',
    'types.d.ts',
    'styles.module.css',
    'logo.svg',
  ])('%s is no page', (file) => {
    expect(sitePageRoute(file)).toBeUndefined()
  })
})

describe("the site's pages", () => {
  it("are its own folder's, with the theme's search and not-found pages for routes it lacks", () => {
    const dir = pagesFolder(['index.tsx', 'showcase.tsx', 'showcase.module.css', 'about.md', '_private.tsx'])
    const pages = findSitePages(dir, dir)
    expect(pages.map((page) => page.route)).toEqual(['/', '/404', '/about', '/search', '/showcase'])
    expect(pages.find((page) => page.route === '/404')?.file).toBe(path.join(THEME_PAGES_DIR, '404.tsx'))
    expect(pages.find((page) => page.route === '/about')).toEqual({ route: '/about', file: path.join(dir, 'about.md'), markdown: true })
  })

  it("replace the theme's page of the same route", () => {
    const dir = pagesFolder(['404.tsx', 'search.md'])
    const pages = findSitePages(dir, dir)
    expect(pages.map((page) => page.file)).toEqual([path.join(dir, '404.tsx'), path.join(dir, 'search.md')])
  })

  it('refuse two files of one route, naming both', () => {
    const dir = pagesFolder(['about.md', 'about.tsx'])
    expect(() => findSitePages(dir, dir)).toThrow(/about\.tsx: the route \/about is already the page about\.md/)
  })

  it('are lazy imports in the browser module, markdown pages marked', () => {
    const code = sitePagesModule([
      { route: '/', file: '/site/src/pages/index.tsx' },
      { route: '/about', file: '/site/src/pages/about.md', markdown: true },
    ])
    expect(code).toContain(`{ path: "/", load: () => import("/site/src/pages/index.tsx") }`)
    expect(code).toContain(`{ path: "/about", markdown: true, load: () => import("/site/src/pages/about.md") }`)
  })
})
