/**
 * Type checks on TypeScript 7, the native compiler (`typescript-7`, the version `npm run typecheck` uses),
 * through its API (`typescript-7/unstable/sync`, pinned with the package): a program is opened from a
 * tsconfig that exists only here, and the files are read from disk, except those given as text, which need
 * not exist. TypeScript 5's API (`typescript`) builds the same program several times slower; the content
 * checks keep it only for what reads syntax.
 *
 * The API runs the compiler in a child process (one per call, closed before the call returns), and answers
 * its reads of the given files synchronously from this process.
 */
import path from 'node:path'
import { API, type Diagnostic } from 'typescript-7/unstable/sync'

export type { Diagnostic as NativeDiagnostic }

export interface NativeProgram {
  /** The program's folder: where the compiler runs, and where the tsconfig would be. */
  dir: string
  /** The files to check (absolute); what they import is in the program too. */
  rootNames: string[]
  /** As a tsconfig's `compilerOptions` say them (`"jsx": "react-jsx"`). */
  compilerOptions: Record<string, unknown>
  /** Files given as text (absolute path → text), written nowhere. */
  files?: ReadonlyMap<string, string>
}

let opened = 0

/**
 * Every diagnostic of the program (options, global, syntactic, semantic), sorted by file and position
 * without duplicates, as `ts.sortAndDeduplicateDiagnostics` gives TypeScript 5's.
 */
export function nativeDiagnostics({ dir, rootNames, compilerOptions, files = new Map() }: NativeProgram): Diagnostic[] {
  const config = path.join(dir, `tsconfig.native-${process.pid}-${++opened}.json`)
  const configText = JSON.stringify({ compilerOptions: { ...compilerOptions, checkers: 1 }, files: rootNames })
  const given = (file: string) => (file === config ? configText : files.get(file))
  const givenDirs = new Set([...files.keys()].flatMap((file) => ancestors(path.dirname(file))))
  const api = new API({
    cwd: dir,
    fs: {
      readFile: (file) => given(file),
      fileExists: (file) => (given(file) === undefined ? undefined : true),
      directoryExists: (folder) => (givenDirs.has(folder) ? true : undefined),
      realpath: (file) => (given(file) === undefined ? undefined : file),
    },
  })
  try {
    const program = api.updateSnapshot({ openProjects: [config] }).getProject(config)!.program
    const all = [
      ...program.getConfigFileParsingDiagnostics(),
      ...program.getProgramDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSyntacticDiagnostics(),
      ...program.getBindDiagnostics(),
      ...program.getSemanticDiagnostics(),
    ]
    return deduplicated(all)
  } finally {
    api.close()
  }
}

function ancestors(folder: string): string[] {
  const parent = path.dirname(folder)
  return parent === folder ? [folder] : [folder, ...ancestors(parent)]
}

function deduplicated(diagnostics: Diagnostic[]): Diagnostic[] {
  const key = (diagnostic: Diagnostic) => [diagnostic.fileName ?? '', diagnostic.pos, diagnostic.end, diagnostic.code, flattenMessage(diagnostic, '\n')].join('\0')
  const unique = new Map(diagnostics.map((diagnostic) => [key(diagnostic), diagnostic]))
  return [...unique.values()].sort(
    (a, b) => (a.fileName ?? '').localeCompare(b.fileName ?? '') || a.pos - b.pos || a.end - b.end || a.code - b.code || a.text.localeCompare(b.text),
  )
}

/** The message and the messages it is chained to, each further one on its own line, indented as `ts.flattenDiagnosticMessageText` does. */
export function flattenMessage(diagnostic: Diagnostic, newLine: string, indent = 0): string {
  const own = indent === 0 ? diagnostic.text : `${newLine}${'  '.repeat(indent)}${diagnostic.text}`
  return own + (diagnostic.messageChain ?? []).map((next) => flattenMessage(next, newLine, indent + 1)).join('')
}

/** The zero-based line and column of a position (UTF-16 code units, as the API counts) in a file's text. */
export function lineAndColumn(text: string, position: number): { line: number; character: number } {
  const before = text.slice(0, position)
  const line = before.split('\n').length - 1
  return { line, character: position - (before.lastIndexOf('\n') + 1) }
}
