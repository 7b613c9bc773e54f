import { DistFolder, gzipSize } from './distFiles.ts'
import { resolveStaticFile } from '../../plugins/staticServer.ts'
import { firstLoadOf, type FirstLoad } from './firstLoad.ts'

// The built site as the budgets and the benchmark see it: which chunk is each doc page's, where the
// route manifest is and what it costs per page, which file is the search index, and every page's first
// load.

export interface RouteManifest {
  /** The script holding the manifest (the entry chunk today). */
  file: string
  /** Doc route → its page chunk, in manifest order. */
  chunks: Map<string, string>
  /** gzip bytes per route record (manifest records 2..n, gzip -9, divided by their count). */
  gzipPerRoute: number
}

export interface SiteAnalysis {
  dist: DistFolder
  manifest: RouteManifest
  /** Every page chunk (a module exporting `frontmatter` and `tree`). */
  pageChunks: string[]
  /** The lazily fetched search index, if the build has one. */
  searchIndex?: string
  /** First load of home, search, every doc route, and a missing page (404). */
  pages: (FirstLoad & { kind: 'home' | 'search' | 'doc' | 'notFound' })[]
}

const missingRoute = '/this-page-does-not-exist'

const isScript = (file: string) => /\.m?js$/.test(file)

export function findPageChunks(dist: DistFolder): string[] {
  return dist.files().filter((file) => isScript(file) && ['frontmatter', 'tree'].every((name) => dist.exportsOf(file).includes(name)))
}

/** Finds the script that lists the page chunks next to route paths, and reads route → chunk from it. */
export function readRouteManifest(dist: DistFolder, pageChunks: string[]): RouteManifest {
  const names = new Set(pageChunks.map((file) => file.split('/').pop()!))
  const chunkUrl = /["'`](?:[^"'`]*\/)?([\w.-]+\.m?js)["'`]/g
  let best: { file: string; count: number } | undefined
  for (const file of dist.files().filter(isScript)) {
    if (pageChunks.includes(file)) continue
    // Distinct chunks: the app's entry names a site's markdown pages (src/pages) twice each (its import and
    // its preload list), which must not outnumber the manifest's one mention of every doc page.
    const count = new Set([...dist.text(file).matchAll(chunkUrl)].map((match) => match[1]).filter((name) => names.has(name))).size
    if (count && (!best || count > best.count)) best = { file, count }
  }
  if (!best) throw new Error('No script of the build lists the page chunks: where is the route manifest?')
  const text = dist.text(best.file)
  const chunks = new Map<string, string>()
  const byName = new Map(pageChunks.map((file) => [file.split('/').pop()!, file]))
  // A record is `{…path:"/api/store"…}, "/assets/store-x.js"`: each chunk URL belongs to the last path
  // written before it.
  const paths = [...text.matchAll(/["']?path["']?\s*:\s*(["'`])(\/[^"'`]*)\1/g)].map((match) => ({ at: match.index, path: match[2] }))
  const urls = [...text.matchAll(chunkUrl)].filter((match) => byName.has(match[1]))
  for (const url of urls) {
    const owner = paths.filter((entry) => entry.at < url.index).pop()
    if (owner && !chunks.has(owner.path)) chunks.set(owner.path, byName.get(url[1])!)
  }
  const first = urls[0]
  const last = urls[urls.length - 1]
  const records = text.slice(first.index + first[0].length, last.index + last[0].length)
  const gzipPerRoute = urls.length > 1 ? gzipSize(records) / (urls.length - 1) : gzipSize(records)
  return { file: best.file, chunks, gzipPerRoute }
}

/** The search index file: named like one, or shaped like the embedded index (pages and sections). */
export function findSearchIndex(dist: DistFolder): string | undefined {
  const candidates = dist.files().filter((file) => !/\.(html|md|css|map|txt|xml)$/.test(file) && !file.split('/').pop()!.startsWith('.'))
  const named = candidates.find((file) => /search[-_.]?index|searchindex/i.test(file))
  if (named) return named
  return candidates.find(
    (file) => /\.json$/.test(file) && /"sections"\s*:\s*\[/.test(dist.text(file)) && /"pages"\s*:\s*\[/.test(dist.text(file)),
  )
}

export async function analyzeSite(outDir: string): Promise<SiteAnalysis> {
  const dist = await DistFolder.open(outDir)
  const pageChunks = findPageChunks(dist)
  const manifest = readRouteManifest(dist, pageChunks)
  const pages: SiteAnalysis['pages'] = [
    { ...firstLoadOf(dist, '/'), kind: 'home' },
    { ...firstLoadOf(dist, '/search'), kind: 'search' },
    ...[...manifest.chunks].map(([route, chunk]) => ({ ...firstLoadOf(dist, route, chunk), kind: 'doc' as const })),
  ]
  // A host without a 404.html answers a missing page with its own error page: nothing of ours to weigh.
  if (resolveStaticFile(dist.root, missingRoute)) pages.push({ ...firstLoadOf(dist, missingRoute), kind: 'notFound' })
  return { dist, manifest, pageChunks, searchIndex: findSearchIndex(dist), pages }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
