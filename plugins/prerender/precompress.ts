import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

// Every text file of the build, compressed once at build time and written next to it as `<file>.gz` and
// `<file>.br`, so a static host (and `npm run preview`, plugins/staticServer.ts) can send the smaller
// encoding the browser accepts without compressing on each request. Files under 1 KB are left alone: an
// encoded response would hardly be smaller than its headers.

/** The extensions of the files worth compressing (what the site writes that is text). */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.md', '.webmanifest', '.map']
export const minCompressBytes = 1024

const execFileAsync = promisify(execFile)
// Vite bundles the config's plugins into a temporary file, but keeps each file's own import.meta.url.
const childScript = fileURLToPath(new URL('./precompressChild.mjs', import.meta.url))

export function isCompressible(file: string): boolean {
  return compressibleExtensions.includes(path.extname(file).toLowerCase())
}

/**
 * Writes `.gz` (level 9) and `.br` next to every text file of `outDir` of at least 1 KB, in a child
 * process (precompressChild.mjs: the memory zlib takes then never adds to the build's largest process).
 * Brotli runs at quality 5: on this site's 11 MB of text, quality 11 was 13 % smaller but took 30 times as
 * long (over a minute on 2 cores, ten times the rest of the build). Returns how many files it compressed.
 */
export async function precompressFolder(outDir: string): Promise<number> {
  const settings = { extensions: compressibleExtensions, minBytes: minCompressBytes, brotliQuality: 5, gzipLevel: 9, concurrency: 2 }
  try {
    const { stdout } = await execFileAsync(process.execPath, [childScript, outDir, JSON.stringify(settings)], { encoding: 'utf8' })
    return Number(stdout)
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim()
    throw new Error(`precompressing ${outDir} failed: ${stderr || (error as Error).message}`, { cause: error })
  }
}
