import { createRequire } from 'node:module'
import type ts from 'typescript'
import * as prettier from 'prettier'
import { transpileBatch, type TranspileInput, type TranspileOutput } from './transpileBatch.ts'
import { compiledCodeFile, requireWithCompiledCode, type CompiledModule } from './compiledCodeCache.ts'

// typescript is loaded with the first block that needs it: a build whose JavaScript tabs all come from
// the code cache (codeCache.ts) never loads its 9 MB. It is CommonJS, required: through `import()` Node's
// ESM loader first read all 9 MB for its module format and then for its export names (~1.2 s of the
// JavaScript tabs' worker's start, in a profile at load 10–15). With V8's compiled code kept between builds
// (compiledCodeCache.ts), saved once the first blocks are made.
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

export const compilerOptions = (ts: typeof import('typescript')): ts.CompilerOptions => ({
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
  removeComments: false,
  // Imports used only as types go, as they would in a bundler's TypeScript step.
  verbatimModuleSyntax: false,
  isolatedModules: true,
})

export class TranspileError extends Error {}

/** The blocks asked for in this turn of the event loop (a page's, as remarkCodeTabs asks for them all at once). */
let pending: { input: TranspileInput; resolve: (output: TranspileOutput) => void; reject: (error: unknown) => void }[] = []

/** A block's transpile, made with the others asked for in the same turn, in one program (transpileBatch.ts). */
function transpileSoon(ts: typeof import('typescript'), input: TranspileInput): Promise<TranspileOutput> {
  return new Promise((resolve, reject) => {
    if (!pending.length)
      setImmediate(() => {
        const batch = pending
        pending = []
        try {
          const outputs = transpileBatch(
            ts,
            batch.map((block) => block.input),
            compilerOptions(ts),
          )
          batch.forEach((block, index) => block.resolve(outputs[index]))
          compiledTypescript?.save()
        } catch (error) {
          for (const block of batch) block.reject(error)
        }
      })
    pending.push({ input, resolve, reject })
  })
}

/**
 * The JavaScript of a `ts` or `tsx` block (a `tsx` block becomes JSX), or '' when nothing of it is
 * JavaScript (a block of types and `declare`s only). Throws TranspileError on a syntax error.
 */
export async function typescriptToJavaScript(code: string, language: 'ts' | 'tsx', prettierConfigFile: string): Promise<string> {
  const ts = await loadTypescript()
  const marked = code.replace(/^[ \t]*$/gm, blankLine)
  const output = await transpileSoon(ts, { code: marked, language })
  const syntaxError = output.diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
  if (syntaxError) throw new TranspileError(ts.flattenDiagnosticMessageText(syntaxError.messageText, '\n'))
  const javascript = output.outputText
    .replace(/^[ \t]*\/\/__BLANK_LINE__$/gm, '')
    .replace(/\/\/__BLANK_LINE__/g, '')
    // A deliberate misuse keeps its comment (the reason is for JavaScript readers too), as `@ts-ignore`:
    // without the types, the misuse may no longer be an error, and an unused `@ts-expect-error` is one.
    .replace(/\/\/ @ts-expect-error\b/g, '// @ts-ignore')
    // The emitter's `export {};` for a module whose only exports were types.
    .replace(/^export \{\};\s*$/m, '')
  if (!hasCode(ts, javascript)) return ''
  const config = (await prettier.resolveConfig(prettierConfigFile)) ?? {}
  const formatted = await prettier.format(javascript, { ...config, parser: 'babel', filepath: undefined })
  return formatted.trim()
}

/** The Prettier settings that apply to a file, as text: what a block's JavaScript is formatted with. */
export async function prettierSettingsOf(file: string): Promise<string> {
  return JSON.stringify((await prettier.resolveConfig(file)) ?? {})
}

/** A file name shown over the TypeScript block, as its JavaScript counterpart: `store.ts` → `store.js`, `App.tsx` → `App.jsx`. */
export const javascriptTitle = (title: string) => title.replace(/\.ts(x?)$/, '.js$1')

/**
 * Whether JavaScript has a statement: comments alone are not code (a signature block's comment survives its
 * types). The emitter's output parses, so it has a statement exactly when it has a token past its comments
 * (and a `#!` line): the first token is enough, where parsing the whole block again was a tenth of a tab's cost.
 */
function hasCode(ts: typeof import('typescript'), javascript: string): boolean {
  const scanner = ts.createScanner(ts.ScriptTarget.ESNext, true, ts.LanguageVariant.JSX, javascript)
  return scanner.scan() !== ts.SyntaxKind.EndOfFileToken
}
