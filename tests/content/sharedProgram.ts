/**
 * Typechecking many states of a tutorial app in one TypeScript program. Each state is written to a folder of
 * its own, so the states' modules are separate files that cannot import one another; what a program shares
 * between them is only what is the same for all: the library files, the packages' declarations, and the types
 * the checker builds from them (RTK's and React's generics, the most expensive part of checking one state). A
 * state's diagnostics are those of its own files, as a program of that state alone reports them.
 *
 * That holds only while no file reaches outside its module: a script (no import or export) declares globals,
 * and `declare global`, `declare module` and `/// <reference>` change what every file sees. A state with such
 * a file is checked in a program of its own (`programBatches`).
 */
import path from 'node:path'
import ts from 'typescript'

const parsedOnce = new Map<string, boolean>()

/** Whether a file of the app only declares things inside its own module (see above). */
export function staysInItsModule(fileName: string, code: string): boolean {
  if (!/\.[cm]?[jt]sx?$/.test(fileName)) return true
  const key = `${fileName}\0${code}`
  let stays = parsedOnce.get(key)
  if (stays === undefined) {
    const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, false)
    const reference = source.referencedFiles.length + source.typeReferenceDirectives.length + source.libReferenceDirectives.length
    stays = ts.isExternalModule(source) && reference === 0 && !source.statements.some(ts.isModuleDeclaration)
    parsedOnce.set(key, stays)
  }
  return stays
}

/** The states that may share one program (first), and each other state alone. */
export function programBatches<State extends { files: Map<string, { code: string }> }>(states: State[]): State[][] {
  const isolated = (state: State) => [...state.files].every(([file, { code }]) => staysInItsModule(file, code))
  const shared = states.filter(isolated)
  return [...(shared.length ? [shared] : []), ...states.filter((state) => !isolated(state)).map((state) => [state])]
}

/**
 * A compiler host whose files outside `ownDirs` (the library and the packages, which no test changes) are
 * parsed once per process and shared by every program.
 */
export function libraryCachingHost(options: ts.CompilerOptions, ownDirs: string[], cache: Map<string, ts.SourceFile>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true)
  const getSourceFile = host.getSourceFile.bind(host)
  const prefixes = ownDirs.map((dir) => dir + path.sep)
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (prefixes.some((prefix) => fileName.startsWith(prefix))) return getSourceFile(fileName, languageVersion, onError, shouldCreate)
    let cached = cache.get(fileName)
    if (!cached) {
      cached = getSourceFile(fileName, languageVersion, onError, shouldCreate)
      if (cached) cache.set(fileName, cached)
    }
    return cached
  }
  return host
}

/**
 * The program's diagnostics (as `ts.getPreEmitDiagnostics` gives them) by the folder of the file they are in;
 * one in no folder (the options, a global one, a library file) belongs to every folder.
 */
export function diagnosticsByDir(program: ts.Program, dirs: string[]): Map<string, ts.Diagnostic[]> {
  const byDir = new Map(dirs.map((dir) => [dir, [] as ts.Diagnostic[]]))
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const fileName = diagnostic.file?.fileName
    const dir = fileName === undefined ? undefined : dirs.find((candidate) => fileName.startsWith(candidate + path.sep))
    for (const [candidate, list] of byDir) if (dir === undefined || dir === candidate) list.push(diagnostic)
  }
  return byDir
}
