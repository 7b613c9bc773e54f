import { createRequire } from 'node:module'
import type ts from 'typescript'
import { transpileBatch, type TranspileInput } from './transpileBatch.ts'
import { compiledCodeFile, requireWithCompiledCode, type CompiledModule } from './compiledCodeCache.ts'
import { transpileNative, transpileSettings } from './nativeTranspile.ts'
import { loadPrettier } from './prettierSettings.ts'

// typescript 5 is loaded with the first block that needs it: a build whose JavaScript tabs all come from
// the code cache (codeCache.ts) or the native compiler (nativeTranspile.ts) never loads its 9 MB. It is
// CommonJS, required: through `import()` Node's ESM loader first read all 9 MB for its module format and
// then for its export names (~1.2 s of the JavaScript tabs' worker's start, in a profile at load 10–15).
// With V8's compiled code kept between builds (compiledCodeCache.ts), saved once the first blocks are made.
let typescript: Promise<typeof ts> | undefined
let compiledTypescript: CompiledModule | undefined
const loadTypescript = () =>
  (typescript ??= Promise.resolve().then(() => {
    const file = createRequire(import.meta.url).resolve('typescript')
    compiledTypescript = requireWithCompiledCode(file, compiledCodeFile('typescript', import.meta.url))
    return compiledTypescript.exports as typeof ts
  }))

// The JavaScript tab of a TypeScript example, made at build time from the block itself, so it cannot drift
// from the TypeScript the content checks typecheck. As remark-typescript-tools makes it: the TypeScript
// compiler strips the types (comments kept), blank lines survive as marker comments the emitter keeps, and
// Prettier formats the result with the project's own settings (.prettierrc.json), as the TypeScript was
// written. (remark-typescript-tools deletes `@ts-expect-error` lines; here they stay, as `@ts-ignore`.)

const blankLine = '//__BLANK_LINE__'

/** The transpile's settings (nativeTranspile.ts' `transpileSettings`) as typescript 5 takes them. */
export const compilerOptions = (ts: typeof import('typescript')): ts.CompilerOptions =>
  ts.convertCompilerOptionsFromJson(transpileSettings, '').options

export class TranspileError extends Error {}

/** The blocks asked for in this turn of the event loop (a page's, as remarkCodeTabs asks for them all at once). */
let pending: { input: TranspileInput; resolve: (outputText: string) => void; reject: (error: unknown) => void }[] = []

/**
 * A block's transpiled text, made with the others asked for in the same turn: by the native compiler, in
 * one process (nativeTranspile.ts), and what it leaves by typescript 5, in one program (transpileBatch.ts).
 * Rejects with TranspileError on a syntax error.
 */
function transpileSoon(input: TranspileInput): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!pending.length)
      setImmediate(() => {
        const batch = pending
        pending = []
        transpileNative(batch.map((block) => block.input))
          .then(async (native) => {
            batch.forEach((block, index) => native[index] !== undefined && block.resolve(native[index]))
            const rest = batch.filter((_, index) => native[index] === undefined)
            if (rest.length) transpileWithTypescript(await loadTypescript(), rest)
          })
          .catch((error: unknown) => {
            for (const block of batch) block.reject(error) // a block answered already keeps its answer
          })
      })
    pending.push({ input, resolve, reject })
  })
}

function transpileWithTypescript(ts: typeof import('typescript'), batch: typeof pending): void {
  const outputs = transpileBatch(
    ts,
    batch.map((block) => block.input),
    compilerOptions(ts),
  )
  batch.forEach((block, index) => {
    const syntaxError = outputs[index].diagnostics.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    if (syntaxError) block.reject(new TranspileError(ts.flattenDiagnosticMessageText(syntaxError.messageText, '\n')))
    else block.resolve(outputs[index].outputText)
  })
  compiledTypescript?.save()
}

/**
 * The JavaScript of a `ts` or `tsx` block (a `tsx` block becomes JSX), or '' when nothing of it is
 * JavaScript (a block of types and `declare`s only). Throws TranspileError on a syntax error.
 */
export async function typescriptToJavaScript(code: string, language: 'ts' | 'tsx', prettierConfigFile: string): Promise<string> {
  // Loading while the block is transpiled (in another process, nativeTranspile.ts), not after.
  const prettier = loadPrettier()
  const marked = code.replace(/^[ \t]*$/gm, blankLine)
  const javascript = (await transpileSoon({ code: marked, language }))
    .replace(/^[ \t]*\/\/__BLANK_LINE__$/gm, '')
    .replace(/\/\/__BLANK_LINE__/g, '')
    // A deliberate misuse keeps its comment (the reason is for JavaScript readers too), as `@ts-ignore`:
    // without the types, the misuse may no longer be an error, and an unused `@ts-expect-error` is one.
    .replace(/\/\/ @ts-expect-error\b/g, '// @ts-ignore')
    // The emitter's `export {};` for a module whose only exports were types.
    .replace(/^export \{\};\s*$/m, '')
  if (!hasCode(javascript)) return ''
  const { format, resolveConfig } = await prettier
  const formatted = await oneAtATime(async () => {
    const config = (await resolveConfig(prettierConfigFile)) ?? {}
    return format(javascript, { ...config, parser: 'babel', filepath: undefined })
  })
  return formatted.trim()
}

/**
 * Prettier's formats, one after another in the order they were asked for. Started together (a batch's blocks
 * are transpiled at once), they took turns at each of Prettier's awaits and all finished at the end: the
 * first page's tab waited for the last page's. One at a time, each block is answered as soon as it is
 * formatted, for the same work.
 */
let formatting: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(format: () => Promise<T>): Promise<T> {
  const formatted = formatting.then(format)
  formatting = formatted.catch(() => undefined)
  return formatted
}

/** A file name shown over the TypeScript block, as its JavaScript counterpart: `store.ts` → `store.js`, `App.tsx` → `App.jsx`. */
export const javascriptTitle = (title: string) => title.replace(/\.ts(x?)$/, '.js$1')

/**
 * Whether JavaScript has a statement: comments alone are not code (a signature block's comment survives its
 * types). The emitter's output parses, so it has a statement exactly when something other than
 * whitespace and comments (and a `#!` line) comes first: the first token is enough, where parsing the
 * whole block again was a tenth of a tab's cost.
 */
const hasCode = (javascript: string) => !/^(?:#![^\n]*)?(?:\s|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?\*\/)*$/.test(javascript)
