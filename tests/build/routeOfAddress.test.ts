import { describe, expect, it } from 'vitest'
import { routeOfAddress } from '../../plugins/vite-plugin-docs.ts'

describe('routeOfAddress (which page a dev-server address asks for)', () => {
  it('drops the query, the hash, a trailing slash and .html as the router does', () => {
    expect(routeOfAddress('/api/store?x=1#getstate')).toBe('/api/store')
    expect(routeOfAddress('/api/store/')).toBe('/api/store')
    expect(routeOfAddress('/api/store.html')).toBe('/api/store')
    expect(routeOfAddress('/api/createstore/index.html')).toBe('/api/createstore')
    expect(routeOfAddress('/index.html')).toBe('/')
    expect(routeOfAddress('/')).toBe('/')
  })

  it('decodes escapes, and keeps a malformed one as written', () => {
    expect(routeOfAddress('/guide/caf%C3%A9')).toBe('/guide/café')
    expect(routeOfAddress('/guide/%E0%A4%A')).toBe('/guide/%E0%A4%A')
  })
})
