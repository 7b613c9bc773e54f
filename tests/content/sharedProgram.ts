/**
 * Typechecking many states of a tutorial app in one program. Each state is written to a folder of its own, so
 * the states' modules are separate files that cannot import one another; what a program shares between them
 * is only what is the same for all: the library files, the packages' declarations, and the types the checker
 * builds from them (RTK's and React's generics). A state's diagnostics are those of its own files, as a
 * program of that state alone reports them.
 *
 * That holds only while no file reaches outside its module: a script (no import or export) declares globals,
 * and `declare global`, `declare module` and `/// <reference>` change what every file sees. A state with such
 * a file is checked in a program of its own (`programBatches`).
 */
import path from 'node:path'
import ts from 'typescript'
import { nativeDiagnostics, type NativeDiagnostic } from '../../scripts/content/nativeTypecheck.ts'

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

export interface TypecheckDirsOptions {
  /** Each state's folder (none inside another). */
  dirs: string[]
  /** The files of the states to check, each inside one of `dirs`. */
  rootNames: string[]
  /** Files every state sees (a declaration file of globals), outside `dirs`. */
  sharedRootNames?: string[]
  /** As a tsconfig's `compilerOptions` say them. */
  compilerOptions: Record<string, unknown>
}

/**
 * Typechecks the states' folders (which `programBatches` put together) in one program of TypeScript 7 and
 * gives each folder's diagnostics, as a program of that state alone gives them; one in no file (the options,
 * a global one) or in a file outside the folders belongs to every folder.
 */
export function typecheckDirs({ dirs, rootNames, sharedRootNames = [], compilerOptions }: TypecheckDirsOptions): Map<string, NativeDiagnostic[]> {
  const dirOf = (fileName: string | undefined) => (fileName === undefined ? undefined : dirs.find((dir) => fileName.startsWith(dir + path.sep)))
  const diagnostics = nativeDiagnostics({ dir: path.dirname(dirs[0]), rootNames: [...rootNames, ...sharedRootNames], compilerOptions })
  const everywhere = diagnostics.filter((diagnostic) => dirOf(diagnostic.fileName) === undefined)
  return new Map(dirs.map((dir) => [dir, [...everywhere, ...diagnostics.filter((diagnostic) => dirOf(diagnostic.fileName) === dir)]]))
}
