import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { measureCommand } from './measureCommand.ts'
import { timingsFile as timingsFileOf } from '../../plugins/prerender/timings.ts'
import { buildPhases, type BuildPhases, type PhaseTimings } from './buildPhases.ts'
import { measureHighlighting } from './highlightTime.ts'
import { readRealPages, writeTree } from './generateTree.ts'
import { median, medianRun } from './stats.ts'

// Runs `npm run build` as a reader of the README would, into a folder of its own under bench/tmp (so
// dist/, which the end-to-end tests serve, is never emptied under them), for the real content or a
// generated tree.

export const projectRoot = path.resolve(import.meta.dirname, '../..')
export const benchTmp = path.join(projectRoot, 'bench/tmp')

export interface BuildRun {
  wallMs: number
  peakTreeRss: number
  peakProcessRss?: number
  /** User + system CPU time of the process tree. */
  cpuMs?: number
  phases?: BuildPhases
}

export interface BuildResult {
  label: string
  pages: number
  markdownBytes: number
  outDir: string
  /** The content folder built (a generated tree stays until removeGeneratedBuilds). */
  contentDir: string
  /** A generated tree's pages, in the tree's order: their routes and titles. */
  treePages?: { route: string; title: string }[]
  runs: BuildRun[]
  /** Median wall time and memory; phases of the median run. */
  median: BuildRun
}

export interface BuildTarget {
  label: string
  /** Generated tree size; absent: the real content/. */
  generatedPages?: number
  /** Makes the generated tree's last page this many bytes of markdown (the one-large-page rows). */
  largePageBytes?: number
  /** Every n-th page of the generated tree is MDX (bench/lib/generateTree.ts). */
  mdxEvery?: number
  /** More environment for the build (DOCS_COMPILE_THREADS: how many compile workers). */
  env?: Record<string, string>
  /**
   * Measure with the code and page caches (plugins/markdown/codeCache.ts, plugins/docs/pageCache.ts) filled
   * by an unmeasured build first. By default each run starts with them emptied: a cold build, as a fresh
   * checkout or CI without a cache makes.
   */
  warmCodeCache?: boolean
}

/** The code and page caches of the build's Vite cache folder (docs plugin's `codeCacheDir` and `pageCacheDir`). */
const codeCacheDir = path.join(projectRoot, 'node_modules/.vite/docs-code')
const pageCacheDir = path.join(projectRoot, 'node_modules/.vite/docs-pages')
const emptyCaches = () => {
  for (const folder of [codeCacheDir, pageCacheDir]) rmSync(folder, { recursive: true, force: true })
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

/** Generated trees and their builds are large (≈ 150 MB at 1000 pages): gone once measured. */
export function removeGeneratedBuilds(): void {
  rmSync(path.join(benchTmp, 'trees'), { recursive: true, force: true })
  for (const name of existsSync(benchTmp) ? readdirSync(benchTmp) : []) {
    if (/^out-generated-/.test(name)) rmSync(path.join(benchTmp, name), { recursive: true, force: true })
  }
}

export async function benchBuild(target: BuildTarget, runs: number, log: (line: string) => void): Promise<BuildResult> {
  const slug = target.generatedPages
    ? `generated-${target.generatedPages}${target.mdxEvery ? '-mdx' : ''}${target.largePageBytes ? `-large-${target.largePageBytes}` : ''}`
    : 'site'
  const outDir = path.join(benchTmp, `out-${slug}`)
  // Vite's cache folder (plugins/prerender/timings.ts): the builds run one after another.
  const timingsFile = timingsFileOf(path.join(projectRoot, 'node_modules/.vite'))
  mkdirSync(benchTmp, { recursive: true })
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env }
  let contentDir = path.join(projectRoot, 'content')
  let pages: number
  let markdownBytes: number
  let treePages: BuildResult['treePages']
  if (target.generatedPages) {
    contentDir = path.join(benchTmp, 'trees', slug)
    const realPages = readRealPages(path.join(projectRoot, 'content'))
    const tree = writeTree(contentDir, target.generatedPages, realPages, 1, {
      mdxEvery: target.mdxEvery,
      largePageBytes: target.largePageBytes,
    })
    ;({ pages, bytes: markdownBytes } = tree)
    treePages = tree.plans.map(({ route, title }) => ({ route, title }))
    env.DOCS_CONTENT_DIR = contentDir
  } else {
    const real = readRealPages(contentDir)
    pages = real.length
    markdownBytes = real.reduce((sum, page) => sum + readFileSync(path.join(contentDir, page.file)).length, 0)
  }
  const results: BuildRun[] = []
  let highlightMs: number | undefined
  const build = () => measureCommand('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], { cwd: projectRoot, env })
  emptyCaches()
  if (target.warmCodeCache) await build()
  for (let run = 1; run <= runs; run++) {
    if (!target.warmCodeCache) emptyCaches()
    rmSync(timingsFile, { force: true })
    const measured = await build()
    const timings = readJson<PhaseTimings>(timingsFile)
    highlightMs ??= measureHighlighting(contentDir)
    const phases = timings ? buildPhases(measured.startedAt, measured.wallMs, timings, highlightMs) : undefined
    results.push({
      wallMs: measured.wallMs,
      peakTreeRss: measured.peakTreeRss,
      peakProcessRss: measured.peakProcessRss,
      cpuMs: measured.cpuMs,
      phases,
    })
    const cpu = measured.cpuMs === undefined ? '' : ` (${(measured.cpuMs / 1000).toFixed(1)} s CPU)`
    log(
      `  ${target.label}: run ${run}/${runs} ${(measured.wallMs / 1000).toFixed(1)} s${cpu}, ${(measured.peakTreeRss / 2 ** 20).toFixed(0)} MB`,
    )
  }
  const middle = medianRun(results, (run) => run.wallMs)
  return {
    label: target.label,
    pages,
    markdownBytes,
    outDir,
    contentDir,
    treePages,
    runs: results,
    median: {
      ...middle,
      wallMs: median(results.map((run) => run.wallMs)),
      peakTreeRss: median(results.map((run) => run.peakTreeRss)),
      cpuMs: middle.cpuMs === undefined ? undefined : median(results.map((run) => run.cpuMs ?? NaN)),
    },
  }
}
