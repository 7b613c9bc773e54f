import { existsSync, lstatSync, realpathSync, renameSync, rmSync } from 'node:fs'

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

/** Puts the freshly built `staging` folder where `target` is, removing the old one only once it is moved aside. */
export function replaceFolder(target: string, staging: string): void {
  const old = `${target}.old`
  restoreInterruptedSwap(target)
  rmSync(old, { recursive: true, force: true })
  if (existsSync(target)) renameSync(target, old)
  renameSync(staging, target)
  rmSync(old, { recursive: true, force: true })
}
