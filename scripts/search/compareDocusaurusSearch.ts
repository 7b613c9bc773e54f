// The query table of issue 31 (tests/search/wantedFirst.ts) on a Docusaurus build's local search, beside ours.
// Run by hand, never from a test (it reads a Docusaurus site outside the repository):
//
//   npx tsx scripts/search/compareDocusaurusSearch.ts --site /work/kept/redux/website --out build-search-local
//
// The site is built with @easyops-cn/docusaurus-search-local as its search theme (README, "Search ranking").
// Its postBuild writes `search-index.json`; where the build stopped before postBuild, `--write-index` runs
// the plugin's own postBuild on the built pages. Queries go through the plugin's own browser code (its
// worker's `search`, as its search bar calls it, with the generated constants of these options), loaded
// from the site's node_modules. A Docusaurus address is read as ours through redirects.config.ts, the
// table of today's redux.js.org addresses and the page of ours on the same topic.
import fs from 'node:fs'
import { createRequire, register } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { redirects } from '../../redirects.config.ts'
import { wantedFirst } from '../../tests/search/wantedFirst.ts'
import { oursFirstPages } from './oursFirstPages.ts'

const { values: args } = parseArgs({
  options: {
    site: { type: 'string', default: '/work/kept/redux/website' },
    out: { type: 'string', default: 'build-search-local' },
    'write-index': { type: 'boolean', default: false },
  },
})
const siteDir = path.resolve(args.site!)
const outDir = path.resolve(siteDir, args.out!)
const requireFromSite = createRequire(path.join(siteDir, 'package.json'))
const pluginDir = path.dirname(requireFromSite.resolve('@easyops-cn/docusaurus-search-local/package.json'))
const pluginVersion = JSON.parse(fs.readFileSync(path.join(pluginDir, 'package.json'), 'utf8')).version as string

// The options the site's search config gives the plugin (docusaurus.search-local.config.ts).
const options = { docsRouteBasePath: '/', indexBlog: false, indexPages: false, language: ['en'], hashed: false }

/** The plugin as Docusaurus loads it: options validated by its schema, constants generated into a scratch folder. */
function loadPlugin(generatedFilesDir: string) {
  const pluginModule = requireFromSite('@easyops-cn/docusaurus-search-local')
  const { normalizePluginOptions } = requireFromSite('@docusaurus/utils-validation')
  const validated = pluginModule.validateOptions({ options, validate: normalizePluginOptions })
  const context = { siteDir, generatedFilesDir, siteConfig: { themeConfig: {} }, i18n: { currentLocale: 'en' } }
  return (pluginModule.default ?? pluginModule)(context, validated)
}

const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-search-local-'))
const plugin = loadPlugin(generatedFilesDir)
const constantsFile = path.join(generatedFilesDir, '@easyops-cn/docusaurus-search-local/default/generated-constants.js')

if (args['write-index'] || !fs.existsSync(path.join(outDir, 'search-index.json'))) {
  // The routes of the build, as Docusaurus hands them to postBuild; the docs are all of them but the site's
  // own pages (src/pages: home, errors) and the 404 and search pages.
  const routesFile = ['routesPaths.json', '../build/routesPaths.json'].map((name) => path.join(outDir, name)).find(fs.existsSync)
  if (!routesFile) throw new Error(`no routesPaths.json in ${outDir} or beside it`)
  const routesPaths: string[] = JSON.parse(fs.readFileSync(routesFile, 'utf8'))
  const pages = new Set(['/', '/errors', '/404.html', '/search'])
  const docs = routesPaths.filter((route) => !pages.has(route)).map((permalink) => ({ permalink }))
  const content = { loadedVersions: [{ path: '/', isLast: true, docs }] }
  await plugin.postBuild({
    routesPaths,
    outDir,
    baseUrl: '/',
    siteConfig: {},
    plugins: [{ name: 'docusaurus-plugin-content-docs', content }],
  })
  console.log(`wrote ${path.join(outDir, 'search-index.json')} (${docs.length} docs)`)
}

// The plugin's browser code is ES modules in a CommonJS package; it imports its generated constants
// through a Docusaurus alias and comlink to talk to the page. Load it as modules, the alias resolved.
const clientDir = pathToFileURL(path.join(pluginDir, 'dist/client')).href
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier.endsWith('/proxiedGeneratedConstants')) return { url: ${JSON.stringify(pathToFileURL(constantsFile).href)}, shortCircuit: true }
  if (specifier === 'comlink') return { url: 'data:text/javascript,export const expose = () => {}', shortCircuit: true }
  if (context.parentURL?.startsWith(${JSON.stringify(clientDir)}) && specifier.startsWith('.') && !specifier.endsWith('.js'))
    return next(specifier + '.js', context)
  return next(specifier, context)
}
export async function load(url, context, next) {
  if (url.startsWith(${JSON.stringify(clientDir)}) || url === ${JSON.stringify(pathToFileURL(constantsFile).href)})
    return { ...(await next(url, { ...context, format: 'module' })), format: 'module', shortCircuit: true }
  return next(url, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)

const origin = 'http://docs.local'
Object.assign(globalThis, {
  location: { origin },
  fetch: async (url: string) => {
    const file = path.join(outDir, new URL(url, origin).pathname)
    return { json: async () => JSON.parse(fs.readFileSync(file, 'utf8')) }
  },
})
const { SearchWorker } = await import(pathToFileURL(path.join(pluginDir, 'dist/client/client/theme/worker.js')).href)
const { searchResultLimits } = await import(pathToFileURL(constantsFile).href)
const worker = new SearchWorker()

interface PluginResult {
  document: { u: string; t: string; h?: string }
  page?: { u: string } | false
}

/** The page of the first result in the plugin's dropdown, as our address. */
async function docusaurusFirstPage(query: string): Promise<string | undefined> {
  const [first]: PluginResult[] = await worker.search('/', '', query, searchResultLimits)
  if (!first) return undefined
  const url = ((first.page || undefined)?.u ?? first.document.u).replace(/#.*$/, '')
  const route = url.length > 1 ? url.replace(/\/$/, '') : url
  return redirects[route] ?? route
}

const ours = await oursFirstPages(wantedFirst.map(({ query }) => query))
let docusaurusScore = 0
let oursScore = 0
console.log(`query | wanted first | Docusaurus (@easyops-cn/docusaurus-search-local ${pluginVersion}) | ours`)
for (const { query, page, also = [] } of wantedFirst) {
  const wanted = [page, ...also]
  const theirs = await docusaurusFirstPage(query)
  const mine = ours.get(query)
  if (wanted.includes(theirs!)) docusaurusScore++
  if (wanted.includes(mine!)) oursScore++
  const mark = (found: string | undefined) => `${found ?? '(nothing)'} ${wanted.includes(found!) ? '✓' : '✗'}`
  console.log(`${query} | ${page} | ${mark(theirs)} | ${mark(mine)}`)
}
console.log(`best page first: Docusaurus ${docusaurusScore} of ${wantedFirst.length}, ours ${oursScore} of ${wantedFirst.length}`)
fs.rmSync(generatedFilesDir, { recursive: true, force: true })
