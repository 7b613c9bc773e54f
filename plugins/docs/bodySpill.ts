import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { DocsPage } from './contentStore.ts'

// A build keeps each compiled page's body (its module's JSON, ~3 times the markdown) in a file of its own,
// not in memory, and reads it back for the few steps that need it (the chunk's fill-in, the page's render,
// its search records): the pages held at once then cost their front matter, links and ids, and the
// build's memory no longer grows by a body per page (10,000 pages: ~300 MB).

/** The spill folders of this process's builds, removed as it exits: one listener however many builds it runs. */
const folders = new Set<string>()
const removeFolders = () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
}

/** A folder for this build's page bodies (removed when the process exits); `keep(page)` moves a page's body there. */
export function createBodySpill(cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true })
  const folder = mkdtempSync(path.join(cacheDir, 'page-bodies-'))
  if (folders.size === 0) process.once('exit', removeFolders)
  folders.add(folder)
  let count = 0
  return {
    /** The page with its body on disk: `page.body` reads it back. */
    keep(page: DocsPage): DocsPage {
      const file = path.join(folder, `${count++}.json`)
      writeFileSync(file, page.body)
      const { body: _, ...rest } = page
      return Object.defineProperty(rest, 'body', { enumerable: true, get: () => readFileSync(file, 'utf8') }) as DocsPage
    },
  }
}
