import { describe, expect, it } from 'vitest'
import { normalizePath, stripIndexHtml } from '../../src/router/normalizePath.ts'

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
  ])('%s shows as %s', (input, expected) => {
    expect(stripIndexHtml(input)).toBe(expected)
  })
})
