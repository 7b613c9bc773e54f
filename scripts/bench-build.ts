// `npm run bench:build`: production build time and peak memory (the whole process tree) for the real
// site and for generated trees of 80 and 800 pages, so the cost of growth is visible, and for the 80-page
// tree with every fourth page MDX.
// Options: --runs N (builds per row, median reported; default 1), --sizes 80,800.
import { parseArgs } from 'node:util'
import { benchBuild, removeGeneratedBuilds, type BuildResult } from '../bench/lib/buildRunner.ts'
import { formatShares } from '../bench/lib/buildPhases.ts'
import { markdownTable, megabytes, seconds } from '../bench/lib/table.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, sizes: { type: 'string', default: '80,800' } } })
const runs = Number(values.runs)
const sizes = values.sizes.split(',').map(Number).filter((size) => size > 0)

const results: BuildResult[] = []
console.log(`Building the real site and generated trees of ${sizes.join(', ')} pages (${runs} run${runs > 1 ? 's' : ''} each)…`)
results.push(await benchBuild({ label: 'real site' }, runs, console.log))
for (const size of sizes) results.push(await benchBuild({ label: `generated ${size}`, generatedPages: size }, runs, console.log))
// The smallest tree again with every fourth page MDX (a component, a partial, JSX and an expression each).
results.push(await benchBuild({ label: `generated ${sizes[0]}, ¼ MDX`, generatedPages: sizes[0], mdxEvery: 4 }, runs, console.log))

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
console.log()
console.log(markdownTable(['build', 'pages', 'markdown', 'wall time', 'CPU time', 'peak memory (tree)', 'largest process', 'per page', 'where the time goes'], rows))
const [first, ...rest] = results.filter((result) => result.label.startsWith('generated') && !result.label.includes('MDX'))
for (const result of rest) {
  const perPage = (result.median.wallMs - first.median.wallMs) / (result.pages - first.pages)
  const perPageCpu = ((result.median.cpuMs ?? NaN) - (first.median.cpuMs ?? NaN)) / (result.pages - first.pages)
  const perPageMemory = (result.median.peakTreeRss - first.median.peakTreeRss) / (result.pages - first.pages)
  console.log(`growth ${first.pages} → ${result.pages} pages, per extra page: +${Math.round(perPage)} ms wall, +${Math.round(perPageCpu)} ms CPU, +${Math.round(perPageMemory / 1024)} KB peak memory`)
}
removeGeneratedBuilds()
