import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync, type Stats } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { FrontMatter } from '../../shared/types.ts'
import { engineDigest } from './pageCache.ts'

// The dev server's page previews (the front matter block a page's summary and route are read from, before
// the page is compiled) kept on disk between starts: listing a large site read the top of every file at
// each start, most of the time before its first page could be shown. A kept preview is taken again while
// the file's modification time and size are those it was read with, and the engine (its code, packages,
// Node) is the one that read it; else the file is read as before. Only previews read from the file itself
// are kept (a front matter block that gives the title: the common case), with V8's serializer, as the page
// cache keeps pages (front matter may hold dates). DOCS_CODE_CACHE=off turns it off with the other caches.

/** A kept preview: the front matter block's text (the file's top that decided it) and the front matter. */
export interface KeptPreview {
  top: string
  frontmatter: FrontMatter
}

type Entry = [mtimeMs: number, size: number, top: string, frontmatter: FrontMatter]

interface Kept {
  engine: string
  contentDir: string
  entries: Map<string, Entry>
}

export interface PreviewCache {
  /** The preview kept for `file`, if the file is unchanged since it was read. */
  get(file: string): KeptPreview | undefined
  /** Keeps the preview just read from `file`, whose state when read was `stats`. */
  keep(file: string, stats: Stats, preview: KeptPreview): void
  /**
   * Writes the previews of the files looked up this session (the others are deleted or moved), if any
   * is new since the last write.
   */
  save(): void
}

/** A cache in `file` for the previews of `contentDir`'s pages; undefined when DOCS_CODE_CACHE=off or the engine cannot be told. */
export function createPreviewCache(file: string, contentDir: string): PreviewCache | undefined {
  if (process.env.DOCS_CODE_CACHE === 'off') return undefined
  const engine = engineDigest()
  if (!engine) return undefined
  let kept: Map<string, Entry> | undefined
  const load = (): Map<string, Entry> => {
    try {
      const read = deserialize(readFileSync(file)) as Kept
      if (read.engine === engine && read.contentDir === contentDir) return read.entries
    } catch {
      // none yet, or unreadable: every file is read
    }
    return new Map()
  }
  /** The previews of this session, each with the state of the file it was read from. */
  const session = new Map<string, Entry>()
  let changed = false
  return {
    get(page) {
      const entry = (kept ??= load()).get(page)
      if (!entry) return undefined
      const stats = statSync(page, { throwIfNoEntry: false })
      if (!stats || stats.mtimeMs !== entry[0] || stats.size !== entry[1]) return undefined
      session.set(page, entry)
      return { top: entry[2], frontmatter: entry[3] }
    },
    keep(page, stats, { top, frontmatter }) {
      session.set(page, [stats.mtimeMs, stats.size, top, frontmatter])
      changed = true
    },
    save() {
      if (!changed) return
      changed = false
      try {
        mkdirSync(path.dirname(file), { recursive: true })
        const partial = `${file}.${process.pid}.tmp`
        writeFileSync(partial, serialize({ engine, contentDir, entries: session } satisfies Kept))
        renameSync(partial, file) // whole or not at all: another server may be reading it
      } catch {
        // a cache: the next start reads the files instead
      }
    },
  }
}
