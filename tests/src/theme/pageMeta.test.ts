import { describe, expect, it } from 'vitest'
import { pageMeta } from '../../../src/theme/pageMeta.ts'
import { loadPage } from '../../../src/content/pageStore.ts'
import { preloadRoute } from '../../../src/routeModules.ts'
import type { SitePageEntry } from '../../../src/content/sitePages.ts'
import type { SitePageMeta } from '../../../shared/sitePages.ts'
import type { RouteEntry } from '../../../shared/types.ts'

const entry = (fields: Partial<RouteEntry>): RouteEntry => ({
  path: '/api/store',
  title: 'Store',
  sidebarLabel: 'Store',
  description: 'The methods of a Redux store.',
  file: 'content/api/store.md',
  url: '/assets/store.js',
  load: () => Promise.reject(new Error('not loaded in this test')),
  ...fields,
})

const sitePage = (path: string, meta: SitePageMeta): SitePageEntry => ({ path, load: async () => ({ default: () => null, meta }) })
const home = sitePage('/', { description: '' })
const search = sitePage('/search', { title: 'Search', description: 'Search the docs.' })
const notFound = sitePage('/404', { title: 'Page Not Found', description: 'No page here.' })
const siteDescription = /^Redux is a predictable state container/

describe('pageMeta', () => {
  it('titles every page "Title | Redux" with its description; a site page’s come from its module', async () => {
    expect(pageMeta({ kind: 'doc', path: '/api/store', entry: entry({}) })).toEqual({
      title: 'Store | Redux',
      description: 'The methods of a Redux store.',
    })
    for (const page of [home, search, notFound]) await preloadRoute({ kind: 'page', path: page.path, page })
    expect(pageMeta({ kind: 'page', path: '/', page: home }).title).toBe('A Predictable State Container for JS Apps | Redux')
    expect(pageMeta({ kind: 'page', path: '/search', page: search })).toEqual({ title: 'Search | Redux', description: 'Search the docs.' })
    expect(pageMeta({ kind: 'notFound', path: '/x', page: notFound }).title).toBe('Page Not Found | Redux')
  })

  it('never leaves the description empty (a page without one gets the site’s)', async () => {
    expect(pageMeta({ kind: 'doc', path: '/introduction/README', entry: entry({ description: '' }) }).description).toMatch(siteDescription)
    await preloadRoute({ kind: 'page', path: '/', page: home })
    expect(pageMeta({ kind: 'page', path: '/', page: home }).description).toMatch(siteDescription)
  })

  it('takes a doc page’s description from its loaded module (the browser’s manifest has none)', async () => {
    const manifestEntry = entry({ path: '/api/loaded', description: '' })
    const withModule = {
      ...manifestEntry,
      load: async () => ({
        frontmatter: { id: 'loaded', title: 'Loaded', description: 'From the front matter.' },
        toc: [],
        navigation: { trail: [] },
        tree: [],
        warnings: [],
      }),
    }
    expect(pageMeta({ kind: 'doc', path: '/api/loaded', entry: manifestEntry }).description).toMatch(siteDescription)
    await loadPage(withModule)
    expect(pageMeta({ kind: 'doc', path: '/api/loaded', entry: manifestEntry }).description).toBe('From the front matter.')
  })
})
