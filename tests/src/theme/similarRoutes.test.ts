import { describe, expect, it } from 'vitest'
import { similarRoutes } from '../../../src/theme/similarRoutes.ts'
import { editDistance } from '../../../shared/editDistance.ts'

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

describe('similarRoutes with typos', () => {
  const site = [...paths, '/api/combinereducers', '/api/compose', '/basics/reducers', '/usage/writing-tests', '/api/applymiddleware']

  it('finds the page a few keys away, in the same section or another', () => {
    expect(similarRoutes('/api/createstor', site)).toEqual(['/api/createstore'])
    expect(similarRoutes('/api/crateStore', site)).toEqual(['/api/createstore'])
    expect(similarRoutes('/api/sotre', site)[0]).toBe('/api/store')
    expect(similarRoutes('/usage/writing-test', site)).toEqual(['/usage/writing-tests'])
    expect(similarRoutes('/recipes/writing-tests', site)).toEqual(['/usage/writing-tests'])
    expect(similarRoutes('/basic/reducers', site)[0]).toBe('/basics/reducers')
    expect(similarRoutes('/api/combinereducer', site)[0]).toBe('/api/combinereducers')
  })

  it('puts an exact name before a typo, and suggests nothing for an address nothing like a page', () => {
    expect(similarRoutes('/x/store', site)).toEqual(['/api/store', '/basics/store'])
    expect(similarRoutes('/api/zzzzzz', site)).toEqual([])
    expect(similarRoutes('/api/xy', site)).toEqual([])
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('store', 'store')).toBe(0)
    expect(editDistance('createstor', 'createstore')).toBe(1)
    expect(editDistance('sotre', 'store')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })

  it('stops past its limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3)
  })
})
