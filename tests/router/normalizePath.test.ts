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

  it('keeps a file merely named like index.html', () => {
    expect(normalizePath('/api/myindex.html')).toBe('/api/myindex.html')
  })
})

describe('stripIndexHtml (the address bar correction)', () => {
  it.each([
    ['/api/createstore/index.html', '/api/createstore'],
    ['/index.html', '/'],
    ['/api/store/', '/api/store/'],
    ['/api/store', '/api/store'],
    ['/api/myindex.html', '/api/myindex.html'],
  ])('%s shows as %s', (input, expected) => {
    expect(stripIndexHtml(input)).toBe(expected)
  })
})
