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
 *
 * Within those rules, a file is checked once for all the states that have it as it is: when a file and every
 * file of its state it imports, directly or not, are the same in two states, its diagnostics are the same, and
 * the states' other files may import one copy of it. So the states import one copy, and the types built from
 * it (the store's, an RTK Query API's) are built once (`typecheckDirs`).
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

/** Each file's imports as a program resolved them (file '' when one resolves to nothing). */
type Resolutions = Map<string, { specifier: string; file: string }[]>

/**
 * Makes `host` resolve imports as a program does by default, each through `redirect`, and record in the
 * returned map what each file's imports resolved to (JSDoc `import()` types of JavaScript files included: the
 * program asks for them too).
 */
function resolveThrough(host: ts.CompilerHost, cache: ts.ModuleResolutionCache, redirect: (fileName: string) => string): Resolutions {
  const resolutions: Resolutions = new Map()
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOptions, containingSourceFile) => {
    const recorded = resolutions.get(containingFile) ?? []
    resolutions.set(containingFile, recorded)
    return literals.map((literal) => {
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptions)
      const result = ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, cache, redirectedReference, mode)
      const resolved = result.resolvedModule
      const target = resolved && redirect(resolved.resolvedFileName)
      recorded.push({ specifier: literal.text, file: target ?? '' })
      return resolved && target !== resolved.resolvedFileName ? { ...result, resolvedModule: { ...resolved, resolvedFileName: target! } } : result
    })
  }
  return resolutions
}

/**
 * A compiler host whose files outside `ownDirs` (the library and the packages, which no test changes) are
 * parsed once per process and shared by every program, and whose own files are parsed once per host.
 */
function cachingHost(options: ts.CompilerOptions, ownDirs: string[], libraryCache: Map<string, ts.SourceFile>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true)
  const getSourceFile = host.getSourceFile.bind(host)
  const prefixes = ownDirs.map((dir) => dir + path.sep)
  const ownCache = new Map<string, ts.SourceFile>()
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const cache = prefixes.some((prefix) => fileName.startsWith(prefix)) ? ownCache : libraryCache
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
 * What a file's diagnostics depend on, as a string: the file and every file of its folder that it imports,
 * directly or not, each with its path in the folder, its text and what its imports resolve to.
 */
function closureKey(program: ts.Program, fileName: string, dir: string, resolutions: Resolutions): string {
  const prefix = dir + path.sep
  const own = (file: string) => file.startsWith(prefix)
  const relative = (file: string) => (own(file) ? file.slice(prefix.length) : file)
  const parts: string[] = []
  const seen = new Set([fileName])
  const queue = [fileName]
  while (queue.length) {
    const file = queue.shift()!
    const imports = resolutions.get(file) ?? []
    const resolved = imports.map(({ specifier, file: target }) => `${specifier}\0${relative(target)}`)
    parts.push(`${relative(file)}\0${program.getSourceFile(file)?.text ?? ''}\0${resolved.join('\0')}`)
    for (const { file: target } of imports) {
      if (own(target) && !seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return parts.sort().join('\0\0')
}

export interface TypecheckDirsOptions {
  /** Each state's folder (none inside another). */
  dirs: string[]
  /** The files of the states to check, each inside one of `dirs`. */
  rootNames: string[]
  /** Files every state sees (a declaration file of globals), outside `dirs`. */
  sharedRootNames?: string[]
  options: ts.CompilerOptions
  /** Library and package files parsed by earlier calls, kept for later ones. */
  libraryCache: Map<string, ts.SourceFile>
}

/**
 * Typechecks the states' folders (which `programBatches` put together) and gives each folder's diagnostics,
 * as `ts.getPreEmitDiagnostics` of a program of that state alone gives them; one in no file (the options, a
 * global one) or in a file outside the folders belongs to every folder.
 *
 * A first program only parses the files and resolves their imports; each file's `closureKey` then says
 * which files are the same in two states. The program that is checked holds only the first folder's copy of
 * each, and an import of any other copy is resolved to that one. The diagnostics of a file left out are
 * those of its first copy, moved to it (same text, so the same positions). A type a message prints with its
 * module may name the first copy's folder.
 */
export function typecheckDirs({ dirs, rootNames, sharedRootNames = [], options, libraryCache }: TypecheckDirsOptions): Map<string, ts.Diagnostic[]> {
  const moduleCache = (host: ts.CompilerHost) => ts.createModuleResolutionCache(host.getCurrentDirectory(), (fileName) => host.getCanonicalFileName(fileName), options)
  const dirOf = (fileName: string) => dirs.find((dir) => fileName.startsWith(dir + path.sep))

  const host = cachingHost(options, dirs, libraryCache)
  const resolutions = resolveThrough(host, moduleCache(host), (fileName) => fileName)
  const parsed = ts.createProgram({ rootNames: [...rootNames, ...sharedRootNames], options, host })

  const firstCopy = new Map<string, string>()
  const firstWithKey = new Map<string, string>()
  const filesOf = new Map(dirs.map((dir) => [dir, [] as ts.SourceFile[]]))
  for (const file of parsed.getSourceFiles()) {
    const dir = dirOf(file.fileName)
    if (!dir) continue
    filesOf.get(dir)!.push(file)
    const key = closureKey(parsed, file.fileName, dir, resolutions)
    if (!firstWithKey.has(key)) firstWithKey.set(key, file.fileName)
    firstCopy.set(file.fileName, firstWithKey.get(key)!)
  }

  // The same host: its files are parsed already.
  resolveThrough(host, moduleCache(host), (fileName) => firstCopy.get(fileName) ?? fileName)
  const firstRoots = rootNames.map((fileName) => firstCopy.get(fileName) ?? fileName)
  const program = ts.createProgram({ rootNames: [...new Set([...firstRoots, ...sharedRootNames])], options, host })

  const everywhere = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics()]
  const outside = program.getSourceFiles().filter((file) => !dirOf(file.fileName))
  const checked = new Map<string, ts.Diagnostic[]>(
    program
      .getSourceFiles()
      .filter((file) => dirOf(file.fileName))
      .map((file) => [file.fileName, [...program.getSyntacticDiagnostics(file)]]),
  )
  for (const file of outside) everywhere.push(...program.getSyntacticDiagnostics(file))
  everywhere.push(...program.getGlobalDiagnostics())
  for (const [fileName, diagnostics] of checked) diagnostics.push(...program.getSemanticDiagnostics(program.getSourceFile(fileName)))
  for (const file of outside) everywhere.push(...program.getSemanticDiagnostics(file))

  /** A diagnostic of a first copy as the same diagnostic of the copy in `dir`. */
  const moved = <D extends ts.DiagnosticRelatedInformation & { relatedInformation?: ts.DiagnosticRelatedInformation[] }>(diagnostic: D, dir: string): D => {
    const fileName = diagnostic.file?.fileName
    const from = fileName === undefined ? undefined : dirOf(fileName)
    if (from === undefined || from === dir) return diagnostic
    const file = parsed.getSourceFile(path.join(dir, path.relative(from, fileName!)))
    if (!file) throw new Error(`${fileName} has no counterpart in ${dir}`)
    const relatedInformation = diagnostic.relatedInformation?.map((related: ts.DiagnosticRelatedInformation) => moved(related, dir))
    return { ...diagnostic, file, ...(relatedInformation && { relatedInformation }) }
  }
  return new Map(
    dirs.map((dir) => {
      const own = filesOf.get(dir)!.flatMap((file) => {
        const first = firstCopy.get(file.fileName)!
        return (checked.get(first) ?? []).map((diagnostic) => moved(diagnostic, dir))
      })
      return [dir, [...ts.sortAndDeduplicateDiagnostics([...everywhere, ...own])]]
    }),
  )
}

