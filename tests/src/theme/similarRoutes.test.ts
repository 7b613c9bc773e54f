import { describe, expect, it } from 'vitest'
import { similarRoutes } from '../../../src/theme/similarRoutes.ts'

const paths = ['/api/createstore', '/api/store', '/basics/store', '/faq', '/faq/general', '/introduction/getting-started']

describe('similarRoutes', () => {
  it('finds a page whose address differs only in case, a trailing slash or an extension', () => {
    expect(similarRoutes('/api/createStore', paths)).toEqual(['/api/createstore'])
    expect(similarRoutes('/FAQ/', paths)).toEqual(['/faq'])
    expect(similarRoutes('/introduction/getting-started.html', paths)).toEqual(['/introduction/getting-started'])
  })

  it('finds pages of the same name in other sections, the closest match first', () => {
    expect(similarRoutes('/docs/api/store', paths)).toEqual(['/api/store', '/basics/store'])
    expect(similarRoutes('/basics/Store', paths)).toEqual(['/basics/store', '/api/store'])
  })

  it('suggests nothing for an address like no page', () => {
    expect(similarRoutes('/nothing/here', paths)).toEqual([])
    expect(similarRoutes('/', paths)).toEqual([])
  })

  it('caps the list', () => {
    expect(similarRoutes('/x/store', [...paths, '/a/store', '/b/store'], 3)).toHaveLength(3)
  })
})
