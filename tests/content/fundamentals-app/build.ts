/**
 * Writes an assembled Tasks state to a temporary folder, typechecks it (checkJs with the React and DOM types,
 * as a reader's editor checks a plain JS project) and bundles it with esbuild. The packages stay external, so
 * the bundle shares `redux` (and later React and MSW) with the test process.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { flattenMessage, lineAndColumn, type NativeDiagnostic } from '../../../scripts/content/nativeTypecheck.ts'
import { programBatches, typecheckDirs } from '../sharedProgram.ts'
import { whereFrom, type AppState } from './listings.ts'

/** Not strict (TypeScript 7's default is): the tutorial's JavaScript, as an editor checks a plain JS project. */
export const appCompilerOptions = {
  strict: false,
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

/** The globals the Redux DevTools extension adds to a page, as the content checks declare them. */
const GLOBALS_FILE = 'fundamentals-globals.d.ts'
const globalsSource = `interface Window {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof import('redux').compose
  __REDUX_DEVTOOLS_EXTENSION__?: (options?: object) => import('redux').StoreEnhancer
}
`

export interface Workspace {
  dir: string
  dispose(): void
}

/** A temporary folder whose `node_modules` is the project's, so the app resolves the real packages. */
export function createWorkspace(root: string): Workspace {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fundamentals-app-'))
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  writeFileSync(path.join(dir, GLOBALS_FILE), globalsSource)
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Writes the state's files under `<workspace>/<state name>/` and returns that folder. */
export function writeState(workspace: Workspace, state: AppState): string {
  const dir = path.join(workspace.dir, state.name.replace(/[^\w-]+/g, '-'))
  for (const [file, { code }] of state.files) {
    const target = path.join(dir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, code.endsWith('\n') ? code : code + '\n')
  }
  return dir
}

/**
 * The one thing plain JS cannot say, let through as the content checks do (scripts/content/typecheck.ts):
 * the state a `useSelector` callback receives, which TypeScript can only call `unknown`.
 */
const jsOnlyTypeNoise = /\btype 'unknown'/

/** A state written to `dir` and typechecked there. */
export interface TypecheckedState {
  dir: string
  /** Type errors, each as `content/…md:LINE  src/x.js:7:3  TS2339: …`. */
  problems: string[]
  /**
   * A state in the middle of a part may import a file the same part shows further down (a page may show
   * App.jsx before TodoList.jsx): that one "cannot find module" is not an error of the state, and `waitsFor`
   * names such files.
   */
  waitsFor: string[]
}

/** Writes the state and typechecks it (with the globals of the workspace). */
export function typecheckState(workspace: Workspace, state: AppState): TypecheckedState {
  return typecheckStates(workspace, [state]).get(state)!
}

/**
 * Writes the states and typechecks each exactly as `typecheckState` does, but in as few programs as can be
 * (see ../sharedProgram.ts): the states of the tutorial share most of the types the checker builds.
 */
export function typecheckStates(workspace: Workspace, states: AppState[]): Map<AppState, TypecheckedState> {
  const dirOf = new Map(states.map((state) => [state, writeState(workspace, state)]))
  const results = new Map<AppState, TypecheckedState>()
  for (const batch of programBatches(states)) {
    const dirs = batch.map((state) => dirOf.get(state)!)
    const rootNames = batch.flatMap((state, index) => [...state.files.keys()].filter((file) => /\.(jsx?|tsx?)$/.test(file)).map((file) => path.join(dirs[index], file)))
    const sharedRootNames = [path.join(workspace.dir, GLOBALS_FILE)]
    const byDir = typecheckDirs({ dirs, rootNames, sharedRootNames, compilerOptions: appCompilerOptions })
    batch.forEach((state, index) => results.set(state, { dir: dirs[index], ...describeDiagnostics(state, dirs[index], byDir.get(dirs[index])!) }))
  }
  return results
}

function describeDiagnostics(state: AppState, dir: string, diagnostics: NativeDiagnostic[]): { problems: string[]; waitsFor: string[] } {
  const problems: string[] = []
  const waitsFor: string[] = []
  for (const diagnostic of diagnostics) {
    const text = `TS${diagnostic.code}: ${flattenMessage(diagnostic, '\n    ')}`
    if (jsOnlyTypeNoise.test(text)) continue
    if (!diagnostic.fileName) {
      problems.push(`${state.name}: ${text}`)
      continue
    }
    const relative = path.relative(dir, diagnostic.fileName).split(path.sep).join('/')
    const coming = diagnostic.code === 2307 ? comingFile(state, relative, text) : undefined
    if (coming) {
      waitsFor.push(coming)
      continue
    }
    // The state's files are on disk, as the compiler read them.
    const { line, character } = lineAndColumn(readFileSync(diagnostic.fileName, 'utf8'), diagnostic.pos)
    const version = state.files.get(relative)
    const where = version ? `${version.listing.page}:${version.listing.line + line + 1}  ` : ''
    problems.push(`${where}${relative}:${line + 1}:${character + 1}  ${text}`)
  }
  return { problems, waitsFor }
}

/** The later listing of the same part that a "Cannot find module './x'" of `importer` is waiting for. */
function comingFile(state: AppState, importer: string, message: string): string | undefined {
  const specifier = /Cannot find module '(\.{1,2}\/[^']+)'/.exec(message)?.[1]
  if (!specifier) return undefined
  const target = path.posix.join(path.posix.dirname(importer), specifier)
  return state.comingInPart.find((listing) => listing.path === target || listing.path.replace(/\.\w+$/, '') === target)?.path
}

/** Bundles the named files of the state into one ES module (`harness.mjs`) exporting each file's namespace. */
export async function bundleModules(
  state: AppState,
  dir: string,
  modules: Record<string, string>,
  plugins: Plugin[] = [],
): Promise<{ file?: string; problems: string[] }> {
  const harness = Object.entries(modules)
    .map(([name, file]) => `export * as ${name} from './${file}'`)
    .join('\n')
  writeFileSync(path.join(dir, 'harness.js'), harness + '\n')
  const outfile = path.join(dir, 'harness.mjs')
  try {
    const result = await build({
      entryPoints: [path.join(dir, 'harness.js')],
      outfile,
      bundle: true,
      write: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
      logLevel: 'silent',
      sourcemap: 'inline',
      plugins: [...plugins, externalPackages],
    })
    return { file: outfile, problems: result.errors.map((error) => error.text) }
  } catch (error) {
    const failure = error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }
    if (!failure.errors) throw error
    return {
      problems: failure.errors.map((message) => {
        const file = message.location ? path.relative(dir, path.resolve(dir, message.location.file)).split(path.sep).join('/') : ''
        return message.location ? `${whereFrom(state, file)}  ${file}:${message.location.line}  ${message.text}` : message.text
      }),
    }
  }
}

/** Packages resolve at run time from the workspace's node_modules: one copy of each, shared with the test. */
const externalPackages: Plugin = {
  name: 'fundamentals-external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }))
  },
}
