import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import type { DocsPage } from './contentStore.ts'

// A build keeps each compiled page's body (its module's JSON, ~3 times the markdown) on disk, not in
// memory, and reads it back for the few steps that need it (the chunk's fill-in, the page's render, its
// search records): the pages held at once then cost their front matter, links and ids, and the build's
// memory no longer grows by a body per page (10,000 pages: ~300 MB). Its markdown source too, which only
// the markdown copies (seo/) read again, at the end.
//
// All of them go into one file, each text at its offset, not a file each: two files a page were 20,000
// files made and removed by every 10,000-page build, each a file-system entry to allocate and free (where
// a file system without a journal checks recently freed entries one by one, making the build's own pages
// afterwards slower to create).
//
// The folder goes when the build ends (siteBuild.ts calls `remove`, on success and on error), else when
// the process exits; a process killed outright (a test worker stopped by its runner) leaves its folder, so
// each new folder's name carries its process id and a build removes the folders of processes that are gone.

/** The spill folders of this process's builds, removed as it exits: one listener however many builds it runs. */
const folders = new Set<string>()
let listening = false
const removeFolders = () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
}

const folderPrefix = 'page-bodies-'

export interface BodySpill {
  /** The page with its body and source on disk: `page.body` and `page.source` read them back (until `remove`). */
  keep(page: DocsPage): DocsPage
  /** Removes the folder and every body in it (the build is over). */
  remove(): void
}

/** A folder under `cacheDir` for this build's page bodies, made when the first body is kept. */
export function createBodySpill(cacheDir: string): BodySpill {
  let spill: { folder: string; fd: number } | undefined
  let end = 0
  const open = () => {
    mkdirSync(cacheDir, { recursive: true })
    removeOrphanedFolders(cacheDir)
    const folder = mkdtempSync(path.join(cacheDir, `${folderPrefix}${process.pid}-`))
    if (!listening) process.once('exit', removeFolders)
    listening = true
    folders.add(folder)
    return { folder, fd: openSync(path.join(folder, 'bodies'), 'w+') }
  }
  /** Appends `text`; returns where it is. */
  const append = (fd: number, text: string) => {
    const bytes = Buffer.from(text, 'utf8')
    const at = end
    for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, at + done)
    end += bytes.length
    return { at, length: bytes.length }
  }
  return {
    keep(page) {
      const home = (spill ??= open())
      const { body, source, ...rest } = page
      // Only the name is captured: a getter closing over `page` kept every body in memory after all.
      const name = page.file
      const spilled = (property: 'body' | 'source', text: string) => {
        const { at, length } = append(home.fd, text)
        const read = () => {
          if (spill !== home) throw new Error(`${name}: its ${property} was removed when the build ended`)
          const bytes = Buffer.allocUnsafe(length)
          for (let done = 0; done < length;) {
            const got = readSync(home.fd, bytes, done, length - done, at + done)
            if (got === 0) throw new Error(`${name}: its ${property} was cut short on disk (${home.folder})`)
            done += got
          }
          return bytes.toString('utf8')
        }
        // The source is not enumerable: a copy of the page (`{ ...page }`, the module's transform) does not read it.
        Object.defineProperty(rest, property, { enumerable: property === 'body', get: read })
      }
      spilled('body', body)
      if (typeof source === 'string') spilled('source', source)
      return rest as DocsPage
    },
    remove() {
      if (!spill) return
      closeSync(spill.fd)
      rmSync(spill.folder, { recursive: true, force: true })
      folders.delete(spill.folder)
      spill = undefined
      end = 0
    },
  }
}

/** Removes the spill folders under `cacheDir` whose process no longer runs (killed before it could). */
export function removeOrphanedFolders(cacheDir: string): void {
  for (const name of readdirSync(cacheDir)) {
    const pid = Number(name.match(/^page-bodies-(\d+)-/)?.[1])
    if (pid && !isRunning(pid)) rmSync(path.join(cacheDir, name), { recursive: true, force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0) // signal 0: only asks whether the process exists
    return true
  } catch (error) {
    // EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
