// The type check of a page depends only on its code blocks (and those of the page in appBases it builds
// on), the checker's own code and the installed packages. Its result is kept per page under
// node_modules/.cache/content-typecheck/, keyed by a hash of all of these, so a run re-checks only the pages
// whose code changed.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkTypes } from './typecheck.ts'
import { appBases } from './virtualFiles.ts'
import { scriptLanguages } from './classify.ts'
import { loadPage, type Page } from './pages.ts'
import type { Problem } from './problems.ts'

/** What, besides the page, decides the outcome: the checker's sources and the installed packages. */
function checkerVersion(root: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const hash = createHash('sha256')
  for (const file of ['typecheck.ts', 'nativeTypecheck.ts', 'virtualFiles.ts', 'classify.ts', 'pages.ts']) hash.update(readFileSync(path.join(here, file)))
  hash.update(readFileSync(path.join(root, 'package-lock.json')))
  return hash.digest('hex')
}

function blocksOf(page: Page | undefined): unknown[] {
  return (page?.blocks ?? [])
    .filter((block) => scriptLanguages.has(block.lang ?? ''))
    .map((block) => [block.lang, block.meta, block.line, block.value])
}

export interface CachedCheckOptions {
  root: string
  /** Default `<root>/node_modules/.cache/content-typecheck`. */
  cacheDir?: string
  /** Pages the check could not take from the cache (for tests and progress output). */
  onChecked?: (files: string[]) => void
}

/** checkTypes, with each page's result taken from the cache when its code and the checker are unchanged. */
export function cachedCheckTypes(pages: Page[], options: CachedCheckOptions): Problem[] {
  const cacheDir = options.cacheDir ?? path.join(options.root, 'node_modules', '.cache', 'content-typecheck')
  mkdirSync(cacheDir, { recursive: true })
  const version = checkerVersion(options.root)
  const byFile = new Map(pages.map((page) => [page.file, page]))
  const keyOf = (page: Page) => {
    const base = appBases[page.file]
    const basePage = base ? (byFile.get(base) ?? loadPage(options.root, path.join(options.root, base))) : undefined
    return createHash('sha256').update(JSON.stringify([version, page.file, blocksOf(page), base, blocksOf(basePage)])).digest('hex')
  }
  const problems: Problem[] = []
  const stale: { page: Page; key: string }[] = []
  for (const page of pages) {
    const key = keyOf(page)
    try {
      problems.push(...(JSON.parse(readFileSync(path.join(cacheDir, `${key}.json`), 'utf8')) as Problem[]))
    } catch {
      stale.push({ page, key })
    }
  }
  options.onChecked?.(stale.map(({ page }) => page.file))
  if (stale.length === 0) return problems
  const found = checkTypes(stale.map(({ page }) => page), { root: options.root })
  problems.push(...found)
  // A problem with no page (the compiler's own options) says nothing about the pages: keep nothing then.
  if (found.some((problem) => !byFile.has(problem.file))) return problems
  for (const { page, key } of stale) {
    writeFileSync(path.join(cacheDir, `${key}.json`), JSON.stringify(found.filter((problem) => problem.file === page.file)))
  }
  return problems
}
