import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Every text file of the build, compressed once at build time and written next to it as `<file>.gz` and
// `<file>.br`, so a static host (and `npm run preview`, plugins/staticServer.ts) can send the smaller
// encoding the browser accepts without compressing on each request. Files under 1 KB are left alone: an
// encoded response would hardly be smaller than its headers.

/** The extensions of the files worth compressing (what the site writes that is text). */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.md', '.webmanifest', '.map']
export const minCompressBytes = 1024

// Vite bundles the config's plugins into a temporary file, but keeps each file's own import.meta.url.
const childScript = fileURLToPath(new URL('./precompressChild.mjs', import.meta.url))

export function isCompressible(file: string): boolean {
  return compressibleExtensions.includes(path.extname(file).toLowerCase())
}

/** A precompression under way: files handed to it are compressed while the build goes on. */
export interface Precompression {
  /** Compresses these files (absolute paths, final: nothing writes them again) as soon as it can. */
  add(files: readonly string[]): void
  /** Compresses every text file of the folder not added yet, then ends; resolves to how many files were compressed. */
  finish(): Promise<number>
  /** Stops it (the build failed): the child process is ended, whatever it was doing. */
  stop(): void
}

/**
 * Starts writing `.gz` (level 6) and `.br` next to text files of `outDir` of at least 1 KB, in a child
 * process (precompressChild.mjs: the memory zlib takes then never adds to the build's largest process,
 * and its work runs beside the build's, on the child's threads). The build hands it each file as it is
 * final (the browser bundle's files, each page as it is written), so most of the compressing is done
 * by the time the last page is rendered; `finish` adds the rest of the folder.
 * Brotli runs at quality 5: on this site's 11 MB of text, quality 11 was 13 % smaller but took 30 times as
 * long (over a minute on 2 cores, ten times the rest of the build). Gzip runs at level 6, zlib's default
 * and the level the bench's reader figures serve pages at (as the comparison with Docusaurus and VitePress
 * did): level 9 took twice its CPU (39 s against 23 s on a 10,000-page build's 2.3 GB of text, a sixth of
 * that build's CPU) for files 2–3 % smaller, and `.gz` is only the fallback for the rare browser that does
 * not take `.br`.
 */
export function startPrecompression(outDir: string): Precompression {
  const settings = { minBytes: minCompressBytes, brotliQuality: 5, gzipLevel: 6, concurrency: 2 }
  const child = spawn(process.execPath, [childScript, JSON.stringify(settings)], { stdio: ['pipe', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  // A child that failed early closes its input: the error is reported by `finish`, not as a stray EPIPE.
  child.stdin.on('error', () => undefined)
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
  const sent = new Set<string>()
  const add = (files: readonly string[]) => {
    const lines = files.filter((file) => isCompressible(file) && !sent.has(file))
    for (const file of lines) sent.add(file)
    if (lines.length) child.stdin.write(lines.map((file) => `${file}\n`).join(''))
  }
  const fail = (message: string, cause?: unknown) => new Error(`precompressing ${outDir} failed: ${message}`, { cause })
  return {
    add,
    stop: () => void child.kill(),
    async finish() {
      try {
        add(filesIn(outDir))
      } catch (error) {
        child.kill()
        await exited.catch(() => undefined)
        throw fail((error as Error).message, error)
      }
      child.stdin.end()
      const code = await exited.catch((error: Error) => {
        throw fail(error.message, error)
      })
      if (code !== 0) throw fail(stderr.trim() || `the child process exited with code ${code}`)
      return Number(stdout)
    },
  }
}

/** Writes `.gz` and `.br` next to every text file of `outDir` of at least 1 KB; returns how many files it compressed. */
export async function precompressFolder(outDir: string): Promise<number> {
  return startPrecompression(outDir).finish()
}

/** Every file under `folder` (absolute paths). */
function filesIn(folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) files.push(...filesIn(file))
    else if (entry.isFile()) files.push(file)
  }
  return files
}
