import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../../tests/e2e/browser.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { answerOtherHosts, docusaurusMarkup, ourMarkup, readPage, type Markup, type PageFacts } from './pageFacts.ts'

// Compares two builds of one Docusaurus site page by page in headless Chromium: ours (`--ours`, served
// with its _headers, so its Content-Security-Policy applies) and Docusaurus's own (`--docusaurus`). For
// every route either build has, it reads what a reader sees (pageFacts.ts) and prints a table of the
// differences, then each difference in full, then the headline numbers. A script for people (README,
// "Comparing with a Docusaurus build"), not a test: no test may read the kept site.
//
//   npx tsx scripts/docusaurus/compare-kept-site.ts --ours <dir> --docusaurus <dir> [--out file]
//     [--routes /a,/b] [--limit N] [--workers 2]

const { values: args } = parseArgs({
  options: {
    ours: { type: 'string' },
    docusaurus: { type: 'string' },
    out: { type: 'string' },
    routes: { type: 'string' },
    limit: { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
})
if (!args.ours || !args.docusaurus) {
  console.error(
    'usage: compare-kept-site.ts --ours <built site> --docusaurus <Docusaurus build folder> [--out file] [--routes /a,/b] [--limit N]',
  )
  process.exit(2)
}

/** `/a/b` for `/a/b/`, `/a/b.html`, `/a/b/index.html`; `/` stays. */
const normalRoute = (route: string) => route.replace(/\/index\.html$|\.html$|\/+$/, '') || '/'

/** The routes of a build: its sitemap's, else one per HTML file (404 pages left out). */
function routesOf(root: string): Set<string> {
  const sitemap = path.join(root, 'sitemap.xml')
  if (existsSync(sitemap)) {
    const locations = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    return new Set(locations.map(([, loc]) => normalRoute(new URL(loc).pathname)))
  }
  const routes = new Set<string>()
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html') && !/(^|\/)404(\.html|\/index\.html)$/.test(file)) routes.add(normalRoute(`/${file}`))
  }
  return routes
}

type Side = { name: string; root: string; markup: Markup; origin?: string }
const sides: [Side, Side] = [
  { name: 'ours', root: path.resolve(args.ours), markup: ourMarkup },
  { name: 'docusaurus', root: path.resolve(args.docusaurus), markup: docusaurusMarkup },
]
const [ourRoutes, theirRoutes] = sides.map((side) => routesOf(side.root))
let routes = args.routes ? args.routes.split(',').map(normalRoute) : [...new Set([...theirRoutes, ...ourRoutes])].sort()
if (args.limit) routes = routes.slice(0, Number(args.limit))

const servers = await Promise.all(sides.map((side) => startStaticServer({ root: side.root })))
servers.forEach(({ url }, index) => (sides[index].origin = new URL(url).origin))
const browser: Browser = await launchBrowser()

/** Each route's facts on both sides (undefined where that build has no such route). */
const results = new Map<string, [PageFacts | undefined, PageFacts | undefined]>()
const queue = [...routes]
async function worker() {
  const contexts = await Promise.all(sides.map(() => browser.newContext({ viewport: { width: 1400, height: 900 } })))
  await Promise.all(contexts.map((context, index) => answerOtherHosts(context, sides[index].origin!)))
  for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
    const pair = await Promise.all(
      sides.map((side, index) =>
        (index === 0 ? ourRoutes : theirRoutes).has(route!)
          ? readPage(contexts[index], side.origin!, route!, side.markup).catch((error: Error): PageFacts => ({
              status: 0,
              ...{ h1: [], sidebar: [], toc: [], navbar: [], footer: [], embeds: [], tabs: [], setupLines: [], cspViolations: [] },
              consoleErrors: [`could not read the page: ${error.message.split('\n')[0]}`],
            }))
          : undefined,
      ),
    )
    results.set(route, pair as [PageFacts | undefined, PageFacts | undefined])
    process.stderr.write(`\r${results.size}/${routes.length} ${route.padEnd(60).slice(0, 60)}`)
  }
  await Promise.all(contexts.map((context) => context.close()))
}
await Promise.all(Array.from({ length: Math.max(1, Number(args.workers)) }, worker))
process.stderr.write('\n')
await browser.close()
await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(resolve))))

writeReport()

function writeReport() {
  const { columns, compare } = comparisons()
  const lines: string[] = []
  const say = (line = '') => lines.push(line)
  say(`Ours: ${sides[0].root}  (${ourRoutes.size} routes)`)
  say(`Docusaurus: ${sides[1].root}  (${theirRoutes.size} routes)`)
  say(`Compared ${routes.length} routes in Chromium, ${new Date().toISOString()}`)
  say()
  const header = ['route', ...columns, 'CSP ours', 'console ours/docu']
  const rows: string[][] = []
  const details: string[] = []
  const counts = Object.fromEntries(columns.map((column) => [column, 0])) as Record<string, number>
  let onlyOurs = 0
  let onlyTheirs = 0
  let cspPages = 0
  let consolePages = 0
  let identical = 0
  for (const route of routes) {
    const [ours, theirs] = results.get(route) ?? []
    if (!ours || !theirs) {
      if (!ours) onlyTheirs++
      else onlyOurs++
      rows.push([route, ...columns.map(() => (ours ? 'only ours' : 'only docusaurus')), '', ''])
      continue
    }
    const cells = columns.map((column) => {
      const difference = compare[column](ours, theirs)
      if (!difference) return '='
      counts[column]++
      details.push(`${route}  ${column}:\n${difference.replace(/^/gm, '    ')}`)
      return '≠'
    })
    if (ours.cspViolations.length) {
      cspPages++
      details.push(`${route}  CSP violations (ours):\n${ours.cspViolations.map((line) => `    ${line}`).join('\n')}`)
    }
    if (ours.consoleErrors.length || theirs.consoleErrors.length) {
      consolePages++
      for (const [name, facts] of [
        ['ours', ours],
        ['docusaurus', theirs],
      ] as const) {
        if (facts.consoleErrors.length)
          details.push(`${route}  console errors (${name}):\n${facts.consoleErrors.map((line) => `    ${line}`).join('\n')}`)
      }
    }
    if (cells.every((cell) => cell === '=') && !ours.cspViolations.length && !ours.consoleErrors.length) identical++
    rows.push([route, ...cells, String(ours.cspViolations.length), `${ours.consoleErrors.length}/${theirs.consoleErrors.length}`])
  }
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)))
  const format = (row: string[]) => row.map((cell, index) => cell.padEnd(widths[index])).join(' | ')
  say(format(header))
  say(widths.map((width) => '-'.repeat(width)).join('-|-'))
  for (const row of rows) say(format(row))
  say()
  say('Differences (ours first, then docusaurus):')
  for (const detail of details) say(detail)
  say()
  say('Headline:')
  say(`  routes: ${routes.length} compared, ${onlyTheirs} only in the Docusaurus build, ${onlyOurs} only in ours`)
  const both = routes.length - onlyOurs - onlyTheirs
  for (const column of columns) say(`  ${column}: different on ${counts[column]} of ${both} pages`)
  say(`  CSP violations (ours): on ${cspPages} pages; console errors (either build): on ${consolePages} pages`)
  say(`  pages with no difference at all: ${identical} of ${both}`)
  const text = lines.join('\n') + '\n'
  if (args.out) writeFileSync(args.out, text)
  process.stdout.write(text)
}

/** Each compared part: undefined when both builds show the same, else the difference in words. */
function comparisons() {
  const list = (ours: string[], theirs: string[]) => {
    if (ours.join('\n') === theirs.join('\n')) return undefined
    const first = ours.findIndex((item, index) => item !== theirs[index])
    const at = first < 0 ? Math.min(ours.length, theirs.length) : first
    return [
      `${ours.length} vs ${theirs.length} entries; first difference at #${at + 1}:`,
      `ours:       ${ours.slice(at, at + 3).join(' | ') || '(none)'}`,
      `docusaurus: ${theirs.slice(at, at + 3).join(' | ') || '(none)'}`,
    ].join('\n')
  }
  const compare: Record<string, (ours: PageFacts, theirs: PageFacts) => string | undefined> = {
    h1: (ours, theirs) => list(ours.h1, theirs.h1),
    sidebar: (ours, theirs) => list(ours.sidebar, theirs.sidebar),
    'prev/next': (ours, theirs) =>
      list([`prev ${ours.previous ?? '-'}`, `next ${ours.next ?? '-'}`], [`prev ${theirs.previous ?? '-'}`, `next ${theirs.next ?? '-'}`]),
    toc: (ours, theirs) => list(ours.toc, theirs.toc),
    navbar: (ours, theirs) => list(ours.navbar, theirs.navbar),
    footer: (ours, theirs) => list(ours.footer, theirs.footer),
    embeds: (ours, theirs) => list(ours.embeds, theirs.embeds),
    tabs: (ours, theirs) => list(ours.tabs, theirs.tabs),
    'setup code': (ours, theirs) => list(ours.setupLines, theirs.setupLines),
  }
  return { columns: Object.keys(compare), compare }
}
