import { describe, expect, it } from 'vitest'
import { absoluteUrl, htmlFileOf, markdownFileOf } from '../../plugins/prerender/outputPath.ts'

describe('output paths', () => {
  it('puts a route in <route>.html, the home page in index.html', () => {
    expect(htmlFileOf('/')).toBe('index.html')
    expect(htmlFileOf('/api/store')).toBe('api/store.html')
    expect(htmlFileOf('/faq')).toBe('faq.html')
    expect(htmlFileOf('/introduction/README')).toBe('introduction/README.html')
  })

  it('puts a route named index in its own folder, so its parent folder URL stays a 404', () => {
    expect(htmlFileOf('/tutorials/index')).toBe('tutorials/index/index.html')
    expect(htmlFileOf('/index')).toBe('index/index.html')
  })

  it('puts the markdown copy at <route>.md', () => {
    expect(markdownFileOf('/api/store')).toBe('api/store.md')
    expect(markdownFileOf('/tutorials/index')).toBe('tutorials/index.md')
  })

  it('makes absolute URLs without a trailing slash, except for the home page', () => {
    expect(absoluteUrl('https://redux.js.org/', '/')).toBe('https://redux.js.org/')
    expect(absoluteUrl('https://redux.js.org', '/api/store')).toBe('https://redux.js.org/api/store')
  })
})
