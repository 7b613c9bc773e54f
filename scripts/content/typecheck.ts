// Type-checks the js/jsx/ts/tsx blocks against the real packages: every block is a virtual file (never
// written) under `<root>/.content-blocks/`, so imports of `redux` and friends resolve from node_modules. TS
// blocks are compiled with `strict`; JS blocks with `checkJs` and JavaScript's defaults (not strict), as an
// editor checks a plain JS project. TypeScript has no per-file strictness, so that is one program per
// language family, sharing the parsed library files.
import path from 'node:path'
import ts from 'typescript'
import { classifyBlock } from './classify.ts'
import { appBases, blocksOfFiles, type VirtualFile } from './virtualFiles.ts'
import { loadPage, type Page } from './pages.ts'
import type { Problem } from './problems.ts'

const commonOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  noEmit: true,
  allowJs: true,
  allowImportingTsExtensions: true,
  esModuleInterop: true,
  resolveJsonModule: true,
}

export const tsBlockOptions: ts.CompilerOptions = { ...commonOptions, strict: true, checkJs: false }
export const jsBlockOptions: ts.CompilerOptions = { ...commonOptions, strict: false, checkJs: true }

/**
 * Packages the examples import that the site does not install: their imports are typed `any` (the rest of
 * the block is still checked). An import of any other missing package is an error.
 */
export const uninstalledPackages = [
  '@redux-devtools/extension',
  '@testing-library/jest-dom',
  'dot-prop-immutable',
  'express',
  'fetch-mock',
  'immutability-helper',
  'immutable',
  'lodash',
  'normalizr',
  'reduce-reducers',
  'redux-immutable',
  'redux-logger',
  'redux-mock-store',
  'redux-observable',
  'redux-orm',
  'redux-persist',
  'redux-saga',
  'redux-undo',
  'rxjs',
]

const ambientSource = [
  ...uninstalledPackages.flatMap((name) => [`declare module '${name}'`, `declare module '${name}/*'`]),
  // Style sheets and images, as a bundler imports them.
  "declare module '*.css'",
  "declare module '*.svg' { const url: string; export default url }",
  // Next.js is not installed: the little of it recipes/nextjs.md imports, typed as far as the page uses it.
  "declare module 'next' { export interface Metadata { title?: string; description?: string } }",
  "declare module 'next/navigation' { export function notFound(): never }",
  // Redux from a CDN, in a browser's <script type="module">.
  "declare module 'https://unpkg.com/redux@*' { export * from 'redux' }",
  // What the Redux DevTools browser extension puts on window.
  "interface Window {",
  "  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof import('redux').compose",
  "  __REDUX_DEVTOOLS_EXTENSION__?: (options?: object) => import('redux').StoreEnhancer",
  // The state a server-rendered page hands to the client (recipes/server-rendering.md).
  "  __PRELOADED_STATE__?: any",
  "}",
].join('\n')

const scriptExtension = /^(?:\.[cm]?[jt]sx?)?$/

/**
 * What TypeScript reports in plain JS that is no fault of the example: JS has no type for the state a
 * selector receives (TypeScript can only call it `unknown`), and RTK's types cannot match `reducer: { … }`
 * when `preloadedState` is an untyped parameter (the canonical `makeStore(preloadedState)`).
 */
const jsOnlyTypeNoise = [/\btype 'unknown'/, /^Object literal may only specify known properties, and '[^']+' does not exist in type 'Reducer</]

function extensionOf(file: string): ts.Extension {
  const extensions: Record<string, ts.Extension> = { '.js': ts.Extension.Js, '.jsx': ts.Extension.Jsx, '.ts': ts.Extension.Ts, '.tsx': ts.Extension.Tsx }
  return extensions[path.extname(file)]
}

function isJs(file: VirtualFile): boolean {
  return file.path.endsWith('.js') || file.path.endsWith('.jsx')
}

/**
 * The parsed declaration files of the library and the packages, shared by every program of the process (the
 * families' programs, and each call's: the tests that share a worker check several sets of pages). Both
 * families parse them alike: same target, and no file under node_modules changes while the process runs.
 */
const libraryFiles = new Map<string, ts.SourceFile>()

export function checkTypes(pages: Page[], options: { root: string }): Problem[] {
  const vroot = path.join(options.root, '.content-blocks')
  // The pages whose apps these pages work on are resolvable, and so are the App files of the Essentials
  // tutorial (other blocks may import them), but neither is checked here.
  const named = new Set(pages.map((page) => page.file))
  const bases = [...new Set(pages.map((page) => appBases[page.file]).filter((base) => base && !named.has(base)))]
  const context = [...pages, ...bases.map((base) => loadPage(options.root, path.join(options.root, base)))]
  const files = blocksOfFiles(context, vroot, (page, block) => ['typecheck', 'app'].includes(classifyBlock(page, block)))
  const targets = [...files.byPath.values()].filter((file) => named.has(file.page.file) && classifyBlock(file.page, file.block) === 'typecheck')
  if (targets.length === 0) return []
  const ambientPath = path.join(vroot, 'ambient.d.ts')

  const createHost = (compilerOptions: ts.CompilerOptions): ts.CompilerHost => {
    const host = ts.createCompilerHost(compilerOptions, true)
    const { getSourceFile, fileExists, readFile } = host
    const moduleCache = ts.createModuleResolutionCache(options.root, (name) => name, compilerOptions)
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const resolved = path.resolve(fileName)
      if (resolved === ambientPath) return ts.createSourceFile(fileName, ambientSource, languageVersion, true)
      const virtual = files.byPath.get(resolved)
      if (virtual) return ts.createSourceFile(fileName, virtual.block.value, languageVersion, true)
      if (!fileName.endsWith('.d.ts')) return getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate)
      let cached = libraryFiles.get(resolved)
      if (!cached) {
        cached = getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate)
        if (cached) libraryFiles.set(resolved, cached)
      }
      return cached
    }
    host.fileExists = (fileName) => files.byPath.has(path.resolve(fileName)) || fileExists.call(host, fileName)
    host.readFile = (fileName) => files.byPath.get(path.resolve(fileName))?.block.value ?? readFile.call(host, fileName)
    host.resolveModuleNameLiterals = (literals, containingFile, redirected, resolveOptions) =>
      literals.map((literal) => {
        const from = files.byPath.get(path.resolve(containingFile))
        if (from && literal.text.startsWith('.')) {
          const target = files.resolveRelative(from, literal.text)
          if (target) {
            return { resolvedModule: { resolvedFileName: target.path, extension: extensionOf(target.path), isExternalLibraryImport: false } }
          }
          // A module the page does not show; a style sheet or an image goes on to the declarations above.
          if (scriptExtension.test(path.posix.extname(literal.text))) return { resolvedModule: undefined }
        }
        return ts.resolveModuleName(literal.text, containingFile, resolveOptions, host, moduleCache, redirected)
      })
    return host
  }

  const problems: Problem[] = []
  /** Virtual paths in a message (`import("…/.content-blocks/api/x/L67/todos")`) → the block they are. */
  const byStem = new Map([...files.byPath.values()].map((file) => [file.path.replace(/\.[jt]sx?$/, ''), file]))
  const describe = (text: string) =>
    text.replace(/[^\s"'`(]*\.content-blocks[\\/][^\s"'`)]+/g, (virtualPath) => {
      const file = byStem.get(path.resolve(virtualPath).replace(/\.[jt]sx?$/, ''))
      return file ? `the block at ${file.page.file}:${file.block.line}` : virtualPath
    })
  for (const family of ['ts', 'js'] as const) {
    const compilerOptions = family === 'ts' ? tsBlockOptions : jsBlockOptions
    const roots = targets.filter((file) => isJs(file) === (family === 'js'))
    if (roots.length === 0) continue
    const program = ts.createProgram({ rootNames: [ambientPath, ...roots.map((file) => file.path)], options: compilerOptions, host: createHost(compilerOptions) })
    for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
      problems.push({ file: 'typecheck', line: 0, message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ')}` })
    }
    for (const file of roots) {
      const sourceFile = program.getSourceFile(file.path)!
      for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
        const text = describe(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    '))
        if (family === 'js' && jsOnlyTypeNoise.some((noise) => noise.test(text))) continue
        const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
        const code = file.block.value.split('\n')[line]?.trim()
        problems.push({
          file: file.page.file,
          line: file.block.line + line + 1,
          message: `TS${diagnostic.code} (${file.block.lang} block at line ${file.block.line}, col ${character + 1}): ${text}${code ? `\n    ${code}` : ''}`,
        })
      }
    }
  }
  return problems
}
