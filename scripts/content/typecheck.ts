// Type-checks the js/jsx/ts/tsx blocks against the real packages: every block is a virtual file (never
// written) under `<root>/.content-blocks/`, so imports of `redux` and friends resolve from node_modules. TS
// blocks are compiled with `strict`; JS blocks with `checkJs` and JavaScript's defaults (not strict), as an
// editor checks a plain JS project. TypeScript has no per-file strictness, so that is one program per
// language family, each on TypeScript 7 (nativeTypecheck.ts).
import path from 'node:path'
import { classifyBlock } from './classify.ts'
import { appBases, blocksOfFiles, type VirtualFile, type VirtualProject } from './virtualFiles.ts'
import { loadPage, type Page } from './pages.ts'
import type { Problem } from './problems.ts'
import { flattenMessage, lineAndColumn, nativeDiagnostics, type NativeDiagnostic } from './nativeTypecheck.ts'

/** As a tsconfig says them. TypeScript 7 is strict unless told otherwise. */
const commonOptions = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  lib: ['es2023', 'dom', 'dom.iterable'],
  types: ['node'],
  skipLibCheck: true,
  noEmit: true,
  allowJs: true,
  allowImportingTsExtensions: true,
  esModuleInterop: true,
  resolveJsonModule: true,
}

const tsBlockOptions = { ...commonOptions, strict: true, checkJs: false }
const jsBlockOptions = { ...commonOptions, strict: false, checkJs: true }

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

/**
 * What TypeScript reports in plain JS that is no fault of the example: JS has no type for the state a
 * selector receives (TypeScript can only call it `unknown`), and RTK's types cannot match `reducer: { … }`
 * when `preloadedState` is an untyped parameter (the canonical `makeStore(preloadedState)`).
 */
const jsOnlyTypeNoise = [/\btype 'unknown'/, /^Object literal may only specify known properties, and '[^']+' does not exist in type 'Reducer</]

/**
 * A call without an argument that RTK types from the example's untyped JavaScript: an action creator whose
 * prepare callback or case reducer takes an untyped argument, an RTK Query endpoint whose query takes none
 * (`initiate()`, `select()`). The argument's type is then `any` or `unknown`, which TypeScript 5 let a JS
 * call leave out and TypeScript 7 does not; the call runs either way.
 */
function isUntypedArgumentLeftOut(diagnostic: NativeDiagnostic): boolean {
  return (
    diagnostic.code === 2554 &&
    / but got 0\.$/.test(diagnostic.text) &&
    (diagnostic.relatedInformation ?? []).some(
      (related) =>
        /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]/.test(related.fileName ?? '') &&
        /^(An argument for '(payload|arg|queryArg)'|Arguments for the rest parameter 'args') (was|were) not provided\.$/.test(related.text),
    )
  )
}

function isJs(file: VirtualFile): boolean {
  return file.path.endsWith('.js') || file.path.endsWith('.jsx')
}

/**
 * Where each relative import of a file is in its text: imports and re-exports, `import()`, `require()`, and
 * JSDoc's `import('…')` types (in comments, which a parse of the code would not see).
 */
function relativeImports(code: string): { specifier: string; pos: number; end: number }[] {
  const imports = /(?:\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*(['"])(\.[^'"\n]*)\1/g
  return [...code.matchAll(imports)].map((match) => {
    const pos = match.index + match[0].length - match[2].length - 1
    return { specifier: match[2], pos, end: pos + match[2].length }
  })
}

/**
 * The file's text for the compiler: each relative import the page resolves (virtualFiles.ts: the version of
 * the file shown above, or the base page's) names that block's virtual file, which standard resolution then
 * finds. `original` maps a position in that text back to the block's own.
 */
function withResolvedImports(file: VirtualFile, project: VirtualProject): { text: string; original: (position: number) => number } {
  const code = file.block.value
  const edits: { pos: number; end: number; replacement: string }[] = []
  for (const { specifier, pos, end } of relativeImports(code)) {
    const target = project.resolveRelative(file, specifier)
    if (!target) continue
    const relative = path.relative(path.dirname(file.path), target.path.replace(/\.[jt]sx?$/, '')).split(path.sep).join('/')
    edits.push({ pos, end, replacement: relative.startsWith('.') ? relative : `./${relative}` })
  }
  let text = ''
  let last = 0
  const shifts: { from: number; to: number; delta: number }[] = []
  for (const { pos, end, replacement } of edits) {
    text += code.slice(last, pos) + replacement
    last = end
    shifts.push({ from: text.length - replacement.length, to: text.length, delta: replacement.length - (end - pos) })
  }
  text += code.slice(last)
  const original = (position: number) => {
    let delta = 0
    for (const shift of shifts) {
      if (position < shift.from) break
      if (position < shift.to) return shift.from - delta
      delta += shift.delta
    }
    return position - delta
  }
  return { text, original }
}

export function checkTypes(pages: Page[], options: { root: string }): Problem[] {
  const vroot = path.join(options.root, '.content-blocks')
  // The pages whose apps these pages work on are resolvable, and so are the App files of the Essentials
  // tutorial (other blocks may import them), but neither is checked here.
  const named = new Set(pages.map((page) => page.file))
  const bases = [...new Set(pages.map((page) => appBases[page.file]).filter((base) => base && !named.has(base)))]
  const context = [...pages, ...bases.map((base) => loadPage(options.root, path.join(options.root, base)))]
  const project = blocksOfFiles(context, vroot, (page, block) => ['typecheck', 'app'].includes(classifyBlock(page, block)))
  const targets = [...project.byPath.values()].filter((file) => named.has(file.page.file) && classifyBlock(file.page, file.block) === 'typecheck')
  if (targets.length === 0) return []
  const ambientPath = path.join(vroot, 'ambient.d.ts')
  const texts = new Map([...project.byPath.values()].map((file) => [file.path, withResolvedImports(file, project)]))
  const files = new Map([[ambientPath, ambientSource], ...[...texts].map(([file, { text }]) => [file, text] as const)])

  const problems: Problem[] = []
  /** Virtual paths in a message (`import("…/.content-blocks/api/x/L67/todos")`) → the block they are. */
  const byStem = new Map([...project.byPath.values()].map((file) => [file.path.replace(/\.[jt]sx?$/, ''), file]))
  const describe = (text: string) =>
    text.replace(/[^\s"'`(]*\.content-blocks[\\/][^\s"'`)]+/g, (virtualPath) => {
      const file = byStem.get(path.resolve(virtualPath).replace(/\.[jt]sx?$/, ''))
      return file ? `the block at ${file.page.file}:${file.block.line}` : virtualPath
    })
  for (const family of ['ts', 'js'] as const) {
    const roots = targets.filter((file) => isJs(file) === (family === 'js'))
    if (roots.length === 0) continue
    const compilerOptions = family === 'ts' ? tsBlockOptions : jsBlockOptions
    const byPath = new Map(roots.map((file) => [file.path, file]))
    const diagnostics = nativeDiagnostics({ dir: vroot, rootNames: [ambientPath, ...byPath.keys()], compilerOptions, files })
    for (const diagnostic of diagnostics.filter((diagnostic) => diagnostic.fileName === undefined)) {
      problems.push({ file: 'typecheck', line: 0, message: `TS${diagnostic.code}: ${flattenMessage(diagnostic, '\n    ')}` })
    }
    // In page order, each block's in the order of its text.
    for (const file of roots) {
      for (const diagnostic of diagnostics.filter((diagnostic) => diagnostic.fileName === file.path)) {
      const text = describe(flattenMessage(diagnostic, '\n    '))
      if (family === 'js' && (jsOnlyTypeNoise.some((noise) => noise.test(text)) || isUntypedArgumentLeftOut(diagnostic))) continue
      const { line, character } = lineAndColumn(file.block.value, texts.get(file.path)!.original(diagnostic.pos))
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
