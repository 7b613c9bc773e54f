import type { VFile } from 'vfile'

// What a page's compile read besides its own source and the pipeline's options: the routes its `.md`
// links asked for (links.ts) and the files it looked at (images.ts: an image's size). The page cache
// (docs/pageCache.ts) keeps a page with these and takes it again only while each still reads the same.

/** Recorded on a compile's file as it runs. */
export interface CompileReadsLog {
  /** Each content file (relative to the content folder) whose route was asked for, and the answer. */
  routes: Map<string, string | undefined>
  /** Each absolute path read (or found missing). */
  files: Set<string>
}

/** A compile's reads as a compiled page carries them (plain data: sent from a worker, kept on disk). */
export interface CompileReads {
  routes: [contentFile: string, route: string | null][]
  files: string[]
}

declare module 'vfile' {
  interface DataMap {
    reads?: CompileReadsLog
  }
}

const logOf = (file: VFile): CompileReadsLog => (file.data.reads ??= { routes: new Map(), files: new Set() })

/** Records that the compile of `file` asked for `contentFile`'s route and got `route`. */
export function readRoute(file: VFile, contentFile: string, route: string | undefined): void {
  logOf(file).routes.set(contentFile, route)
}

/** Records that the compile of `file` read (or looked for) `absolutePath`. */
export function readFile(file: VFile, absolutePath: string): void {
  logOf(file).files.add(absolutePath)
}

/** The reads recorded on `file`. */
export function compileReadsOf(file: VFile): CompileReads {
  const log = file.data.reads
  return {
    routes: [...(log?.routes ?? [])].map(([contentFile, route]) => [contentFile, route ?? null]),
    files: [...(log?.files ?? [])],
  }
}

/** `a` and `b` together (a page and the partials it imports). */
export function mergeReads(a: CompileReads, b: CompileReads): CompileReads {
  const routes = new Map([...a.routes, ...b.routes])
  return { routes: [...routes], files: [...new Set([...a.files, ...b.files])] }
}
