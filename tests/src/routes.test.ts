import { describe, expect, it, vi } from 'vitest'
import type { RouteEntry } from '../../shared/types.ts'

// resolveRoute: an address to what it shows, by lookup in the manifest and the site's own pages.

const lookups: string[] = []
const createStore = { path: '/api/createstore', title: 'createStore' } as RouteEntry
vi.mock('../../src/content/manifest.ts', () => ({
  findRoute: (path: string) => (lookups.push(path), path === createStore.path ? createStore : undefined),
}))
vi.mock('../../src/content/sitePages.ts', () => ({
  findSitePage: (path: string) => (path === '/' ? { path: '/', load: async () => ({ default: () => null }) } : undefined),
  notFoundPage: { path: '/404', load: async () => ({ default: () => null }) },
}))

const { resolveRoute } = await import('../../src/routes.ts')

describe('resolveRoute', () => {
  it('finds a doc page, a site page and not-found, by the normalised path', () => {
    expect(resolveRoute('/api/createstore/')).toMatchObject({ kind: 'doc', path: '/api/createstore', entry: createStore })
    expect(resolveRoute('/')).toMatchObject({ kind: 'page', path: '/' })
    expect(resolveRoute('/api/createstor')).toMatchObject({ kind: 'notFound', path: '/api/createstor' })
  })

  it('looks an address up once however often it is resolved in a row (hover, click, history entry)', () => {
    lookups.length = 0
    const hovered = resolveRoute('/api/createstore')
    expect(resolveRoute('/api/createstore')).toBe(hovered)
    expect(resolveRoute('/api/createstore')).toBe(hovered)
    expect(lookups).toEqual(['/api/createstore'])
    resolveRoute('/')
    expect(resolveRoute('/api/createstore')).not.toBe(hovered) // only the last address is kept
    expect(lookups).toHaveLength(3)
  })
})
