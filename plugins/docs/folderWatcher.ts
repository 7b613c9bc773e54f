import { readdirSync, realpathSync, statSync, watch, type FSWatcher } from 'node:fs'
import path from 'node:path'

// The dev server's watch of the content folder, inside the project root or outside it (a generated tree, a
// docs folder beside the site). Vite's watcher (chokidar) stats every file and gives each its own fs.watch: for
// 10,000 pages that was seconds of the server's start, before its first response. This one watches each
// directory (one fs.watch each, the files' events come with their directory's) and stats only what an
// event names. Its events are chokidar's, as Vite's watcher gives them: `change` at most once in 50 ms
// per file (lateSaves.ts reads the file again after such a save), a file removed and back within 100 ms
// (an editor's save by rename) a `change`, not `unlink` and `add`.

export type FolderEvent = 'add' | 'change' | 'unlink'

/** A second `change` of a file within this time is dropped, as chokidar drops it. */
const changeThrottleMs = 50
/** A file gone and back within this time was saved by rename (chokidar's `atomic`): a `change`. */
const atomicMs = 100
/** How often a removed content folder is looked for. */
const rootPollMs = 250

const isDirectory = (folder: string) => statSync(folder, { throwIfNoEntry: false })?.isDirectory() === true

export function watchFolder(
  root: string,
  emit: (event: FolderEvent, file: string) => void,
  ignored: (file: string) => boolean = () => false,
): { close(): void } {
  const directories = new Map<string, FSWatcher>()
  const files = new Set<string>()
  const lastChange = new Map<string, number>()
  const pendingUnlinks = new Map<string, NodeJS.Timeout>()
  let closed = false

  const addDirectory = (directory: string, initial: boolean) => {
    if (directories.has(directory) || ignored(directory)) return
    let watcher: FSWatcher
    try {
      // Not persistent: the server keeps the process alive, and a server in middleware mode has no close event.
      watcher = watch(directory, { persistent: false }, (_type, name) => {
        if (directory === root && !isDirectory(root)) return rootGone()
        if (name) check(path.join(directory, name.toString()))
      })
    } catch {
      return // gone already, or not readable
    }
    watcher.on('error', () => removeDirectory(directory))
    directories.set(directory, watcher)
    let entries: import('node:fs').Dirent[] = []
    try {
      entries = readdirSync(directory, { withFileTypes: true })
    } catch {
      // removed meanwhile: its watcher's event removes it
    }
    for (const entry of entries) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) addDirectory(full, initial)
      else if (!ignored(full) && !files.has(full)) {
        files.add(full)
        if (!initial) emit('add', full)
      }
    }
  }

  const removeDirectory = (directory: string) => {
    const inside = directory + path.sep
    for (const [watched, watcher] of directories)
      if (watched === directory || watched.startsWith(inside)) {
        watcher.close()
        directories.delete(watched)
      }
    for (const file of files)
      if (file.startsWith(inside)) {
        files.delete(file)
        emit('unlink', file)
      }
  }

  const check = (full: string) => {
    if (closed || ignored(full)) return
    const stats = statSync(full, { throwIfNoEntry: false })
    if (stats?.isDirectory()) return addDirectory(full, false)
    if (stats) {
      const pending = pendingUnlinks.get(full)
      if (pending) {
        clearTimeout(pending)
        pendingUnlinks.delete(full)
      }
      const now = Date.now()
      if (!files.has(full)) {
        files.add(full)
        // The write that made it follows as a change: its first 50 ms are the add's, as with chokidar.
        lastChange.set(full, now)
        return emit('add', full)
      }
      if (!pending && now - (lastChange.get(full) ?? -Infinity) < changeThrottleMs) return
      lastChange.set(full, now)
      return emit('change', full)
    }
    if (directories.has(full)) return removeDirectory(full)
    if (!files.has(full) || pendingUnlinks.has(full)) return
    pendingUnlinks.set(
      full,
      setTimeout(() => {
        pendingUnlinks.delete(full)
        // Back meanwhile (a change), or reported gone with its folder.
        if (closed || !files.has(full) || statSync(full, { throwIfNoEntry: false })) return
        files.delete(full)
        lastChange.delete(full)
        emit('unlink', full)
      }, atomicMs),
    )
  }

  // The folder itself removed (a branch switched, a generated tree made again): its files are gone, and it
  // is looked for until it is back (no watch sees a folder made where none is), its files then added.
  let rootBack: NodeJS.Timeout | undefined
  const rootGone = () => {
    if (rootBack) return
    removeDirectory(root)
    rootBack = setInterval(() => {
      if (closed || !isDirectory(root)) return
      clearInterval(rootBack)
      rootBack = undefined
      addDirectory(root, false)
    }, rootPollMs).unref()
  }

  addDirectory(root, true)
  return {
    close() {
      closed = true
      clearInterval(rootBack)
      for (const watcher of directories.values()) watcher.close()
      for (const timer of pendingUnlinks.values()) clearTimeout(timer)
      directories.clear()
    },
  }
}

/**
 * Whether folderWatcher.ts watches the content folder: one named by its real path (Vite names a served file
 * by its real path, and the watcher's events must name the file as Vite does), and not the project or a
 * folder holding it (Vite's watcher, which would leave the content folder out, has the project's own files).
 */
export function watchedByFolderWatcher(contentDir: string, root: string): boolean {
  if (contentDir === root || root.startsWith(contentDir + path.sep)) return false
  try {
    return realpathSync(contentDir) === contentDir
  } catch {
    return false
  }
}
