// `npm run bench:build`: production build time and peak memory (the whole process tree) for the real
// site, for generated trees of 80 and 800 pages, for the 80-page tree with every fourth page MDX, and for
// an 80-page tree whose last page is 1 MB or 5 MB of markdown, so the cost of growth is visible: more pages,
// or one much longer page (which should cost in proportion to its size; a quadratic step once took a 5 MB
// page to 173 s).
// Then the scale rows (issue 33): generated trees of 2,000 and 10,000 pages, built by this engine and by
// VitePress (bench/lib/vitepressBuild.ts) in the same run, with the time and the largest process's peak
// memory of each.
// Options: --runs N (builds per row, median reported; default 1), --sizes 80,800, --large-pages 1,5 (MB),
// --scale 2000,10000 (empty: no scale rows), --scale-only (the scale rows alone), --no-vitepress (the scale
// rows without VitePress), --vitepress-timeout 40 (minutes before a VitePress build is stopped and reported
// as not finished; one that runs out of memory is reported so too), --compile-threads 0,1 (each scale row again with that many compile workers,
// DOCS_COMPILE_THREADS: what the workers give; 0 compiles on the build's own thread), --warm (each build
// measured with the code cache filled by a build before it; by default every build is cold, its cache emptied),
// --no-dev (the scale rows without the dev server: by default it is started on each scale tree, cold and
// warm, and timed to a page painted in Chromium, then to another page opened).
import { parseArgs } from 'node:util'
import { benchBuild, removeGeneratedBuilds, type BuildResult } from '../bench/lib/buildRunner.ts'
import { formatShares } from '../bench/lib/buildPhases.ts'
import { markdownTable, megabytes, seconds } from '../bench/lib/table.ts'
import { buildWithVitepress } from '../bench/lib/vitepressBuild.ts'
import { launchBrowser } from '../bench/lib/browser.ts'
import { measureDevStarts, type DevStartsResult } from '../bench/sections/devServer.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    sizes: { type: 'string', default: '80,800' },
    'large-pages': { type: 'string', default: '1,5' },
    scale: { type: 'string', default: '2000,10000' },
    'scale-only': { type: 'boolean', default: false },
    'compile-threads': { type: 'string', default: '' },
    'no-vitepress': { type: 'boolean', default: false },
    'vitepress-timeout': { type: 'string', default: '40' },
    warm: { type: 'boolean', default: false },
    'no-dev': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const warmCodeCache = values.warm
const warmLabel = warmCodeCache ? ' (warm code cache)' : ''
const sizes = values.sizes
  .split(',')
  .map(Number)
  .filter((size) => size > 0)
const largePages = values['large-pages']
  .split(',')
  .map(Number)
  .filter((megabytes) => megabytes > 0)

const results: BuildResult[] = []
if (!values['scale-only']) {
  console.log(`Building the real site and generated trees of ${sizes.join(', ')} pages (${runs} run${runs > 1 ? 's' : ''} each)…`)
  results.push(await benchBuild({ label: `real site${warmLabel}`, warmCodeCache }, runs, console.log))
  for (const size of sizes) results.push(await benchBuild({ label: `generated ${size}`, generatedPages: size }, runs, console.log))
  // The smallest tree again with every fourth page MDX (a component, a partial, JSX and an expression each).
  const mdxTarget = { label: `generated ${sizes[0]}, ¼ MDX`, generatedPages: sizes[0], mdxEvery: 4 }
  if (sizes.length) results.push(await benchBuild(mdxTarget, runs, console.log))
  for (const megabytes of largePages) {
    const target = { label: `generated 80, one page of ${megabytes} MB`, generatedPages: 80, largePageBytes: megabytes * 2 ** 20 }
    results.push(await benchBuild(target, runs, console.log))
  }
}

const rows = results.map((result) => [
  result.label,
  String(result.pages),
  `${(result.markdownBytes / 2 ** 20).toFixed(1)} MB`,
  seconds(result.median.wallMs),
  result.median.cpuMs === undefined ? '–' : seconds(result.median.cpuMs),
  megabytes(result.median.peakTreeRss),
  result.median.peakProcessRss ? megabytes(result.median.peakProcessRss) : '–',
  `${Math.round(result.median.wallMs / result.pages)} ms`,
  result.median.phases ? formatShares(result.median.phases, result.median.wallMs) : '–',
])
if (rows.length) console.log()
if (rows.length)
  console.log(
    markdownTable(
      ['build', 'pages', 'markdown', 'wall time', 'CPU time', 'peak memory (tree)', 'largest process', 'per page', 'where the time goes'],
      rows,
    ),
  )
const generated = results.filter(
  (result) => result.label.startsWith('generated') && !result.label.includes('MDX') && !result.label.includes('one page'),
)
const [first, ...rest] = generated
for (const result of rest) {
  const perPage = (result.median.wallMs - first.median.wallMs) / (result.pages - first.pages)
  const perPageCpu = ((result.median.cpuMs ?? NaN) - (first.median.cpuMs ?? NaN)) / (result.pages - first.pages)
  const perPageMemory = (result.median.peakTreeRss - first.median.peakTreeRss) / (result.pages - first.pages)
  console.log(
    `growth ${first.pages} → ${result.pages} pages, per extra page: +${Math.round(perPage)} ms wall, +${Math.round(perPageCpu)} ms CPU, +${Math.round(perPageMemory / 1024)} KB peak memory`,
  )
}
// One long page should cost in proportion to its size: CPU time per extra megabyte, against the 80-page tree.
const base = generated.find((result) => result.pages === 80)
for (const result of results.filter((candidate) => candidate.label.includes('one page'))) {
  if (!base) break
  const extraMegabytes = (result.markdownBytes - base.markdownBytes) / 2 ** 20
  const perMegabyteCpu = ((result.median.cpuMs ?? NaN) - (base.median.cpuMs ?? NaN)) / extraMegabytes
  const perMegabyteMemory = (result.median.peakTreeRss - base.median.peakTreeRss) / extraMegabytes
  console.log(
    `${result.label}: per extra MB of markdown +${(perMegabyteCpu / 1000).toFixed(1)} s CPU, +${Math.round(perMegabyteMemory / 2 ** 20)} MB peak memory`,
  )
}
// The dev server on a scale tree: a page in the middle of the tree opened first, then the tree's last page.
async function devStartsOn(contentDir: string, pages: { route: string; title: string }[]): Promise<DevStartsResult> {
  const browser = await launchBrowser()
  try {
    const result = await measureDevStarts(browser, contentDir, pages[Math.floor(pages.length / 2)], pages.at(-1)!)
    const [cold, warm] = result.starts
    console.log(
      `  dev server ${pages.length}: cold ${seconds(cold.firstPaintMs)} to a page painted, warm ${seconds(warm.firstPaintMs)}, another page ${seconds(result.secondPageMs)}`,
    )
    return result
  } finally {
    await browser.close()
  }
}
function devRow(size: number, result: DevStartsResult): string[] {
  const [cold, warm] = result.starts
  return [
    String(size),
    `${seconds(cold.firstResponseMs)} · ${seconds(cold.firstPaintMs)}`,
    `${seconds(warm.firstResponseMs)} · ${seconds(warm.firstPaintMs)}`,
    seconds(result.secondPageMs),
  ]
}

// The scale rows: this engine and VitePress on the same tree, one after the other.
const scaleRows: string[][] = []
const devRows: string[][] = []
for (const size of values.scale
  .split(',')
  .map(Number)
  .filter((pages) => pages > 0)) {
  const ours = await benchBuild({ label: `generated ${size}${warmLabel}`, generatedPages: size, warmCodeCache }, runs, console.log)
  if (!values['no-dev'] && ours.treePages) devRows.push(devRow(size, await devStartsOn(ours.contentDir, ours.treePages)))
  const vitepressTimeoutMs = Number(values['vitepress-timeout']) * 60_000
  const vitepress = values['no-vitepress'] ? undefined : await buildWithVitepress(ours.contentDir, String(size), vitepressTimeoutMs)
  // A VitePress build that did not finish: its time is how long it ran, and the ratio a lower bound.
  const unfinished = vitepress?.failure ? `${vitepress.failure} after ` : ''
  const atLeast = vitepress?.failure ? '> ' : ''
  if (vitepress)
    console.log(
      `  VitePress ${size}: ${unfinished}${seconds(vitepress.wallMs)}, ${megabytes(vitepress.peakProcessRss ?? vitepress.peakTreeRss)}`,
    )
  const cpu = (ms: number | undefined) => (ms === undefined ? '–' : seconds(ms))
  scaleRows.push([
    `${ours.pages}`,
    `${(ours.markdownBytes / 2 ** 20).toFixed(0)} MB`,
    seconds(ours.median.wallMs),
    cpu(ours.median.cpuMs),
    megabytes(ours.median.peakProcessRss ?? ours.median.peakTreeRss),
    vitepress ? `${unfinished}${seconds(vitepress.wallMs)}` : '–',
    vitepress ? cpu(vitepress.cpuMs) : '–',
    vitepress ? megabytes(vitepress.peakProcessRss ?? vitepress.peakTreeRss) : '–',
    vitepress ? `${atLeast}${(vitepress.wallMs / ours.median.wallMs).toFixed(1)}×` : '–',
    ours.median.phases ? formatShares(ours.median.phases, ours.median.wallMs) : '–',
  ])
  // The same tree with a given number of compile workers (the row above: the build's own choice).
  for (const threads of values['compile-threads'].split(',').filter(Boolean)) {
    const target = { label: `generated ${size}, ${threads} compile threads`, generatedPages: size, env: { DOCS_COMPILE_THREADS: threads } }
    const run = await benchBuild(target, runs, console.log)
    const { wallMs, cpuMs, peakProcessRss, peakTreeRss, phases } = run.median
    const [pages, markdown] = scaleRows.at(-1)!
    const shares = phases ? formatShares(phases, wallMs) : '–'
    scaleRows.push([
      `${pages} (${threads} compile threads)`,
      markdown,
      seconds(wallMs),
      cpu(cpuMs),
      megabytes(peakProcessRss ?? peakTreeRss),
      '–',
      '–',
      '–',
      '–',
      shares,
    ])
  }
  removeGeneratedBuilds()
}
if (scaleRows.length) {
  console.log()
  console.log(
    markdownTable(
      [
        'pages',
        'markdown',
        'wall time',
        'CPU time',
        'largest process',
        'VitePress wall',
        'VitePress CPU',
        'VitePress largest process',
        'VitePress / ours',
        'where our time goes',
      ],
      scaleRows,
    ),
  )
}
if (devRows.length) {
  console.log()
  console.log(
    markdownTable(
      ['pages', 'dev server, cold: first response · page painted', 'warm: first response · page painted', 'then another page painted'],
      devRows,
    ),
  )
}
removeGeneratedBuilds()
