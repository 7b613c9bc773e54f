import { describe, expect, it } from 'vitest'
import {
  docIdOf,
  fileToRoute,
  isPartialPath,
  normalizePath,
  numberPrefixOf,
  routeOfAddress,
  routeOfLinkPath,
  routeToFile,
  stripIndexHtml,
  stripNumberPrefix,
} from '../../shared/routes.ts'

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
    expect(fileToRoute('api\\store.md')).toBe('/api/store')
    expect(fileToRoute('api/store.mdx')).toBe('/api/store')
    expect(routeToFile('/api/store')).toBe('api/store.md')
  })

  // Docusaurus' rules (plugin-content-docs, slug.ts): each case as its docs give it.
  it.each([
    ['api/Store.md', { id: 'store' }, '/api/store'],
    ['usage/index.md', {}, '/usage'],
    ['usage/README.md', {}, '/usage'],
    ['usage/readme.mdx', {}, '/usage'],
    ['style-guide/style-guide.md', {}, '/style-guide'],
    ['style-guide/style-guide.md', { id: 'rules' }, '/style-guide'],
    ['index.md', {}, '/'],
    ['01-intro.md', {}, '/intro'],
    ['02-guides/10-setup.md', {}, '/guides/setup'],
    ['02-guides/02-guides.md', {}, '/guides'],
    ['2021-01-01-news.md', {}, '/2021-01-01-news'],
    ['guides/setup.md', { slug: '/start/here' }, '/start/here'],
    ['guides/setup.md', { slug: 'begin' }, '/guides/begin'],
    ['guides/setup.md', { slug: '../begin' }, '/begin'],
    ['guides/index.md', { slug: 'all' }, '/guides/all'],
    ['tutorials/index.md', { slug: '/tutorials/index' }, '/tutorials/index'],
    ['guides/setup.md', { slug: '/' }, '/'],
  ])('%s with %j → %s', (file, frontMatter, route) => {
    expect(fileToRoute(file, frontMatter)).toBe(route)
  })

  it('drops number prefixes for ordering, and keeps dates and versions', () => {
    expect([stripNumberPrefix('01-intro'), numberPrefixOf('01-intro')]).toEqual(['intro', 1])
    expect([stripNumberPrefix('3. Setup'), numberPrefixOf('3. Setup')]).toEqual(['Setup', 3])
    expect([stripNumberPrefix('1.2.3-notes'), numberPrefixOf('1.2.3-notes')]).toEqual(['1.2.3-notes', undefined])
    expect([stripNumberPrefix('404'), numberPrefixOf('404')]).toEqual(['404', undefined])
  })

  it('knows partials and Docusaurus doc ids', () => {
    expect(isPartialPath('_partials/note.md')).toBe(true)
    expect(isPartialPath('guide/_snippet.mdx')).toBe(true)
    expect(isPartialPath('guide/page.md')).toBe(false)
    expect(docIdOf('api/Store.md', { id: 'store' })).toBe('api/store')
    expect(docIdOf('02-guides/01-setup.md')).toBe('guides/setup')
    expect(docIdOf('style-guide/style-guide.md', { id: 'style-guide' })).toBe('style-guide/style-guide')
  })
})
