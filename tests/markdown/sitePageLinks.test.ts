import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { resolveLink } from '../../plugins/markdown/links.ts'

// `.md` links written in a markdown page of the pages folder resolve as Docusaurus 3 resolves them
// (docusaurus-utils' resolveMarkdownLinkPathname): `./x.md` and `../x.md` from the page's own folder,
// `/x.md` from the pages folder, a bare `x.md` from the page's folder and then the pages folder. Here a
// page may also link into the docs, which are looked up last.

describe('resolveLink from a page of the pages folder', () => {
  // The content folder is `content/`, the pages folder `src/pages/`: paths are content-relative.
  const routes: Record<string, string> = {
    '../src/pages/about.md': '/about',
    '../src/pages/team/index.md': '/team',
    '../src/pages/team/history.mdx': '/team/history',
    'api/Store.md': '/api/store',
    'about.md': '/docs-about',
  }
  const context = { routeOfFile: (file: string) => routes[file], linkRoot: '../src/pages', fromRoute: '/team/people' }
  const from = '../src/pages/team/people.md'

  it.each([
    ['./history.mdx', '/team/history'],
    ['history.mdx#start', '/team/history'],
    ['../about.md', '/about'],
    ['index.md', '/team'],
    // not beside the page: the pages folder's root, before the docs
    ['about.md', '/about'],
    ['/about.md', '/about'],
    ['/team/index.md', '/team'],
    // the docs, last
    ['/api/Store.md', '/api/store'],
  ])('%s → %s', (href, route) => {
    expect(resolveLink(href, from, context)).toMatchObject({ kind: 'internal', route })
  })

  it('resolves ./ and ../ links from the page’s folder only', () => {
    expect(resolveLink('./about.md', from, context)).toEqual({ kind: 'missing-file', files: ['../src/pages/team/about.md'], hash: '' })
  })

  it('keeps a doc’s links inside the content folder, as before', () => {
    expect(resolveLink('../../src/pages/about.md', 'guide/intro.md', { routeOfFile: (file) => routes[file] })).toEqual({
      kind: 'missing-file',
      files: [],
      hash: '',
    })
    // A doc's `./` link is relative to its file only, as Docusaurus 3 has it: the root's about.md is not looked at.
    expect(resolveLink('./about.md', 'api/create.md', { routeOfFile: (file) => routes[file] })).toMatchObject({ kind: 'missing-file' })
  })
})

describe('the content store compiling the pages folder’s markdown pages', () => {
  const fixture = path.resolve(import.meta.dirname, '../fixtures/markdown-site-pages')
  const pagesDir = path.join(fixture, 'pages')
  const sitePageRoutes = new Map([
    [path.join(pagesDir, 'notes.md'), '/notes'],
    [path.join(pagesDir, 'guides/index.mdx'), '/guides'],
    [path.join(pagesDir, 'guides/setup.md'), '/guides/setup'],
  ])
  const store = createContentStore({
    root: fixture,
    contentDir: path.join(fixture, 'content'),
    publicDir: path.join(fixture, 'public'),
    pagesDir,
    sitePageRoutes,
  })
  const compiled = (relative: string) => {
    const file = path.join(pagesDir, relative)
    return store.compileSitePage(file, readFileSync(file, 'utf8'), sitePageRoutes.get(file)!)
  }
  const fileLinks = async (relative: string) =>
    (await compiled(relative)).links.filter((link) => /\.mdx?(#|$)/.test(link.href)).map((link) => [link.href, link.resolved])

  it('resolves a page’s links to its neighbours and to the docs from its own file, and writes their routes', async () => {
    expect(await fileLinks('guides/setup.md')).toEqual([
      ['index.mdx', { kind: 'internal', route: '/guides', hash: '' }],
      ['/notes.md', { kind: 'internal', route: '/notes', hash: '' }],
      ['../notes.md#who-keeps-them', { kind: 'internal', route: '/notes', hash: 'who-keeps-them' }],
    ])
    expect(await fileLinks('notes.md')).toEqual([
      ['./guides/index.mdx', { kind: 'internal', route: '/guides', hash: '' }],
      ['../content/start.md', { kind: 'internal', route: '/start', hash: '' }],
    ])
    expect((await compiled('notes.md')).body).toContain('"/start"')
  })
})
