import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { DistFolder } from '../../bench/lib/distFiles.ts'
import { firstLoadOf, forbiddenLibraries, htmlResources, librariesIn } from '../../bench/lib/firstLoad.ts'
import { analyzeSite } from '../../bench/lib/siteAnalysis.ts'

// The analysis the budgets rest on, proven on a small hand-made build folder and on the real libraries:
// if it saw nothing, every budget would pass.

const root = path.resolve(import.meta.dirname, '../..')

function writeFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'budget-dist-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return dir
}

const shell = (extraHead = '') =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index-c.css">` +
  `<link rel="prefetch" href="/assets/later-d.js">${extraHead}</head><body><div id="root"></div></body></html>`

const site = {
  'index.html': shell(),
  'api/store.html': shell('<link rel="preload" as="fetch" href="/search-index.json">'),
  '404.html': shell(),
  'search-index.json': '{"pages":[],"sections":[]}',
  'assets/index-a.js':
    `import{r}from"./react-b.js";import"./shared-e.js";const route=(e,u)=>({...e,url:u,load:()=>import(u)});` +
    'export const routes=[route({id:`store`,title:`Store`,path:`/api/store`},`/assets/store-f.js`),' +
    'route({id:`compose`,title:`Compose`,path:`/api/compose`},`/assets/compose-g.js`)];import("./later-d.js")',
  'assets/react-b.js': 'export const r=1',
  'assets/shared-e.js': 'export const s=2',
  'assets/later-d.js': 'export const l=3',
  'assets/index-c.css': 'body{color:red}',
  'assets/store-f.js': 'const e={id:"store"},t=[],n=[];export{e as frontmatter,t as toc,n as tree}',
  'assets/compose-g.js': 'import{s}from"./shared-e.js";const e={id:"compose"},n=[s];export{e as frontmatter,n as tree}',
}

describe('first-load analysis', () => {
  it('reads scripts, module preloads, stylesheets and preloads from HTML, but not prefetch hints', () => {
    expect(htmlResources(shell('<link rel=preload as=font href=/f.woff2>'))).toEqual({
      js: ['/assets/index-a.js', '/assets/react-b.js'],
      jsAfterLoad: [],
      css: ['/assets/index-c.css'],
      other: ['/f.woff2'],
    })
  })

  it('reads the scripts the after-load loader starts as scripts of the page, fetched after load', () => {
    const html =
      '<head><script data-entry="/assets/index-a.js" data-preload="/assets/react-b.js /assets/store-f.js">(loader)</script><script src="/early.js"></script></head>'
    expect(htmlResources(html)).toMatchObject({
      js: ['/assets/index-a.js', '/assets/react-b.js', '/assets/store-f.js', '/early.js'],
      jsAfterLoad: ['/assets/index-a.js', '/assets/react-b.js', '/assets/store-f.js'],
    })
  })

  it('follows static imports transitively, not dynamic ones, and adds the page chunk with its imports', async () => {
    const dist = await DistFolder.open(writeFolder(site))
    const load = firstLoadOf(dist, '/api/compose', 'assets/compose-g.js')
    expect(load.html).toMatchObject({ file: '404.html', status: 404 })
    expect(load.js.map((file) => file.file).sort()).toEqual([
      'assets/compose-g.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-e.js',
    ])
    expect(load.css.map((file) => file.file)).toEqual(['assets/index-c.css'])
    expect(load.totals.requests).toBe(6)
    expect(load.totals.js.gzip).toBe(load.js.reduce((sum, file) => sum + file.gzip, 0))
  })

  it('finds the page chunks, reads route → chunk from the manifest, and finds the search index', async () => {
    const analysis = await analyzeSite(writeFolder(site))
    expect(analysis.pageChunks).toEqual(['assets/compose-g.js', 'assets/store-f.js'])
    expect(analysis.manifest.file).toBe('assets/index-a.js')
    expect([...analysis.manifest.chunks]).toEqual([
      ['/api/store', 'assets/store-f.js'],
      ['/api/compose', 'assets/compose-g.js'],
    ])
    expect(analysis.manifest.gzipPerRoute).toBeGreaterThan(40)
    expect(analysis.searchIndex).toBe('search-index.json')
    const store = analysis.pages.find((page) => page.route === '/api/store')!
    expect(store.other.map((file) => file.file)).toEqual(['search-index.json'])
    expect(analysis.pages.map((page) => page.kind)).toEqual(['home', 'search', 'doc', 'doc', 'notFound'])
  })
})

describe('forbidden library fingerprints', () => {
  const installed: [library: string, entry: string][] = [
    ['search library (minisearch)', `import MiniSearch from 'minisearch'; export const m = new MiniSearch({ fields: ['a'] })`],
    ['search library (algoliasearch)', `import { liteClient } from 'algoliasearch/lite'; export const c = liteClient('app', 'key')`],
    [
      'code highlighter (refractor/prism)',
      `import { refractor } from 'refractor/core'; export const h = (s) => refractor.highlight(s, 'js')`,
    ],
    [
      'markdown parser (micromark/remark/mdast-util-from-markdown)',
      `import { fromMarkdown } from 'mdast-util-from-markdown'; export const p = fromMarkdown`,
    ],
    [
      'markdown parser (micromark/remark/mdast-util-from-markdown)',
      `import { unified } from 'unified'; import remarkParse from 'remark-parse'; export const p = unified().use(remarkParse)`,
    ],
  ]

  it.each(installed)('recognises the %s in a minified browser bundle', async (library, entry) => {
    const result = await build({
      stdin: { contents: entry, resolveDir: root, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    expect(librariesIn(result.outputFiles[0].text)).toContain(library)
  })

  it('does not flag the app code around them', () => {
    expect(forbiddenLibraries.map((library) => library.name)).toHaveLength(4)
    expect(librariesIn('import{createRoot}from"react-dom/client";const search=()=>import("./SearchPage.js")')).toEqual([])
  })
})
