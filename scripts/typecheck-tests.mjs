// `npm run typecheck:tests`: `tsc -p tsconfig.json` (the tests, scripts, benchmarks and configs), except
// that the files another project of `npm run typecheck` owns (src/tsconfig.json, plugins/tsconfig.json) are
// not checked again here. The tests import the browser and build code, so those files are in this program
// too, and tsc checked every one of their bodies a second time, under options that are not theirs (Node
// and DOM together); their own projects check them under theirs, at the same time. What the tests use of
// them is still checked: a test's diagnostics come from checking the test, which resolves what it imports.
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')

function parse(configPath) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, configPath),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  return config
}

const config = parse('tsconfig.json')
const checkedElsewhere = new Set(
  ['src/tsconfig.json', 'plugins/tsconfig.json'].flatMap((project) => parse(project).fileNames.map((file) => path.resolve(file))),
)

const program = ts.createProgram({
  rootNames: config.fileNames,
  options: config.options,
  projectReferences: config.projectReferences,
  configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
})

// In tsc's order: a later kind only when the earlier found nothing.
let diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics()]
if (diagnostics.length === 0) diagnostics = [...program.getGlobalDiagnostics()]
if (diagnostics.length === 0) {
  for (const sourceFile of program.getSourceFiles()) {
    if (program.isSourceFileDefaultLibrary(sourceFile) || program.isSourceFileFromExternalLibrary(sourceFile)) continue
    if (checkedElsewhere.has(path.resolve(sourceFile.fileName))) continue
    diagnostics.push(...program.getSemanticDiagnostics(sourceFile))
  }
  diagnostics.push(...program.getGlobalDiagnostics())
  diagnostics = ts.sortAndDeduplicateDiagnostics(diagnostics)
}

const host = { getCurrentDirectory: () => root, getCanonicalFileName: (name) => name, getNewLine: () => ts.sys.newLine }
if (diagnostics.length) {
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics
  process.stdout.write(format(diagnostics, host))
  process.stdout.write(`\nFound ${diagnostics.length} error(s).\n`)
  process.exit(1)
}
