import { readFile } from 'node:fs/promises'
import type { ViteDevServer } from 'vite'

// The dev server's file watcher (chokidar) drops a file's change event that comes within 50 ms of the
// one before (it throttles rather than debounces), so a second save right after the first (a formatter
// rewriting the file on save, a script, a fast test) never reached the page: it kept showing the first
// save until the next one. After each change the docs plugin handles, this reads the file again once that
// window is over and, if it differs from what was handled, reports the change to the watcher itself, which
// sends it down the usual path (handleHotUpdate, the module, the page).

/** chokidar's throttle of a path's `change` events (`_throttle(EV_CHANGE, path, 50)`). */
export const WATCHER_CHANGE_WINDOW_MS = 50

export type LateSaveCheck = (server: Pick<ViteDevServer, 'watcher'>, file: string, handledSource: string) => void

/** `readSource` reads the file as it is now (undefined once it is gone); tests give an in-memory one. */
export function createLateSaveCheck(
  delayMs = WATCHER_CHANGE_WINDOW_MS + 20,
  readSource = (file: string): Promise<string | undefined> => readFile(file, 'utf8').catch(() => undefined),
): LateSaveCheck {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return (server, file, handledSource) => {
    clearTimeout(timers.get(file))
    const timer = setTimeout(async () => {
      timers.delete(file)
      const source = await readSource(file) // deleted meanwhile: the watcher says so
      if (source !== undefined && source !== handledSource) server.watcher.emit('change', file)
    }, delayMs)
    timer.unref?.()
    timers.set(file, timer)
  }
}
