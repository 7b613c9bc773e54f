import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveDocsOptions } from '../../plugins/options.ts'
import type { EmbeddedIndexFile } from '../../shared/searchTypes.ts'
import { buildFixture } from '../buildFixture.ts'

// The search plugin in a real production build of the app over the fixture pages.

let outDir: string
let assets: string[]
const read = (name: string) => readFileSync(path.join(outDir, 'assets', name), 'utf8')

beforeAll(async () => {
  outDir = await buildFixture({
    search: { algolia: { appId: 'APP', apiKey: 'search-key', indexName: 'docs', host: 'http://127.0.0.1:9/' } },
  })
  assets = readdirSync(path.join(outDir, 'assets'))
}, 120_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the search plugin at build', () => {
  it('emits the records of every page as one hashed JSON file', () => {
    const indexFiles = assets.filter((name) => /^search-index-[\w-]+\.json$/.test(name))
    expect(indexFiles).toHaveLength(1)
    const file = JSON.parse(read(indexFiles[0])) as EmbeddedIndexFile
    expect(file.pages.map(([url, , title]) => [url, title])).toEqual([
      ['/guide/intro', 'Introduction'],
      ['/guide/other', 'Other page'],
    ])
    const anchors = file.sections.map(([page, anchor]) => `${file.pages[page][0]}#${anchor}`)
    expect(anchors).toEqual(['/guide/intro#', '/guide/intro#setup', '/guide/intro#setup-1', '/guide/other#', '/guide/other#second-section'])
    expect(JSON.stringify(file.sections)).toContain('Hidden until opened.')
  })

  it('emits the titles and headings again without the text, as the small first index', () => {
    const headingsFiles = assets.filter((name) => /^search-headings-[\w-]+\.json$/.test(name))
    expect(headingsFiles).toHaveLength(1)
    const headings = JSON.parse(read(headingsFiles[0])) as EmbeddedIndexFile
    const full = JSON.parse(read(assets.find((name) => /^search-index-[\w-]+\.json$/.test(name))!)) as EmbeddedIndexFile
    expect(headings.pages).toEqual(full.pages)
    expect(headings.sections.map((section) => section.slice(0, 4))).toEqual(full.sections.map((section) => section.slice(0, 4)))
    expect(headings.sections.every((section) => section[4] === '')).toBe(true)
    // Its URL is in the search code beside the full index's.
    const withUrl = assets.filter((name) => name.endsWith('.js') && read(name).includes(`/assets/${headingsFiles[0]}`))
    expect(withUrl).toHaveLength(1)
    expect(read(withUrl[0])).toMatch(/search-index-[\w-]+\.json/)
  })

  it("gives its URL and the Algolia settings to the search code only, never to a page's first load", () => {
    const indexFile = assets.find((name) => /^search-index-[\w-]+\.json$/.test(name))!
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
    const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1])
    expect(firstLoad.length).toBeGreaterThan(0)
    const withUrl = assets.filter((name) => name.endsWith('.js') && read(name).includes(`/assets/${indexFile}`))
    expect(withUrl).toHaveLength(1)
    expect(firstLoad).not.toContain(withUrl[0])
    expect(read(withUrl[0])).toContain('search-key')
    expect(read(withUrl[0])).toMatch(/http:\/\/127\.0\.0\.1:9[`'"]/) // the trailing slash trimmed
    for (const name of firstLoad) {
      const code = read(name)
      expect(code).not.toContain('Hidden until opened.')
      expect(code).not.toContain('MiniSearch: ')
      expect(code).not.toContain('x-algolia-agent')
      expect(code).not.toContain('search-key')
    }
  })
})

describe('Algolia settings', () => {
  const withAlgolia = (host?: string) =>
    resolveDocsOptions({
      site: { title: 'Docs', url: 'https://docs.example.org' },
      search: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i', host } },
    })
  const hostOf = (host?: string) => {
    const { search } = withAlgolia(host)
    return search && search.algolia?.host
  }

  it('takes http(s)://host[:port] for ALGOLIA_HOST and refuses anything else, naming the option', () => {
    expect(hostOf('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080')
    expect(hostOf('https://search.example.com')).toBe('https://search.example.com')
    expect(hostOf()).toBeUndefined()
    expect(() => withAlgolia('127.0.0.1:8080')).toThrow('option "search.algolia.host": expected http(s)://host:port')
    expect(() => withAlgolia('https://example.com/path')).toThrow('search.algolia.host')
  })
})
