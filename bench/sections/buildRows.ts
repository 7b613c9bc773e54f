import type { BuildResult } from '../lib/buildRunner.ts'
import type { SiteAnalysis } from '../lib/siteAnalysis.ts'
import { formatShares } from '../lib/buildPhases.ts'
import { row, target, type Row } from '../lib/report.ts'
import { megabytes, seconds } from '../lib/table.ts'

// The build section of the table: time, memory and where the time goes for each build, then what one
// more page costs (between the two generated trees).

export const buildNotes = [
  'Build: `npm run build -- --outDir bench/tmp/out-…` (dist/ is left to the tests), wall time from spawn to exit, CPU time (user + system, whole tree, from GNU time: steadier than wall time on a busy machine); peak memory is the largest sum of resident memory over the whole process tree (npm, Node, anything they start), sampled every 50 ms from /proc; "largest process" is the kernel\'s peak for the biggest single process (GNU time).',
  "Time shares, from the build's .build-timings.json: startup (spawn to the first page compiled), markdown (compiling and link checking, highlighting excluded), bundle (compile end to the client bundle written), prerender (server bundle, rendering, writing); highlight (Prism through refractor) is every code block of the content highlighted again in the bench's process after the build (bench/lib/highlightTime.ts); other is the rest (process exit).",
  'Generated trees: bench/lib/generateTree.ts writes N pages shaped like content/ (front matter, h2/h3, wrapped paragraphs with inline code and links, lists, tables, admonitions, details, js/jsx/ts/bash code blocks with titles and highlighted lines; ≈ 11 KB each), the first 79 at the real routes (so the sidebar resolves) and every link hitting a real anchor. Built with DOCS_CONTENT_DIR, read by vite.config.ts.',
]

const cpu = (build: BuildResult) => (build.median.cpuMs === undefined ? '' : `; CPU ${seconds(build.median.cpuMs)}`)

const shareRow = (label: string, build: BuildResult) =>
  row(
    '1 build',
    `${label}: where the time goes`,
    build.median.phases ? formatShares(build.median.phases, build.median.wallMs) : 'no timings (.build-timings.json not written)',
  )

export function buildSection(builds: BuildResult[], analyses: SiteAnalysis[]): Row[] {
  const rows: Row[] = []
  builds.forEach((build, index) => {
    const label = `${build.label} (${build.pages} pages)`
    const runs = build.runs.length > 1 ? ` median of ${build.runs.length} (${build.runs.map((run) => seconds(run.wallMs)).join(', ')})` : ''
    const isReal = !build.label.startsWith('generated')
    rows.push(
      row(
        '1 build',
        `${label}: wall time`,
        `${seconds(build.median.wallMs)}${runs}${cpu(build)}`,
        isReal ? target(build.median.wallMs, 8_000, '≤ 8 s') : undefined,
      ),
      row(
        '1 build',
        `${label}: peak memory`,
        `${megabytes(build.median.peakTreeRss)} tree${build.median.peakProcessRss ? `, ${megabytes(build.median.peakProcessRss)} largest process` : ''}`,
        isReal ? target(build.median.peakProcessRss ?? NaN, 450 * 2 ** 20, 'largest process ≤ 450 MB') : undefined,
      ),
      shareRow(label, build),
    )
    if (!isReal)
      rows.push(
        row(
          '1 build',
          `${label}: entry chunk (route manifest inside)`,
          `${(analyses[index].dist.size(analyses[index].manifest.file).gzip / 1024).toFixed(1)} KB gzip`,
        ),
      )
  })
  const generated = builds
    .map((build, index) => ({ build, analysis: analyses[index] }))
    .filter(({ build }) => build.label.startsWith('generated'))
  if (generated.length >= 2) {
    const small = generated[0]
    const large = generated[generated.length - 1]
    const pages = large.build.pages - small.build.pages
    const perPage = (a: number, b: number) => (b - a) / pages
    const entry = (analysis: SiteAnalysis) => analysis.dist.size(analysis.manifest.file).gzip
    rows.push(
      row(
        '1 build',
        `growth ${small.build.pages} → ${large.build.pages} pages: per extra page`,
        `+${Math.round(perPage(small.build.median.wallMs, large.build.median.wallMs))} ms wall, +${Math.round(perPage(small.build.median.cpuMs ?? NaN, large.build.median.cpuMs ?? NaN))} ms CPU, +${Math.round(perPage(small.build.median.peakTreeRss, large.build.median.peakTreeRss) / 1024)} KB peak memory`,
      ),
      row(
        '1 build',
        `growth ${small.build.pages} → ${large.build.pages} pages: entry chunk per extra page`,
        `+${Math.round(perPage(entry(small.analysis), entry(large.analysis)))} bytes gzip`,
        target(perPage(entry(small.analysis), entry(large.analysis)), 150, '≤ 150 bytes'),
      ),
    )
  }
  return rows
}
