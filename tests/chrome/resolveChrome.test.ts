import { describe, expect, it } from 'vitest'
import { resolveDocsOptions } from '../../plugins/options.ts'
import { resolveChrome, type ChromeLookups } from '../../plugins/chrome/resolveChrome.ts'
import { isActiveNavbarLink } from '../../shared/siteChrome.ts'

// The chrome options made into what the browser renders: doc ids and sidebars become routes, every
// written link is listed for the link check under the option that wrote it, a missing id is a problem.

const site = { title: 'Docs', url: 'https://docs.example.org' }
const docs: Record<string, { route: string; label: string }> = {
  'guide/intro': { route: '/guide/intro', label: 'Introduction' },
  'api/store': { route: '/api/store', label: 'Store' },
}
const lookups: ChromeLookups = {
  docById: (id) => docs[id],
  sidebarDocs: (id) => (id === 'api' ? [docs['api/store'], docs['guide/intro']] : id === 'empty' ? [] : undefined),
}
const resolve = (input: Record<string, unknown>) => resolveChrome(resolveDocsOptions({ site, ...input }), lookups)

describe('resolveChrome', () => {
  it('makes doc and docSidebar items links to their routes, labelled as the sidebar labels them unless told', () => {
    const { chrome, problems } = resolve({
      navbar: {
        items: [
          { type: 'doc', docId: 'guide/intro' },
          { type: 'doc', docId: 'api/store', label: 'The store', position: 'right' },
          { type: 'docSidebar', sidebarId: 'api' },
          {
            type: 'dropdown',
            label: 'More',
            items: [
              { type: 'doc', docId: 'api/store' },
              { type: 'html', value: '<hr>' },
            ],
          },
        ],
      },
    })
    expect(problems).toEqual([])
    expect(chrome.navbar.items).toEqual([
      { type: 'link', label: 'Introduction', href: '/guide/intro', position: 'left' },
      { type: 'link', label: 'The store', href: '/api/store', position: 'right' },
      { type: 'link', label: 'Store', href: '/api/store', activeRoutes: ['/api/store', '/guide/intro'], position: 'left' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'left',
        items: [
          { type: 'link', label: 'Store', href: '/api/store', position: 'left' },
          { type: 'html', value: '<hr>', position: 'left' },
        ],
      },
    ])
  })

  it('marks a doc item on every page of the sidebar its doc is in, as Docusaurus does (a doc in none: its own page)', () => {
    const withSidebars: ChromeLookups = {
      ...lookups,
      sidebarRoutesOf: (route) => (route === '/api/store' ? ['/api/store', '/guide/other'] : undefined),
    }
    const options = resolveDocsOptions({
      site,
      navbar: {
        items: [
          { type: 'doc', docId: 'api/store' },
          { type: 'doc', docId: 'guide/intro' },
        ],
      },
    })
    const [store, intro] = resolveChrome(options, withSidebars).chrome.navbar.items as Parameters<typeof isActiveNavbarLink>[0][]
    expect(store.activeRoutes).toEqual(['/api/store', '/guide/other'])
    expect(isActiveNavbarLink(store, '/guide/other')).toBe(true)
    expect(isActiveNavbarLink(store, '/guide/intro')).toBe(false)
    expect(intro.activeRoutes).toBeUndefined()
    expect(isActiveNavbarLink(intro, '/guide/intro')).toBe(true)
  })

  it('names the option of a doc id or sidebar no page has', () => {
    const { problems, chrome } = resolve({
      navbar: {
        items: [
          { type: 'doc', docId: 'guide/missing' },
          { type: 'docSidebar', sidebarId: 'nope' },
          { type: 'docSidebar', sidebarId: 'empty' },
        ],
      },
    })
    expect(problems).toEqual([
      'vite.config.ts (docsPlugin option navbar.items[0].docId): no page has the doc id "guide/missing"',
      'vite.config.ts (docsPlugin option navbar.items[1].sidebarId): no sidebar has the id "nope"',
      'vite.config.ts (docsPlugin option navbar.items[2].sidebarId): the sidebar "empty" has no page',
    ])
    expect(chrome.navbar.items).toEqual([])
  })

  it('lists every written link and logo for the link check, naming its option; public files as site paths', () => {
    const { links, chrome } = resolve({
      navbar: {
        logo: { src: 'img/logo.svg', srcDark: '/img/dark.svg' },
        items: [
          { to: '/guide/intro#setup', label: 'Setup' },
          { type: 'dropdown', label: 'D', to: '/api/store', items: [{ href: 'https://x.example', label: 'X' }] },
        ],
      },
      footer: {
        links: [{ items: [{ label: 'Intro', to: '/guide/intro' }, { html: '<a href="/anywhere">raw</a>' }] }],
        copyright: '<b>©</b>',
      },
    })
    expect(chrome.navbar.logo).toEqual({ src: '/img/logo.svg', srcDark: '/img/dark.svg', alt: '', href: '/' })
    expect(links).toEqual([
      { file: 'vite.config.ts (docsPlugin option navbar.logo.src)', href: '/img/logo.svg' },
      { file: 'vite.config.ts (docsPlugin option navbar.logo.srcDark)', href: '/img/dark.svg' },
      { file: 'vite.config.ts (docsPlugin option navbar.logo.href)', href: '/' },
      { file: 'vite.config.ts (docsPlugin option navbar.items[0])', href: '/guide/intro#setup' },
      { file: 'vite.config.ts (docsPlugin option navbar.items[1].items[0])', href: 'https://x.example' },
      { file: 'vite.config.ts (docsPlugin option navbar.items[1])', href: '/api/store' },
      { file: 'vite.config.ts (docsPlugin option footer.links[0].items[0])', href: '/guide/intro' },
    ])
    expect(chrome.footer).toEqual({
      style: 'light',
      links: [{ items: [{ label: 'Intro', href: '/guide/intro' }, { html: '<a href="/anywhere">raw</a>' }] }],
      copyright: '<b>©</b>',
    })
  })

  it('marks a link active as Docusaurus does: activeBaseRegex, else activeBasePath, else its own page', () => {
    const link = { type: 'link' as const, label: 'API', href: '/api/overview', position: 'left' as const }
    expect(isActiveNavbarLink(link, '/api/overview')).toBe(true)
    expect(isActiveNavbarLink(link, '/api/store')).toBe(false)
    expect(isActiveNavbarLink({ ...link, activeBasePath: '/api/' }, '/api/store')).toBe(true)
    expect(isActiveNavbarLink({ ...link, activeBaseRegex: '^/(api|reference)/' }, '/reference/x')).toBe(true)
    expect(isActiveNavbarLink({ ...link, activeBaseRegex: '^/reference/', activeBasePath: '/api/' }, '/api/store')).toBe(false)
    expect(isActiveNavbarLink({ ...link, activeRoutes: ['/api/overview', '/guide/intro'] }, '/guide/intro')).toBe(true)
  })
})
