// Every `run` block executes in Node as an ES module, against the real packages (scripts/content/runner.mjs
// does the running, in child processes).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import { blocksWhere, type CodeBlock, type Page } from './pages.ts'
import { esbuildMessages } from './parse.ts'
import type { Problem } from './problems.ts'

export interface RunOptions {
  /** Project root: block files are written under `<root>/node_modules/.cache/run-blocks/` so imports resolve. */
  root: string
  /** Child processes at once (default 2); the blocks are shared out between them, a page's blocks together. */
  concurrency?: number
  /** Per block, in milliseconds (default 10 000). */
  timeoutMs?: number
  /** Run each block in a process of its own (default false). */
  isolate?: boolean
  /** Keep the written files for inspection (default false). */
  keepFiles?: boolean
}

interface RunResult {
  /** A block the child is about to import (a line of its own, before the block's result). */
  started?: string
  file: string
  errors: string[]
  stderr: string
  timedOut: boolean
}

interface RunUnit {
  name: string
  page: Page
  block: CodeBlock
  path: string
}

const runnerPath = fileURLToPath(new URL('./runner.mjs', import.meta.url))

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function trimLines(text: string, max: number): string {
  const lines = text.replace(/\s+$/, '').split('\n')
  return lines.length > max ? [...lines.slice(0, max), `… (${lines.length - max} more lines)`].join('\n') : lines.join('\n')
}

/**
 * Runs the runner in a child process. The child notes in the results file when it starts a block; the parent
 * kills it when one block takes `blockTimeoutMs` plus a grace period (a block stuck in a synchronous loop
 * cannot be stopped from inside). The watchdog looks at the file's time, not at messages, so a parent whose
 * event loop was busy meanwhile (a type check running alongside) does not kill a child that is doing fine.
 */
function runChild(args: string[], cwd: string, resultsFile: string, blockTimeoutMs: number): Promise<{ code: number | null; signal: string | null; stderr: string; killed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', runnerPath, ...args], {
      cwd,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    let killed = false
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 100_000) stderr += chunk
    })
    const limit = blockTimeoutMs + Math.min(3_000, blockTimeoutMs)
    let lastProgress = Date.now()
    let timer: NodeJS.Timeout | undefined
    const watch = () => {
      const written = statSync(resultsFile, { throwIfNoEntry: false })?.mtimeMs ?? 0
      lastProgress = Math.max(lastProgress, written)
      const idle = Date.now() - lastProgress
      if (idle < limit) timer = setTimeout(watch, Math.min(limit - idle + 10, 1_000))
      else {
        killed = true
        child.kill('SIGKILL')
      }
    }
    timer = setTimeout(watch, Math.min(limit, 1_000))
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stderr, killed })
    })
  })
}

/**
 * RTK's development checks warn when they run slowly ("SerializableStateInvariantMiddleware took 48ms…",
 * three lines): a fact about a loaded test machine, not about the block.
 */
const slowCheckWarning = /(?:Serializable|Immutable)StateInvariantMiddleware took \d+ms[^\n]*\n[^\n]*\n[^\n]*worry about that\.\n?/g

export function withoutMachineNoise(stderr: string): string {
  return stderr.replace(slowCheckWarning, '')
}

/** Writes each block as its own module `p<page>-L<line>.mjs` (TS compiled by esbuild, with a source map). */
async function writeUnits(pages: Page[], dir: string, problems: Problem[]): Promise<RunUnit[]> {
  const pageIndex = new Map(pages.map((page, index) => [page, index]))
  const units: RunUnit[] = []
  for (const { page, block } of blocksWhere(pages, (block) => block.flags.has('run'))) {
    const name = `p${pageIndex.get(page)}-L${block.line}`
    const file = path.join(dir, `${name}.mjs`)
    if (block.lang === 'ts' || block.lang === 'tsx') {
      try {
        const result = await transform(block.value, { loader: block.lang, format: 'esm', sourcemap: 'inline', sourcefile: `${name}.ts`, logLevel: 'silent' })
        writeFileSync(file, result.code)
      } catch (error) {
        const first = esbuildMessages(error)?.[0]
        problems.push({ file: page.file, line: block.line, message: `run block cannot be compiled: ${first?.text ?? String(error)}` })
        continue
      }
    } else {
      writeFileSync(file, block.value)
    }
    units.push({ name, page, block, path: file })
  }
  return units
}

/** The units in `count` lists of about the same length, each page's blocks together and in order. */
function shareOut(units: RunUnit[], count: number, isolate: boolean): RunUnit[][] {
  if (isolate) return units.map((unit) => [unit])
  const byPage = new Map<Page, RunUnit[]>()
  for (const unit of units) byPage.set(unit.page, [...(byPage.get(unit.page) ?? []), unit])
  const groups: RunUnit[][] = Array.from({ length: Math.max(1, count) }, () => [])
  for (const list of [...byPage.values()].sort((a, b) => b.length - a.length)) {
    groups.reduce((shortest, group) => (group.length < shortest.length ? group : shortest)).push(...list)
  }
  return groups.filter((group) => group.length)
}

export async function checkRun(pages: Page[], options: RunOptions): Promise<Problem[]> {
  return (await startRun(pages, options)).done
}

/**
 * Writes the blocks and starts the child processes; `done` settles when every block has run. Lets a caller
 * do other work (the type check) while the children run.
 */
export async function startRun(pages: Page[], options: RunOptions): Promise<{ done: Promise<Problem[]> }> {
  const timeoutMs = options.timeoutMs ?? 10_000
  const base = path.join(options.root, 'node_modules', '.cache', 'run-blocks')
  mkdirSync(base, { recursive: true })
  const dir = mkdtempSync(path.join(base, 'run-'))
  const problems: Problem[] = []
  let units: RunUnit[]
  try {
    units = await writeUnits(pages, dir, problems)
  } catch (error) {
    if (!options.keepFiles) rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const byName = new Map(units.map((unit) => [unit.name, unit]))
  const framePattern = new RegExp(`(?:file://)?${escapeRegExp(dir)}[\\\\/](p\\d+-L\\d+)\\.(?:mjs|ts)(?::(\\d+))?(?::\\d+)?`, 'g')
  /** Block file paths in a stack or stderr → `content/x.md:LINE`. */
  const mapPaths = (text: string) =>
    text.replace(framePattern, (whole, name: string, line: string | undefined) => {
      const unit = byName.get(name)
      if (!unit) return whole
      return line ? `${unit.page.file}:${unit.block.line + Number(line)}` : unit.page.file
    })
  const fail = (unit: RunUnit, what: string, details: string) => {
    const relevant = details
      .split('\n')
      .filter((line) => !/^\s+at .*(?:node:internal|runner\.mjs)/.test(line))
      .join('\n')
    const body = trimLines(mapPaths(relevant), 25)
    problems.push({ file: unit.page.file, line: unit.block.line, message: `run block ${what}${body ? `\n${body.replace(/^/gm, '    ')}` : ''}` })
  }

  let attempt = 0
  const runGroup = async (group: RunUnit[]) => {
    let queue = group
    while (queue.length) {
      const resultsFile = path.join(dir, `results-${attempt++}.jsonl`)
      writeFileSync(resultsFile, '')
      const outcome = await runChild([resultsFile, String(timeoutMs), ...queue.map((unit) => unit.path)], dir, resultsFile, timeoutMs)
      const results: RunResult[] = readFileSync(resultsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as RunResult]
          } catch {
            return [] // a line cut short by a killed process
          }
        })
      const reported = new Set<string>()
      let running: string | undefined
      for (const result of results) {
        if (result.started) {
          running = result.started
          continue
        }
        const unit = queue.find((candidate) => candidate.path === result.file)
        if (!unit) continue
        reported.add(unit.path)
        const stderr = result.stderr.trim() ? `\nstderr:\n${trimLines(result.stderr, 15)}` : ''
        if (result.timedOut) fail(unit, `timed out after ${timeoutMs / 1000} s`, result.errors.join('\n') + stderr)
        else if (result.errors.length) fail(unit, 'failed', result.errors.join('\n') + stderr)
        // console.error, console.warn, a failed console.assert and Node's warnings all land on stderr: a
        // block that prints there shows something going wrong, even if it carries on.
        else if (withoutMachineNoise(result.stderr).trim())
          fail(unit, 'wrote to stderr (an error, a warning or a failed console.assert)', trimLines(result.stderr, 15))
      }
      const rest = queue.filter((unit) => !reported.has(unit.path))
      if (rest.length === 0) break
      // The child ended before the end of its list (a block timed out or called process.exit, or the
      // process crashed). A block it started without reporting is charged with the crash (so is the first
      // one, when none started); the others run again in a new process.
      const culprit = rest.find((unit) => unit.path === running) ?? (running === undefined ? rest[0] : undefined)
      if (culprit) {
        const why = outcome.killed
          ? `timed out (the process was killed)`
          : `ended the process (exit code ${outcome.code ?? '-'}${outcome.signal ? `, signal ${outcome.signal}` : ''})`
        fail(culprit, why, outcome.stderr)
      }
      queue = rest.filter((unit) => unit !== culprit)
    }
  }
  const concurrency = options.concurrency ?? 2
  const groups = shareOut(units, concurrency, options.isolate ?? false)
  // With `isolate` there are more groups than processes: a small pool.
  let next = 0
  const worker = async () => {
    while (next < groups.length) await runGroup(groups[next++])
  }
  const done = Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker))
    .then(() => problems)
    .finally(() => {
      if (!options.keepFiles) rmSync(dir, { recursive: true, force: true })
    })
  return { done }
}
