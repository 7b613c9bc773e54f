import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'

// The build writes into `<out>.building` and swaps it in at the end: `<out>` → `<out>.old`, then
// `<out>.building` → `<out>`, then `<out>.old` is removed. Two renames cannot be one atomic step, so a
// crash between them leaves `<out>.old` and no `<out>`: the next build puts it back before anything else.

/**
 * The folder to build into for the output folder the user named: a symlinked output folder (`dist ->
 * /srv/www/site`) is resolved, so the swap happens where it points and the link stays a link.
 */
export function outputFolderOf(outDir: string): string {
  try {
    if (lstatSync(outDir).isSymbolicLink()) return realpathSync(outDir)
  } catch {
    // not there yet
  }
  return outDir
}

/** Puts back the last good output folder if a build died between the two renames of its swap. */
export function restoreInterruptedSwap(target: string): void {
  const old = `${target}.old`
  if (!existsSync(target) && existsSync(old)) renameSync(old, target)
}

/**
 * Puts the freshly built `staging` folder where `target` is, removing the old one only once it is moved
 * aside. With `trashDir`, the old folder is moved into it (a rename) instead of removed: removing a
 * thousand files took 0.5–1.4 s at the very end of the build, with nothing else to do; the next build
 * removes it beside its own work (`emptyTrash`). Where a rename cannot move it there (another file system),
 * it is removed at once.
 */
export function replaceFolder(target: string, staging: string, trashDir?: string): void {
  const old = `${target}.old`
  restoreInterruptedSwap(target)
  rmSync(old, { recursive: true, force: true })
  if (existsSync(target)) renameSync(target, old)
  renameSync(staging, target)
  if (trashDir && existsSync(old) && moveAside(old, trashDir)) return
  rmSync(old, { recursive: true, force: true })
}

function moveAside(folder: string, trashDir: string): boolean {
  try {
    mkdirSync(trashDir, { recursive: true })
    renameSync(folder, path.join(trashDir, `${process.pid}-${Date.now()}`))
    return true
  } catch {
    return false
  }
}

/**
 * Removes the old output folders earlier builds moved into `trashDir`, on libuv's threads while the build
 * compiles; only those there now (a build running beside this one may be moving its own in).
 */
export async function emptyTrash(trashDir: string): Promise<void> {
  let entries: string[]
  try {
    entries = readdirSync(trashDir)
  } catch {
    return // nothing moved aside yet
  }
  await Promise.all(entries.map((entry) => rm(path.join(trashDir, entry), { recursive: true, force: true }).catch(() => undefined)))
}
