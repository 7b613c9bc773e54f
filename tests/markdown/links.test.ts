import { describe, expect, it } from 'vitest'
import { resolveLink } from '../../plugins/markdown/links.ts'
import { compile, compileError, findAll } from '../helpers.ts'

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

describe('links to .md files, as Docusaurus resolves them', () => {
  // The content folder's files and their routes (ids and slugs moved some).
  const routes: Record<string, string> = {
    'api/Store.md': '/api/store',
    'api/index.md': '/api',
    'intro.md': '/intro',
    'guides/setup.mdx': '/start',
    'guides/intro.md': '/guides/intro',
  }
  const context = { routeOfFile: (file: string) => routes[file] }

  it.each([
    ['./Store.md', 'api/create.md', '/api/store', ''],
    ['Store.md#getstate', 'api/create.md', '/api/store', 'getstate'],
    ['api/Store.md', 'intro.md', '/api/store', ''],
    // not in the linking file's folder: from the content root
    ['api/Store.md#x', 'guides/setup.mdx', '/api/store', 'x'],
    ['intro.md', 'api/create.md', '/intro', ''],
    // the folder first: guides/intro.md, not the root's intro.md
    ['intro.md', 'guides/setup.mdx', '/guides/intro', ''],
    ['../guides/setup.mdx', 'api/create.md', '/start', ''],
    ['/api/index.md', 'guides/intro.md', '/api', ''],
  ])('%s from %s → %s', (href, from, route, hash) => {
    expect(resolveLink(href, from, context)).toEqual({ kind: 'internal', route, hash })
  })

  it('names the files it looked for when none is a page', () => {
    expect(resolveLink('missing.md#a', 'api/create.md', context)).toEqual({
      kind: 'missing-file',
      files: ['api/missing.md', 'missing.md'],
      hash: 'a',
    })
  })

  it('resolves URL links from the page route, which a slug may have moved', () => {
    expect(resolveLink('./other', 'guides/setup.mdx', { ...context, fromRoute: '/start/here' })).toEqual({
      kind: 'internal',
      route: '/start/other',
      hash: '',
    })
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

describe('malformed %-escapes', () => {
  it('fail the page with file:line:col for a link and an image, instead of crashing the build', async () => {
    const message = await compileError(
      'Intro.\n\nSee [the guide](./other%E0%A4%A.md) and\n![chart](/img/logo%E0%A4%A.svg)\n',
      'guide/intro.md',
    )
    // (The target as markdown hands it on: a lone `%` already escaped as `%25`, the broken `%E0%A4` kept.)
    expect(message).toContain('content/guide/intro.md:3:5  ./other%E0%A4%25A.md  malformed %-escape in a link target')
    expect(message).toContain('content/guide/intro.md:4:1  /img/logo%E0%A4%25A.svg  malformed %-escape in an image target')
    expect(message).not.toContain('URIError')
  })

  it('leaves well-formed escapes alone', async () => {
    const page = await compile('[x](./other.md#caf%C3%A9)\n', 'guide/intro.md')
    expect(findAll(page.tree, 'a')[0].properties?.href).toBe('/guide/other#caf%C3%A9')
  })
})
