import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { transform, type Loader, type Message } from 'esbuild'
import ts from 'typescript'
import type { CodeBlock, Page } from './blocks.ts'
import { routeToFile, type PlannedPage } from './plan.ts'

/** One finding of a check: `file:line  message`. */
export interface Problem {
  /** Path relative to the project root (`content/api/store.md`), or `content-plan.md`. */
  file: string
  /** 1-based markdown line (0 when the finding has no place). */
  line: number
  message: string
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}  ${problem.message}`
}

/** One line per problem, sorted by file then line, for test messages. */
export function formatProblems(problems: Problem[]): string {
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map(formatProblem)
    .join('\n')
}

const scriptLanguages = new Set(['js', 'jsx', 'ts', 'tsx'])

interface Located {
  page: Page
  block: CodeBlock
}

function blocksWhere(pages: Page[], keep: (block: CodeBlock) => boolean): Located[] {
  return pages.flatMap((page) => page.blocks.filter(keep).map((block) => ({ page, block })))
}

// ---------------------------------------------------------------------------------------------------------
// (1) Every js/jsx/ts/tsx block not marked `fragment` parses as an ES module.

function parseLoader(lang: string): Loader {
  return lang === 'ts' ? 'ts' : lang === 'tsx' ? 'tsx' : 'jsx'
}

function esbuildMessages(error: unknown): Message[] | undefined {
  const errors = (error as { errors?: unknown }).errors
  return Array.isArray(errors) ? (errors as Message[]) : undefined
}

export async function checkParse(pages: Page[]): Promise<Problem[]> {
  const targets = blocksWhere(pages, (block) => scriptLanguages.has(block.lang ?? '') && !block.flags.has('fragment'))
  const problems: Problem[] = []
  await Promise.all(
    targets.map(async ({ page, block }) => {
      // The extra line makes esbuild read the code as an ES module (top-level `return`, `with`, legacy
      // octal literals are errors), whether or not the block has imports or exports of its own.
      const lastLine = block.line + block.value.split('\n').length + 1
      try {
        await transform(`${block.value}\n;export {}`, {
          loader: parseLoader(block.lang!),
          format: 'esm',
          sourcefile: page.file,
          logLevel: 'silent',
        })
      } catch (error) {
        const messages = esbuildMessages(error)
        if (!messages?.length) {
          problems.push({ file: page.file, line: block.line, message: `${block.lang} block does not parse: ${String(error)}` })
          return
        }
        for (const message of messages) {
          const location = message.location
          // An error on the added `;export {}` line is an error at the end of the block (its closing fence).
          const atEnd = !location || block.line + location.line >= lastLine
          const line = location ? Math.min(block.line + location.line, lastLine) : block.line
          const place = location && !atEnd ? `, col ${location.column + 1}` : location ? ', at its end' : ''
          const excerpt = location && !atEnd && location.lineText.trim() ? `\n    ${location.lineText.trim()}` : ''
          problems.push({
            file: page.file,
            line,
            message: `(${block.lang} block at line ${block.line}${place}) does not parse as an ES module: ${message.text}${excerpt}`,
          })
        }
      }
    }),
  )
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

// ---------------------------------------------------------------------------------------------------------
// (2) Every `run` block executes in Node as an ES module.

export interface RunOptions {
  /** Project root: block files are written under `<root>/node_modules/.cache/run-blocks/` so imports resolve. */
  root: string
  /** Child processes at once (default 2). */
  concurrency?: number
  /** Per block, in milliseconds (default 10 000). */
  timeoutMs?: number
  /** Blocks of one page share a child process (default true); false runs each block in its own process. */
  groupByPage?: boolean
  /** Keep the written files for inspection (default false). */
  keepFiles?: boolean
}

/**
 * Runs in the child: imports the block files one after another, each with its own time limit, waits for the
 * timers and handles a block leaves behind, and charges uncaught errors, unhandled rejections, a non-zero
 * `process.exitCode` and what it wrote to stderr to the block that is running. One JSON line per block is
 * appended to the results file (also from an `exit` handler, so a block calling `process.exit()` is reported).
 */
const runnerSource = String.raw`
import { appendFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { format, inspect } from 'node:util'

const [resultsFile, timeoutArg, ...blockFiles] = process.argv.slice(2)
const timeoutMs = Number(timeoutArg)

function assert(condition, ...data) {
  if (!condition) {
    const error = new Error('console.assert failed' + (data.length ? ': ' + format(...data) : ''))
    Error.captureStackTrace(error, assert)
    throw error
  }
}
console.assert = assert

let current
const describe = (error) => (error instanceof Error && error.stack ? error.stack : inspect(error))
process.on('uncaughtException', (error) => { if (current) current.errors.push('Uncaught ' + describe(error)) })
process.on('unhandledRejection', (error) => { if (current) current.errors.push('Unhandled rejection: ' + describe(error)) })
process.stderr.write = function (chunk, encoding, callback) {
  if (current) current.stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
  const done = typeof encoding === 'function' ? encoding : callback
  if (typeof done === 'function') queueMicrotask(done)
  return true
}
process.on('exit', (code) => {
  if (current && !current.reported) {
    if (code) current.errors.push('process.exit(' + code + ') was called')
    report(current)
  }
})

function report(state) {
  state.reported = true
  appendFileSync(resultsFile, JSON.stringify({
    file: state.file, errors: state.errors, stderr: state.stderr, timedOut: state.timedOut,
  }) + '\n')
}

const ignored = new Set(['PipeWrap', 'TTYWrap'])
function resources() {
  const counts = new Map()
  for (const type of process.getActiveResourcesInfo()) if (!ignored.has(type)) counts.set(type, (counts.get(type) ?? 0) + 1)
  return counts
}
function settled(baseline) {
  for (const [type, count] of resources()) if (count > (baseline.get(type) ?? 0)) return false
  return true
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 2))

for (const file of blockFiles) {
  const state = { file, errors: [], stderr: '', timedOut: false, reported: false }
  current = state
  const baseline = resources()
  const deadline = Date.now() + timeoutMs
  appendFileSync(resultsFile, JSON.stringify({ started: file }) + '\n')
  process.send?.({ started: file })
  let timer
  const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve('timeout'), timeoutMs) })
  try {
    const outcome = await Promise.race([import(pathToFileURL(file).href).then(() => 'done'), timeout])
    if (outcome === 'timeout') state.timedOut = true
  } catch (error) {
    state.errors.push(describe(error))
  }
  clearTimeout(timer)
  await tick()
  while (!state.timedOut && !settled(baseline)) {
    if (Date.now() > deadline) state.timedOut = true
    else await tick()
  }
  if (process.exitCode) {
    state.errors.push('process.exitCode was set to ' + process.exitCode)
    process.exitCode = 0
  }
  report(state)
  current = undefined
  // Whatever a timed-out block left running could disturb the next ones: the parent reruns them.
  if (state.timedOut) process.exit(0)
}
process.exit(0)
`

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function trimLines(text: string, max: number): string {
  const lines = text.replace(/\s+$/, '').split('\n')
  return lines.length > max ? [...lines.slice(0, max), `… (${lines.length - max} more lines)`].join('\n') : lines.join('\n')
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
}

/**
 * Runs the runner in a child process. The child says over IPC when it starts a block; the parent kills it
 * when one block takes `blockTimeoutMs` plus a grace period (a block stuck in a synchronous loop cannot be
 * stopped from inside).
 */
function runChild(
  args: string[],
  cwd: string,
  blockTimeoutMs: number,
): Promise<{ code: number | null; signal: string | null; stderr: string; killed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', ...args], {
      cwd,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    let stderr = ''
    let killed = false
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 100_000) stderr += chunk
    })
    let timer: NodeJS.Timeout | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        killed = true
        child.kill('SIGKILL')
      }, blockTimeoutMs + Math.min(3_000, blockTimeoutMs))
    }
    arm()
    child.on('message', arm)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stderr, killed })
    })
  })
}

export async function checkRun(pages: Page[], options: RunOptions): Promise<Problem[]> {
  const timeoutMs = options.timeoutMs ?? 10_000
  const targets = blocksWhere(pages, (block) => block.flags.has('run'))
  if (targets.length === 0) return []
  const base = path.join(options.root, 'node_modules', '.cache', 'run-blocks')
  mkdirSync(base, { recursive: true })
  const dir = mkdtempSync(path.join(base, 'run-'))
  const problems: Problem[] = []
  try {
    const runner = path.join(dir, 'runner.mjs')
    writeFileSync(runner, runnerSource)

    // Write every block as its own module: `<n>-L<line>.mjs`, line N of the file is markdown line `line + N`.
    const pageIndex = new Map(pages.map((page, index) => [page, index]))
    const units: RunUnit[] = []
    for (const { page, block } of targets) {
      const name = `p${pageIndex.get(page)}-L${block.line}`
      const file = path.join(dir, `${name}.mjs`)
      const unit: RunUnit = { name, page, block, path: file }
      if (block.lang === 'ts' || block.lang === 'tsx' || block.lang === 'mts') {
        try {
          const result = await transform(block.value, {
            loader: block.lang === 'tsx' ? 'tsx' : 'ts',
            format: 'esm',
            sourcemap: 'inline',
            sourcefile: `${name}.ts`,
            logLevel: 'silent',
          })
          writeFileSync(file, result.code)
        } catch (error) {
          const first = esbuildMessages(error)?.[0]
          problems.push({
            file: page.file,
            line: block.line,
            message: `run block cannot be compiled: ${first?.text ?? String(error)}`,
          })
          continue
        }
      } else {
        writeFileSync(file, block.value)
      }
      units.push(unit)
    }

    const byName = new Map(units.map((unit) => [unit.name, unit]))
    const framePattern = new RegExp(
      `(?:file://)?${escapeRegExp(dir)}[\\\\/](p\\d+-L\\d+)\\.(?:mjs|ts)(?::(\\d+))?(?::\\d+)?`,
      'g',
    )
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
      problems.push({
        file: unit.page.file,
        line: unit.block.line,
        message: `run block ${what}${body ? `\n${body.replace(/^/gm, '    ')}` : ''}`,
      })
    }

    const groups: RunUnit[][] = []
    if (options.groupByPage === false) for (const unit of units) groups.push([unit])
    else {
      const byPage = new Map<Page, RunUnit[]>()
      for (const unit of units) byPage.set(unit.page, [...(byPage.get(unit.page) ?? []), unit])
      groups.push(...byPage.values())
      // Longest groups first, so the pool ends evenly.
      groups.sort((a, b) => b.length - a.length)
    }

    let attempt = 0
    await pool(groups, options.concurrency ?? 2, async (group) => {
      let queue = group
      while (queue.length) {
        const resultsFile = path.join(dir, `results-${attempt++}.jsonl`)
        writeFileSync(resultsFile, '')
        const outcome = await runChild(
          [runner, resultsFile, String(timeoutMs), ...queue.map((unit) => unit.path)],
          dir,
          timeoutMs,
        )
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
    })
  } finally {
    if (!options.keepFiles) rmSync(dir, { recursive: true, force: true })
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// (3) `ts` (and `tsx`) blocks marked `typecheck` compile together in one strict program.

export const typecheckOptions: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  resolveJsonModule: true,
}

export function checkTypes(pages: Page[], options: { root: string }): Problem[] {
  const targets = blocksWhere(
    pages,
    (block) => (block.lang === 'ts' || block.lang === 'tsx') && block.flags.has('typecheck'),
  )
  if (targets.length === 0) return []
  // Virtual files (never written) in a folder of the project, so `redux` etc. resolve from node_modules.
  const dir = path.join(options.root, '.typecheck-blocks')
  const pageIndex = new Map(pages.map((page, index) => [page, index]))
  const virtual = new Map<string, Located>()
  for (const target of targets) {
    const name = `p${pageIndex.get(target.page)}-L${target.block.line}.${target.block.lang}`
    virtual.set(path.join(dir, name), target)
  }
  const host = ts.createCompilerHost(typecheckOptions, true)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const target = virtual.get(path.resolve(fileName))
    if (target) return ts.createSourceFile(fileName, target.block.value, languageVersion, true)
    return getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate)
  }
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists.call(host, fileName)
  host.readFile = (fileName) => virtual.get(path.resolve(fileName))?.block.value ?? readFile.call(host, fileName)

  const program = ts.createProgram({ rootNames: [...virtual.keys()], options: typecheckOptions, host })
  const problems: Problem[] = []
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ')
    const target = diagnostic.file ? virtual.get(path.resolve(diagnostic.file.fileName)) : undefined
    if (diagnostic.file && target && diagnostic.start !== undefined) {
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
      problems.push({
        file: target.page.file,
        line: target.block.line + line + 1,
        message: `(typecheck block at line ${target.block.line}, col ${character + 1}) TS${diagnostic.code}: ${text}`,
      })
    } else {
      const where = diagnostic.file ? path.relative(options.root, diagnostic.file.fileName) : 'typecheck'
      problems.push({ file: where, line: 0, message: `TS${diagnostic.code}: ${text}` })
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// (4) Front matter: `id`, `title`, `description` are non-empty strings.

export const requiredFrontMatterKeys = ['id', 'title', 'description'] as const

export function checkFrontMatter(pages: Page[]): Problem[] {
  const problems: Problem[] = []
  for (const page of pages) {
    const { data, line, error } = page.frontMatter
    if (error) {
      problems.push({ file: page.file, line, message: `front matter does not parse: ${error}` })
      continue
    }
    if (!data) {
      problems.push({ file: page.file, line: 1, message: 'no front matter (`---` with id, title, description)' })
      continue
    }
    for (const key of requiredFrontMatterKeys) {
      const value = data[key]
      if (typeof value !== 'string' || !value.trim()) {
        const why = value === undefined ? 'is missing' : typeof value !== 'string' ? 'must be a string' : 'is empty'
        problems.push({ file: page.file, line, message: `front matter \`${key}\` ${why}` })
      }
    }
  }
  return problems
}

/** Titles and sidebar labels that differ from the plan (informational: the plan is the reference). */
export function checkPlanTitles(pages: Page[], plan: PlannedPage[]): Problem[] {
  const byRoute = new Map(plan.map((planned) => [planned.route, planned]))
  const problems: Problem[] = []
  for (const page of pages) {
    const planned = byRoute.get(page.route)
    const data = page.frontMatter.data
    if (!planned || !data) continue
    if (typeof data.title === 'string' && data.title !== planned.title)
      problems.push({ file: page.file, line: page.frontMatter.line, message: `title "${data.title}", plan says "${planned.title}"` })
    const label = data.sidebar_label
    if (planned.sidebarLabel !== undefined && label !== planned.sidebarLabel)
      problems.push({
        file: page.file,
        line: page.frontMatter.line,
        message: `sidebar_label ${label === undefined ? 'missing' : `"${String(label)}"`}, plan says "${planned.sidebarLabel}"`,
      })
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// (5) Every file under content/ is a planned route.

/** `files` are relative to the content folder, with `/` (`api/store.md`). */
export function checkPlannedRoutes(files: string[], plan: PlannedPage[]): Problem[] {
  const planned = new Set(plan.map((page) => routeToFile(page.route)))
  const problems: Problem[] = []
  for (const name of files) {
    const file = `content/${name}`
    if (!name.endsWith('.md')) problems.push({ file, line: 0, message: 'not a markdown page: only planned `.md` pages belong in content/' })
    else if (!planned.has(name)) problems.push({ file, line: 0, message: `route /${name.replace(/\.md$/, '')} is not in the content plan` })
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------
// (6) Word floors and missing pages.

export interface PageStats {
  planned: PlannedPage
  /** Undefined when the page does not exist yet. */
  page: Page | undefined
  words: number | undefined
  underFloor: boolean
}

export function pageStats(pages: Page[], plan: PlannedPage[]): PageStats[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  return plan.map((planned) => {
    const page = byRoute.get(planned.route)
    return { planned, page, words: page?.words, underFloor: page !== undefined && page.words < planned.wordFloor }
  })
}

export function checkWordFloors(pages: Page[], plan: PlannedPage[]): Problem[] {
  return pageStats(pages, plan)
    .filter((stats) => stats.underFloor)
    .map(({ page, planned, words }) => ({
      file: page!.file,
      line: 1,
      message: `${words} prose words, under the floor of ${planned.wordFloor} (${planned.wordFloor - words!} short)`,
    }))
}

/** Planned pages with no file yet, optionally only those of the given sections. */
export function missingPages(pages: Page[], plan: PlannedPage[], sections?: Iterable<string>): PlannedPage[] {
  const existing = new Set(pages.map((page) => page.route))
  const only = sections ? new Set(sections) : undefined
  return plan.filter((planned) => !existing.has(planned.route) && (!only || only.has(planned.section)))
}

export function checkMissingPages(pages: Page[], plan: PlannedPage[], doneSections: Iterable<string>): Problem[] {
  const known = new Set(plan.map((planned) => planned.section))
  const problems: Problem[] = []
  for (const section of doneSections)
    if (!known.has(section)) problems.push({ file: 'content-plan.md', line: 0, message: `no section "${section}" in the plan` })
  for (const planned of missingPages(pages, plan, doneSections))
    problems.push({
      file: `content/${routeToFile(planned.route)}`,
      line: 0,
      message: `missing: planned page "${planned.title}" of the done section "${planned.section}" (content-plan.md:${planned.line})`,
    })
  return problems
}
