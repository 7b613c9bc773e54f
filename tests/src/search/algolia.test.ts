import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAlgoliaClient, highlightPostTag, highlightPreTag, searchAlgolia, type AlgoliaHit } from '../../../src/search/algolia.ts'
import { algoliaQuery, createSearchEngine } from '../../../src/search/searchEngine.ts'
import { SearchResults } from '../../../src/search/SearchResults.tsx'
import type { AlgoliaSettings, EmbeddedIndexFile, SearchResultGroup } from '../../../shared/searchTypes.ts'

// The real algoliasearch lite client against a local server speaking Algolia's query API: what we send,
// and how the answer is shown. (RouteLink is swapped for a plain link: it needs the app's router.)
vi.mock('../../../src/router/RouteLink.tsx', () => ({
  RouteLink: ({ href, children, ...rest }: ComponentProps<'a'>) => createElement('a', { href, ...rest }, children),
}))

interface Received {
  method?: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: { requests: Record<string, unknown>[] }
}

let server: Server
let host: string
let received: Received[] = []
let respond: (response: ServerResponse) => void

const mark = (text: string) => `${highlightPreTag}${text}${highlightPostTag}`
const hits: AlgoliaHit[] = [
  {
    objectID: '/api/combinereducers',
    url: 'https://redux.js.org/api/combinereducers',
    url_without_anchor: 'https://redux.js.org/api/combinereducers',
    type: 'lvl1',
    hierarchy: { lvl0: 'API Reference', lvl1: 'combineReducers', lvl2: null, lvl3: null },
    content: 'combineReducers turns an object of slice reducers into one.',
    _highlightResult: { hierarchy: { lvl1: { value: mark('combineReducers') } } },
    _snippetResult: { content: { value: `${mark('combineReducers')} turns an object of slice reducers into one.` } },
  },
  {
    objectID: '/api/combinereducers#arguments',
    url: '/api/combinereducers#arguments',
    url_without_anchor: '/api/combinereducers',
    type: 'lvl2',
    hierarchy: { lvl0: 'API Reference', lvl1: 'combineReducers', lvl2: 'Arguments', lvl3: null },
    content: 'A record that tries <img src=x onerror=alert(1)> to inject markup.',
    _highlightResult: { hierarchy: { lvl1: { value: mark('combineReducers') }, lvl2: { value: 'Arguments' } } },
    _snippetResult: { content: { value: `A record that tries <img src=x onerror=alert(1)> to inject ${mark('markup')}.` } },
  },
  {
    objectID: '/recipes/using-combinereducers',
    url: '/recipes/using-combinereducers',
    type: 'lvl1',
    hierarchy: { lvl0: 'Recipes', lvl1: 'Using combineReducers', lvl2: null, lvl3: null },
    content: 'How combineReducers splits the work.',
  },
]
const answer = (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      results: [
        { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: 'combineReducers', params: '' },
      ],
    }),
  )

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      received.push({
        method: request.method,
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: request.headers,
        body: JSON.parse(body || '{}'),
      })
      respond(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  received = []
  respond = answer
})

const settings = (): AlgoliaSettings => ({ appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'redux_docs', host })
const limits = { maxGroups: 10, maxHitsPerGroup: 5 }
const render = (groups: SearchResultGroup[], fallbackReason?: string) =>
  renderToStaticMarkup(
    createElement(SearchResults, {
      state: {
        query: 'combineReducers',
        loading: false,
        response: { groups, source: fallbackReason ? 'embedded' : 'algolia', fallbackReason, tookMs: 1 },
        retry: () => undefined,
      },
      idPrefix: 'test',
      active: 0,
      onActivate: () => undefined,
    }),
  )

describe('Algolia through the lite client', () => {
  it('sends one query to the configured host, with the search-only key and our highlight tags', async () => {
    await searchAlgolia(createAlgoliaClient(settings()), 'redux_docs', 'combineReducers', limits)
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/1/indexes/*/queries')
    // Credentials travel as headers from Node, as query parameters from browsers (no CORS preflight).
    const credential = (name: string) => request.headers[name] ?? request.query.get(name)
    expect(credential('x-algolia-application-id')).toBe('TESTAPP')
    expect(credential('x-algolia-api-key')).toBe('search-only-key')
    expect(request.query.get('x-algolia-agent')).toMatch(/Algolia for JavaScript \(5\.\d+\.\d+\).*Lite/)
    expect(request.body.requests).toEqual([
      expect.objectContaining({
        indexName: 'redux_docs',
        query: 'combineReducers',
        hitsPerPage: 50,
        highlightPreTag,
        highlightPostTag,
        attributesToSnippet: ['content:24'],
      }),
    ])
  })

  it('groups the hits by page, as site paths, and renders them escaped with the matches marked', async () => {
    const groups = await searchAlgolia(createAlgoliaClient(settings()), 'redux_docs', 'combineReducers', limits)
    expect(groups.map((group) => [group.url, group.category, group.hits.map((hit) => hit.url)])).toEqual([
      ['/api/combinereducers', 'API Reference', ['/api/combinereducers', '/api/combinereducers#arguments']],
      ['/recipes/using-combinereducers', 'Recipes', ['/recipes/using-combinereducers']],
    ])
    const html = render(groups)
    expect(html).toContain('href="/api/combinereducers#arguments"')
    expect(html).toContain('<mark>combineReducers</mark> turns an object')
    expect(html).toContain('<mark>markup</mark>')
    // The record's markup stays text; a field Algolia did not highlight is marked by the query's words.
    expect(html).toContain('A record that tries &lt;img src=x onerror=alert(1)&gt; to inject')
    expect(html).not.toContain('<img')
    expect(html).toContain('How <mark>combineReducers</mark> splits the work.')
    expect(html).toContain('2 pages match “combineReducers”')
  })

  it('falls back to the embedded index on an HTTP error, and the page says so', async () => {
    respond = (response) => response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error","status":500}')
    const indexFile: EmbeddedIndexFile = {
      version: 1,
      categories: ['API Reference'],
      pages: [['/api/combinereducers', 0, 'combineReducers']],
      sections: [[0, '', '', '', 'Turns slice reducers into one reducer.']],
    }
    const viaAlgolia = algoliaQuery(settings())
    const engine = createSearchEngine({ algolia: viaAlgolia.query, loadIndexFile: async () => indexFile })
    const response = await engine.search('combineReducers', limits)
    expect(received.length).toBeGreaterThan(0) // Algolia was asked first
    expect(response.source).toBe('embedded')
    expect(response.fallbackReason).toBe('HTTP 500')
    const html = render(response.groups, response.fallbackReason)
    expect(html).toContain('Algolia search is not answering (HTTP 500), so these results come from the search index built into this site.')
    expect(html).toContain('href="/api/combinereducers"')
  })

  it('reports a rejected key as an HTTP error too', async () => {
    respond = (response) =>
      response.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Invalid Application-ID or API key","status":403}')
    const engine = createSearchEngine({
      algolia: algoliaQuery(settings()).query,
      loadIndexFile: async () => ({ version: 1, categories: [], pages: [], sections: [] }),
    })
    expect((await engine.search('store', limits)).fallbackReason).toBe('HTTP 403')
  })
})
