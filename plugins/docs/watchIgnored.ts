import path from 'node:path'
import picomatch from 'picomatch'
import { normalizePath, type ResolvedConfig } from 'vite'

// What the content folder's watch (folderWatcher.ts) leaves out: what Vite's own watcher would have left
// out of it. Vite hands chokidar its defaults (`.git`, `node_modules`, `test-results`, the cache folder, the
// output folder it empties) and the config's `server.watch.ignored` (Vite's resolveChokidarOptions); chokidar
// matches each path as anymatch does: a string is the path itself or a glob (dots included), a string that
// is no glob also every path under it, a RegExp is tested against the path, a function is called with it.
// A config that ignores a drafts folder or an editor's temporary files (`**/drafts/**`, `**/*.tmp`) gets no
// reload from them in the content folder either.

type Matcher = string | RegExp | ((file: string, stats?: unknown) => boolean)

/**
 * The test of a path against the watch's ignored list of `config`, Vite's defaults first; `own` are the
 * docs plugin's own entries (its config hook adds the content folder itself to Vite's list: the folder is
 * watched here, and must not be ignored by this watch).
 */
export function watchIgnored(config: ResolvedConfig, own: ReadonlySet<unknown> = new Set()): (file: string) => boolean {
  const configured = config.server.watch?.ignored
  const listed = (Array.isArray(configured) ? configured : configured === undefined ? [] : [configured]) as Matcher[]
  const outDir = path.resolve(config.root, config.build.outDir)
  // Vite empties (and so leaves out) an output folder inside the root unless told otherwise.
  const emptied = config.build.emptyOutDir ?? outDir.startsWith(config.root + path.sep)
  // Vite lists the two folders as globs of their escaped paths (`<folder>/**`): the folder and all in it.
  const folders = [config.cacheDir, ...(emptied ? [outDir] : [])].map(normalizePath)
  const inFolders = (file: string) => folders.some((folder) => file === folder || file.startsWith(`${folder}/`))
  const list: Matcher[] = [
    '**/.git/**',
    '**/node_modules/**',
    '**/test-results/**',
    inFolders,
    ...listed.filter((matcher) => !own.has(matcher)),
  ]
  const tests = list.flatMap((matcher) => {
    if (typeof matcher === 'function') return [(file: string) => matcher(file)]
    if (matcher instanceof RegExp)
      return [
        (file: string) => {
          matcher.lastIndex = 0
          return matcher.test(file)
        },
      ]
    if (typeof matcher !== 'string') return []
    const glob = picomatch(matcher, { dot: true })
    const test = (file: string) => file === matcher || glob(file)
    if (picomatch.scan(matcher).isGlob) return [test]
    const under = picomatch(`${matcher}/**`, { dot: true })
    return [test, (file: string) => under(file)]
  })
  return (file) => {
    const posix = normalizePath(file)
    return tests.some((test) => test(posix))
  }
}
