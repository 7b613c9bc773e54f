/**
 * Writes an assembled Essentials app to a temporary folder, typechecks it (checkJs with the React types,
 * `strict`; the states of a tutorial share one program) and bundles it with esbuild for the jsdom test. The packages stay external, so the
 * bundle shares React, React-Redux and MSW with the test process; three imports of the app are redirected
 * to the files in shims/ beside this one.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { build, type Plugin } from 'esbuild'
import { flattenMessage, lineAndColumn, type NativeDiagnostic } from '../../../scripts/content/nativeTypecheck.ts'
import { programBatches, typecheckDirs } from '../sharedProgram.ts'
import type { AppState, TypeAllowance, TypeRelaxations } from './listings.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const shimsDir = path.join(here, 'shims')

/** How the assembled app is compiled: a JavaScript React app, as a reader would check it with checkJs, under `strict`. */
export const appCompilerOptions = {
  strict: true,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  jsx: 'react-jsx',
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  lib: ['es2023', 'dom', 'dom.iterable'],
  types: [],
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
}

export interface Workspace {
  dir: string
  dispose(): void
}

/** A temporary folder whose `node_modules` is the project's, so the apps resolve the real packages. */
export function createWorkspace(root: string): Workspace {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'essentials-app-'))
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

export function slug(name: string): string {
  return name.replace(/[^\w-]+/g, '-')
}

let written = 0

/**
 * Writes the state's files under a new `<workspace>/<n>-<slug>/` and returns that folder (a new one every
 * time: the bundle is imported by path, and Node would hand back a module imported before).
 */
export function writeState(workspace: Workspace, state: AppState): string {
  const dir = path.join(workspace.dir, `${++written}-${slug(state.name)}`)
  for (const [file, { code }] of state.files) {
    const target = path.join(dir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, code.endsWith('\n') ? code : code + '\n')
  }
  return dir
}

/** `content/…/part-5-async-logic.md:123  src/x.js:7:3  TS2339: …` for every problem of the state. */
export type AppProblem = string

export interface TypecheckOptions {
  strict?: boolean
  relaxations?: TypeRelaxations
  used?: Set<TypeAllowance>
}

/**
 * Typechecks one written state as one program (`strict` unless `strict: false` is passed, less what
 * `relaxations` turns off or accepts; `used` collects the accepted diagnostics' allowances).
 */
export function typecheckState(state: AppState, dir: string, options: TypecheckOptions = {}): AppProblem[] {
  return typecheckStates([{ state, dir }], options).get(state)!
}

/**
 * Typechecks written states, each exactly as `typecheckState` does, but as few programs as can be (see
 * ../sharedProgram.ts): the states of a tutorial share most of the types the checker builds.
 */
export function typecheckStates(written: { state: AppState; dir: string }[], { strict = true, relaxations = {}, used }: TypecheckOptions = {}): Map<AppState, AppProblem[]> {
  const turnedOff = Object.fromEntries(Object.keys(relaxations.options ?? {}).map((option) => [option, false]))
  const options = { ...appCompilerOptions, strict, ...turnedOff }
  const dirOf = new Map(written.map(({ state, dir }) => [state, dir]))
  const results = new Map<AppState, AppProblem[]>()
  for (const batch of programBatches(written.map(({ state }) => state))) {
    const dirs = batch.map((state) => dirOf.get(state)!)
    const rootNames = batch.flatMap((state, index) =>
      [...state.files.keys()].filter((file) => /\.(jsx?|tsx?)$/.test(file)).map((file) => path.join(dirs[index], file)),
    )
    const byDir = typecheckDirs({ dirs, rootNames, compilerOptions: options })
    batch.forEach((state, index) => {
      const problems = byDir
        .get(dirs[index])!
        .filter((diagnostic) => {
          const allowance = allowanceFor(diagnostic, relaxations.accept ?? [])
          if (allowance) used?.add(allowance)
          return !allowance
        })
        .map((diagnostic) => describeDiagnostic(diagnostic, state, dirs[index]))
      results.set(state, problems)
    })
  }
  return results
}

/** The text of a file a diagnostic is in (the state's files are on disk, as the compiler read them). */
function textOf(fileName: string): string {
  return readFileSync(fileName, 'utf8')
}

function allowanceFor(diagnostic: NativeDiagnostic, allowances: TypeAllowance[]): TypeAllowance | undefined {
  if (!diagnostic.fileName) return undefined
  const message = flattenMessage(diagnostic, '\n')
  const at = textOf(diagnostic.fileName).slice(diagnostic.pos, diagnostic.end)
  return allowances.find((allowance) => allowance.code === diagnostic.code && allowance.message.test(message) && allowance.at.test(at))
}

function describeDiagnostic(diagnostic: NativeDiagnostic, state: AppState, dir: string): AppProblem {
  const text = `TS${diagnostic.code}: ${flattenMessage(diagnostic, '\n    ')}`
  if (!diagnostic.fileName) return `${state.where}: ${text}`
  const { line, character } = lineAndColumn(textOf(diagnostic.fileName), diagnostic.pos)
  const relative = path.relative(dir, diagnostic.fileName).split(path.sep).join('/')
  const version = state.files.get(relative)
  if (!version) return `${relative}:${line + 1}:${character + 1}  ${text}`
  const { listing } = version
  return `${listing.page}:${listing.line + line + 1}  ${relative}:${line + 1}:${character + 1} (listing at line ${listing.line})  ${text}`
}

/** Imports of the app that the test redirects: the browser-only MSW worker, MSW's delay, React's roots. */
const shims: Record<string, string> = {
  'msw/browser': path.join(shimsDir, 'msw-browser.ts'),
  msw: path.join(shimsDir, 'msw.ts'),
  'react-dom/client': path.join(shimsDir, 'react-dom-client.ts'),
}

function appPlugin(dir: string): Plugin {
  const srcDir = path.join(dir, 'src') + path.sep
  return {
    name: 'essentials-app',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        const shim = shims[args.path]
        if (shim && args.importer.startsWith(srcDir)) return { path: shim }
        return { path: args.path, external: true }
      })
    },
  }
}

/**
 * Bundles a written state from `src/main.jsx` (or `main.tsx`/`main.js`) into `<dir>/bundle.mjs`, ready to
 * run. Errors (a missing file, an export that does not exist, JSX in a `.js` file) are returned, not thrown.
 */
export async function bundleState(state: AppState, dir: string): Promise<{ file?: string; problems: AppProblem[] }> {
  const entry = ['src/main.jsx', 'src/main.tsx', 'src/main.js'].find((file) => state.files.has(file))
  if (!entry) return { problems: [`${state.where}: no src/main.jsx listing, so the app has no entry point`] }
  const outfile = path.join(dir, 'bundle.mjs')
  try {
    const result = await build({
      entryPoints: [path.join(dir, entry)],
      outfile,
      write: true,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
      logLevel: 'silent',
      sourcemap: 'inline',
      plugins: [appPlugin(dir)],
    })
    const problems = result.errors.map((error) => describeEsbuildMessage(error, state, dir))
    return { file: outfile, problems }
  } catch (error) {
    const failure = error as { errors?: Parameters<typeof describeEsbuildMessage>[0][] }
    if (!failure.errors) throw error
    return { problems: failure.errors.map((message) => describeEsbuildMessage(message, state, dir)) }
  }
}

function describeEsbuildMessage(
  message: { text: string; location?: { file: string; line: number; column: number } | null },
  state: AppState,
  dir: string,
): AppProblem {
  const location = message.location
  if (!location) return `${state.where}: ${message.text}`
  const relative = path.relative(dir, path.resolve(process.cwd(), location.file)).split(path.sep).join('/')
  const version = state.files.get(relative)
  const at = `${relative}:${location.line}:${location.column + 1}`
  if (!version) return `${at}  ${message.text}`
  return `${version.listing.page}:${version.listing.line + location.line}  ${at} (listing at line ${version.listing.line})  ${message.text}`
}
