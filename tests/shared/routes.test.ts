import { describe, expect, it } from 'vitest'
import { fileToRoute, normalizePath, routeOfAddress, routeOfLinkPath, routeToFile, stripIndexHtml } from '../../shared/routes.ts'

describe('normalizePath', () => {
  it.each([
    ['/api/createstore/index.html', '/api/createstore'],
    ['/index.html', '/'],
    ['/api/store/', '/api/store'],
    ['/api/store//', '/api/store'],
    ['/api/store', '/api/store'],
    ['/', '/'],
    ['', '/'],
    ['/tutorials/index', '/tutorials/index'],
  ])('%s routes as %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })

  it('routes a prerendered file address (/api/store.html) as its page', () => {
    expect(normalizePath('/api/store.html')).toBe('/api/store')
    expect(normalizePath('/api/myindex.html')).toBe('/api/myindex')
  })
})

describe('stripIndexHtml (the address bar correction)', () => {
  it.each([
    ['/api/createstore/index.html', '/api/createstore'],
    ['/index.html', '/'],
    ['/api/store/', '/api/store/'],
    ['/api/store', '/api/store'],
    ['/api/store.html', '/api/store'],
    ['/faq.html', '/faq'],
    ['//api/store', '/api/store'],
    ['//api//store//', '/api/store/'],
    ['///', '/'],
  ])('%s shows as %s', (input, expected) => {
    expect(stripIndexHtml(input)).toBe(expected)
  })
})

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

describe('routeOfLinkPath (the route a markdown link names)', () => {
  it('normalizes route paths like the router does', () => {
    expect(routeOfLinkPath('/index.html')).toBe('/')
    expect(routeOfLinkPath('/a/b/')).toBe('/a/b')
    expect(routeOfLinkPath('/a/b.md')).toBe('/a/b')
    expect(routeOfLinkPath('/api/store.html')).toBe(normalizePath('/api/store.html'))
  })
})

describe('fileToRoute / routeToFile', () => {
  it('maps content files and routes both ways', () => {
    expect(fileToRoute('tutorials/index.md')).toBe('/tutorials/index')
    expect(fileToRoute('api\\store.md')).toBe('/api/store')
    expect(routeToFile('/api/store')).toBe('api/store.md')
  })
})
