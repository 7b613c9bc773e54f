import { describe, expect, it } from 'vitest'
import { pageMeta } from '../../../src/theme/pageMeta.ts'
import { loadPage } from '../../../src/content/pageStore.ts'
import type { RouteEntry } from '../../../shared/types.ts'

const entry = (fields: Partial<RouteEntry>): RouteEntry => ({
  path: '/api/store',
  id: 'store',
  title: 'Store',
  sidebarLabel: 'Store',
  description: 'The methods of a Redux store.',
  file: 'content/api/store.md',
  url: '/assets/store.js',
  load: () => Promise.reject(new Error('not loaded in this test')),
  ...fields,
})

describe('pageMeta', () => {
  it('titles every page "Title | Redux" with its description', () => {
    expect(pageMeta({ kind: 'doc', path: '/api/store', entry: entry({}) })).toEqual({
      title: 'Store | Redux',
      description: 'The methods of a Redux store.',
    })
    expect(pageMeta({ kind: 'home', path: '/' }).title).toBe('A Predictable State Container for JS Apps | Redux')
    expect(pageMeta({ kind: 'search', path: '/search' }).title).toBe('Search | Redux')
    expect(pageMeta({ kind: 'notFound', path: '/x' }).title).toBe('Page Not Found | Redux')
  })

  it('never leaves the description empty (a page without one gets the site’s)', () => {
    const meta = pageMeta({ kind: 'doc', path: '/introduction/README', entry: entry({ description: '' }) })
    expect(meta.description).toBe(pageMeta({ kind: 'home', path: '/' }).description)
    for (const kind of ['home', 'search', 'notFound'] as const) {
      expect(pageMeta({ kind, path: '/' } as Parameters<typeof pageMeta>[0]).description.length).toBeGreaterThan(40)
    }
  })

  it('takes a doc page’s description from its loaded module (the browser’s manifest has none)', async () => {
    const manifestEntry = entry({ path: '/api/loaded', description: '' })
    const withModule = { ...manifestEntry, load: async () => ({ frontmatter: { id: 'loaded', title: 'Loaded', description: 'From the front matter.' }, toc: [], tree: [], warnings: [] }) }
    expect(pageMeta({ kind: 'doc', path: '/api/loaded', entry: manifestEntry }).description).toBe(pageMeta({ kind: 'home', path: '/' }).description)
    await loadPage(withModule)
    expect(pageMeta({ kind: 'doc', path: '/api/loaded', entry: manifestEntry }).description).toBe('From the front matter.')
  })
})
