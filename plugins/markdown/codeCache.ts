import { hash as oneCallHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { groupedFiles } from '../groupedFiles.ts'

// What a page's code blocks cost to compile, kept on disk between builds (as Docusaurus and Vite keep
// theirs in node_modules/.cache): each block's highlighted lines and each TypeScript example's JavaScript
// tab (typescript and Prettier: a fifth of a cold compile, highlighting another sixth). Both are functions
// of the block's text, its language (and Prettier's settings), and the versions of the code that made them, so
// a result is found again by exactly those: a page's file is named by a hash of its source and of those
// versions, and holds its blocks' results by a hash of their input. An edited page misses and is
// written again; a change to the engine's code for blocks, or a newer typescript, misses everywhere. Errors are not kept.
// A page's results unused for a month are removed after a whole build (`pruneCodeCache`).

/**
 * The engine's own code that makes the kept results, beside this file: its text is part of every key, so
 * a change to how a block is highlighted or transpiled misses everywhere, with nothing to remember to bump.
 */
const makerFiles = [
  'codeCache.ts',
  'codeBlocks.ts',
  'codeTabs.ts',
  'highlighter.ts',
  'typescriptToJavaScript.ts',
  'transpileBatch.ts',
  'nativeTranspile.ts',
]

function makersSource(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return makerFiles.map((file) => readFileSync(path.join(here, file), 'utf8')).join('\0')
}

/** The packages whose output is kept, by version. */
const makers = ['refractor', 'typescript', 'typescript-7', 'prettier']

export interface PageCodeResults {
  /**
   * The kept result of `input`, else `compute()`'s, kept as it is (plain JSON): every call for the same
   * input gets the same value, which nobody changes (highlighted lines are made into fresh hast, a tab's
   * JavaScript is a string).
   */
  get<T>(input: string, compute: () => T): T
  getAsync<T>(input: string, compute: () => Promise<T>): Promise<T>
  /** Writes the page's results if any were new. */
  save(): void
}

export interface CodeCache {
  /** The kept results of a page with this source (none on its first build). */
  forPage(source: string): PageCodeResults
  /** Whether results of a page with this source are kept (it was built before). */
  has(source: string): boolean
}

/**
 * A cache in `folder` (created when first written), for the packages installed under `root`;
 * DOCS_CODE_CACHE=off turns it off (a cold build, measured).
 */
export function createCodeCache(folder: string, root: string): CodeCache | undefined {
  if (process.env.DOCS_CODE_CACHE === 'off') return undefined
  const versions = makers.map((name) => `${name}@${installedVersion(name, root)}`)
  const tag = `${hash(makersSource())}\0${versions.join('\0')}\0`
  const fileOf = (source: string) => {
    const name = hash(tag + source)
    return path.join(folder, name.slice(0, 2), `${name}.json`)
  }
  return {
    has: (source) => existsSync(fileOf(source)),
    forPage(source) {
      const file = fileOf(source)
      let kept: Record<string, unknown> = {}
      try {
        kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
        // Used: `pruneCodeCache` goes by when a page's results were last written or read.
        utimesSync(file, new Date(), new Date())
      } catch {
        // Not built before (or a file cut short by a killed build: made again).
      }
      let changed = false
      const remember = (key: string, value: unknown) => {
        kept[key] = value ?? null // as the file will give it back
        changed = true
      }
      return {
        get(input, compute) {
          const key = hash(input)
          if (key in kept) return kept[key] as ReturnType<typeof compute>
          const value = compute()
          remember(key, value)
          return value
        },
        async getAsync(input, compute) {
          const key = hash(input)
          if (key in kept) return kept[key] as Awaited<ReturnType<typeof compute>>
          const value = await compute()
          remember(key, value)
          return value
        },
        save() {
          if (!changed) return
          mkdirSync(path.dirname(file), { recursive: true })
          // Written beside and renamed: a reader (another worker, a later build) never sees half a file.
          const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
          writeFileSync(temporary, JSON.stringify(kept))
          renameSync(temporary, file)
          changed = false
        },
      }
    },
  }
}

const dayMs = 24 * 60 * 60 * 1000

/** The file whose time says when the cache was last looked through (not a result: no `.json`). */
const prunedMarker = 'last-pruned'

/**
 * Removes the results of pages not written or read for `days` (an edited page's old source, a deleted page,
 * another engine's versions): none is ever read again, or, for a page taken whole from the page cache all
 * that time, its blocks are made again once. A build calls it once it has compiled its pages; it looks
 * through the cache at most once a day (`now`: the time it takes as now). Looking is a stat a file, and the
 * cache holds a file for every page of the site and every version of one not yet a month old: after
 * 10,000-page builds in the same checkout, ~0.2 s of every build of the site.
 */
export function pruneCodeCache(folder: string, days = 30, now = Date.now()): void {
  const marker = path.join(folder, prunedMarker)
  try {
    if (now - statSync(marker).mtimeMs < dayMs) return
  } catch {
    // Never looked through here.
  }
  const before = now - days * dayMs
  for (const { dir, name } of groupedFiles(folder)) {
    // Only whole results: a `.json.<pid>.<random>` file is another build's being written.
    if (!name.endsWith('.json')) continue
    const file = path.join(dir, name)
    try {
      if (statSync(file).mtimeMs < before) rmSync(file, { force: true })
    } catch {
      // Removed by another build at once.
    }
  }
  try {
    writeFileSync(marker, '')
    utimesSync(marker, now / 1000, now / 1000)
  } catch {
    // No cache written yet (no folder): nothing to look through next time either.
  }
}

/** A package's version, from the nearest node_modules up from `root` (their exports hide package.json). */
function installedVersion(name: string, root: string): string {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json')
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    if (path.dirname(dir) === dir) return 'unknown'
  }
}

// One call, no Hash object: a block's key is hashed for every block of a cold compile (7 times faster
// than createHash on the site's blocks, the same digest).
function hash(text: string): string {
  return oneCallHash('sha1', text, 'base64url')
}
