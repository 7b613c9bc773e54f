import { describe, expect, it } from 'vitest'
import { resolveLink } from '../../plugins/markdown/links.ts'
import { compile, findAll } from '../helpers.ts'

describe('resolveLink', () => {
  it.each([
    ['./store.md', 'api/createstore.md', { kind: 'internal', route: '/api/store', hash: '' }],
    ['../api/store.md#getstate', 'basics/store.md', { kind: 'internal', route: '/api/store', hash: 'getstate' }],
    ['store.md', 'api/createstore.md', { kind: 'internal', route: '/api/store', hash: '' }],
    ['/api/store#dispatchaction', 'faq.md', { kind: 'internal', route: '/api/store', hash: 'dispatchaction' }],
    ['/api/store/', 'faq.md', { kind: 'internal', route: '/api/store', hash: '' }],
    ['/api/store/index.html', 'faq.md', { kind: 'internal', route: '/api/store', hash: '' }],
    ['/api/store.html', 'faq.md', { kind: 'internal', route: '/api/store', hash: '' }],
    ['#tips', 'api/store.md', { kind: 'internal', route: '/api/store', hash: 'tips' }],
    ['./faq/general.md#when', 'faq.md', { kind: 'internal', route: '/faq/general', hash: 'when' }],
    ['/img/flow.svg', 'faq.md', { kind: 'asset', path: '/img/flow.svg' }],
    ['https://redux.js.org', 'faq.md', { kind: 'external' }],
    ['mailto:a@b.c', 'faq.md', { kind: 'external' }],
    ['//cdn.example.com/x.js', 'faq.md', { kind: 'external' }],
  ])('%s from %s', (href, from, expected) => {
    expect(resolveLink(href, from)).toEqual(expected)
  })
})

describe('link rewriting', () => {
  it('rewrites .md links to route paths and leaves external links alone', async () => {
    const page = await compile(
      '[a](./other.md) [b](../guide/other.md#second-section) [c](/guide/other/) [d](https://x.dev/a.md) [e](#here)\n\n## Here\n',
      'guide/intro.md',
    )
    expect(findAll(page.tree, 'a').map((a) => a.properties?.href)).toEqual([
      '/guide/other',
      '/guide/other#second-section',
      '/guide/other',
      'https://x.dev/a.md',
      '/guide/intro#here',
    ])
    expect(page.links.map((l) => [l.href, l.line])).toContainEqual(['./other.md', 1])
  })

  it('gives local images their size and lazy loading', async () => {
    const page = await compile('![logo](/img/logo.svg)\n')
    expect(findAll(page.tree, 'img')[0].properties).toMatchObject({ src: '/img/logo.svg', width: 40, height: 30, loading: 'lazy' })
  })
})
