import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// Where the build's time went: written to the build's cache folder (node_modules/.vite/build-timings.json,
// what `npm run bench` reads; not into dist/, which is deployed) and summed up at the end of `npm run build`.

/** The file a build's timings are written to, in Vite's cache folder. */
export function timingsFile(cacheDir: string): string {
  return path.join(cacheDir, 'build-timings.json')
}

export function writeTimings(cacheDir: string, timings: BuildTimings): void {
  mkdirSync(cacheDir, { recursive: true })
  // Written beside and renamed: a reader (the bench) never sees half a file, and a copy of node_modules
  // made of hard links (`cp -al`, a second checkout) gets a file of its own instead of writing into both.
  const temporary = `${timingsFile(cacheDir)}.${process.pid}`
  writeFileSync(temporary, JSON.stringify(timings, null, 2) + '\n')
  renameSync(temporary, timingsFile(cacheDir))
}

export interface BuildTimings {
  /** When the build started (epoch ms): Vite had read the config. */
  startedAt: number
  /** From the Node process's start to `startedAt`: Node, Vite and the config (its plugins' modules) loading. */
  processStartMs?: number
  /** When the docs plugin started compiling every page, from `startedAt`. */
  compileStartMs: number
  /** Compiling every markdown page and checking the links. */
  compileMs: number
  /** From the build's start to the end of the client bundle (compiling included). */
  clientBuildMs: number
  /** Bundling src/entry-server.tsx for Node. */
  serverBundleMs: number
  /** Rendering every route to HTML. */
  renderMs: number
  /** Writing the HTML, markdown copies, sitemap, robots.txt, llms.txt and _headers. */
  writeMs: number
  /**
   * Writing `.gz` and `.br` next to every text file (precompress.ts), what is left of it once the last
   * file is written (the rest ran beside the server bundle and the render); part of `writeMs`.
   */
  compressMs?: number
  /** All of prerendering: the three above. */
  prerenderMs: number
  /** The whole build. */
  totalMs: number
  pages: number
  /** Page compiles over the whole build (one per markdown page: the server render compiles none again). */
  compiles?: number
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`

export function formatTimings(t: BuildTimings): string {
  const share = t.totalMs > 0 ? Math.round((t.prerenderMs / t.totalMs) * 100) : 0
  return (
    `prerendered ${t.pages} pages in ${seconds(t.prerenderMs)} (${share}% of the ${seconds(t.totalMs)} build): ` +
    `server bundle ${seconds(t.serverBundleMs)}, render ${seconds(t.renderMs)}, write ${seconds(t.writeMs)}` +
    (t.compressMs === undefined ? '' : ` (precompress ${seconds(t.compressMs)})`)
  )
}
