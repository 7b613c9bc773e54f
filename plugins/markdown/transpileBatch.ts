import type ts from 'typescript'

// `ts.transpileModule` for several blocks at once. transpileModule makes a program and a type checker
// for each block, about as much work as a short block's own transpile: a page's blocks share one here
// (half the TypeScript time of the site's JavaScript tabs). Each output is what transpileModule gives
// the block alone (tests/markdown/transpileBatch.test.ts): the options are transpileModule's own, and
// only modules share a program. A module's top-level names are its own, and with `isolatedModules` no
// const enum is inlined from another file; scripts share the global scope (a `namespace` of one would
// qualify a name in the next), so each script block gets a program of its own.

export interface TranspileInput {
  code: string
  language: 'ts' | 'tsx'
}

export interface TranspileOutput {
  outputText: string
  diagnostics: ts.Diagnostic[]
}

/** What transpileModule uses of typescript's internals (exported by the package, untyped). */
interface TranspileInternals {
  transpileOptionValueCompilerOptions?: readonly { name: string; transpileOptionValue: unknown }[]
  getSetExternalModuleIndicator?: (options: ts.CompilerOptions) => (file: ts.SourceFile) => void
  getNewLineCharacter?: (options: ts.CompilerOptions) => string
  getEmitScriptTarget?: (options: ts.CompilerOptions) => ts.ScriptTarget
}

/** The outputs of `inputs`, in their order, as `ts.transpileModule(code, { compilerOptions, fileName: example.<language>, reportDiagnostics: true })` gives them. */
export function transpileBatch(
  typescript: typeof ts,
  inputs: readonly TranspileInput[],
  compilerOptions: ts.CompilerOptions,
): TranspileOutput[] {
  const internals = typescript as unknown as TranspileInternals
  const { transpileOptionValueCompilerOptions, getSetExternalModuleIndicator, getNewLineCharacter, getEmitScriptTarget } = internals
  // With `module: esnext` a file's implied node format (which transpileModule works out from its name
  // for node16/nodenext) is none; for other settings, and a typescript without these, one block at a time.
  const esnext = compilerOptions.module === typescript.ModuleKind.ESNext
  if (!esnext || !transpileOptionValueCompilerOptions || !getSetExternalModuleIndicator || !getNewLineCharacter || !getEmitScriptTarget) {
    return inputs.map(({ code, language }) => {
      const output = typescript.transpileModule(code, { compilerOptions, fileName: `example.${language}`, reportDiagnostics: true })
      return { outputText: output.outputText, diagnostics: output.diagnostics ?? [] }
    })
  }
  // transpileModule's options: the given ones over the defaults, then what transpiling requires.
  const options: ts.CompilerOptions = { ...compilerOptions }
  const defaults = typescript.getDefaultCompilerOptions()
  for (const key of Object.keys(defaults)) if (options[key] === undefined) options[key] = defaults[key]
  for (const option of transpileOptionValueCompilerOptions) {
    if (options.verbatimModuleSyntax && verbatimRedundant.has(option.name)) continue
    options[option.name] = option.transpileOptionValue as ts.CompilerOptionsValue
  }
  Object.assign(options, { suppressOutputPathCheck: true, allowNonTsExtensions: true, declaration: false, declarationMap: false })
  const files = inputs.map(({ code, language }, index) =>
    typescript.createSourceFile(`example${index}.${language}`, code, {
      languageVersion: getEmitScriptTarget(options),
      setExternalModuleIndicator: getSetExternalModuleIndicator(options),
    }),
  )
  const modules = files.filter((file) => typescript.isExternalModule(file))
  const groups = [modules, ...files.filter((file) => !typescript.isExternalModule(file)).map((file) => [file])]
  const outputs = new Map<ts.SourceFile, TranspileOutput>()
  for (const group of groups.filter((files) => files.length)) {
    const byName = new Map(group.map((file) => [file.fileName, file]))
    const host: ts.CompilerHost = {
      getSourceFile: (fileName) => byName.get(fileName),
      // `sources`: the transformed file, named as the block's.
      writeFile: (_name, text, _bom, _onError, sources) => {
        const file = byName.get(sources?.[0]?.fileName ?? '')
        if (file) outputs.get(file)!.outputText = text
      },
      getDefaultLibFileName: () => 'lib.d.ts',
      useCaseSensitiveFileNames: () => false,
      getCanonicalFileName: (fileName) => fileName,
      getCurrentDirectory: () => '',
      getNewLine: () => getNewLineCharacter(options),
      fileExists: (fileName) => byName.has(fileName),
      readFile: () => '',
      directoryExists: () => true,
      getDirectories: () => [],
    }
    const program = typescript.createProgram([...byName.keys()], options, host)
    for (const file of group)
      outputs.set(file, { outputText: '', diagnostics: [...program.getSyntacticDiagnostics(file), ...program.getOptionsDiagnostics()] })
    program.emit()
  }
  return files.map((file) => outputs.get(file)!)
}

/** transpileModule's `optionsRedundantWithVerbatimModuleSyntax`. */
const verbatimRedundant = new Set(['isolatedModules'])
