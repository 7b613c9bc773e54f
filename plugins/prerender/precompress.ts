import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// Every text file of the build, compressed once at build time and written next to it as `<file>.gz` and
// `<file>.br`, so a static host (and `npm run preview`, plugins/staticServer.ts) can send the smaller
// encoding the browser accepts without compressing on each request. Files under 1 KB are left alone: an
// encoded response would hardly be smaller than its headers.

/** The extensions of the files worth compressing (what the site writes that is text). */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.md', '.webmanifest', '.map']
export const minCompressBytes = 1024

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export function isCompressible(file: string): boolean {
  return compressibleExtensions.includes(path.extname(file).toLowerCase())
}

function textFilesIn(folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) files.push(...textFilesIn(file))
    else if (entry.isFile() && isCompressible(file)) files.push(file)
  }
  return files
}

/**
 * Writes `.gz` (level 9) and `.br` next to every text file of `outDir` of at least 1 KB. Brotli runs at
 * quality 5: on this site's 11 MB of text, quality 11 was 13 % smaller but took 30 times as long (over a
 * minute on 2 cores, ten times the rest of the build). Returns how many files it compressed.
 */
export async function precompressFolder(outDir: string): Promise<number> {
  const queue = textFilesIn(outDir)
  let compressed = 0
  // A few files at a time (zlib runs them on libuv's threads): all at once held every file and its
  // compressor state in memory together, for no gain on two cores.
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = readFileSync(file)
      if (body.length < minCompressBytes) continue
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ])
      writeFileSync(`${file}.gz`, gz)
      writeFileSync(`${file}.br`, br)
      compressed++
    }
  }
  await Promise.all(Array.from({ length: 2 }, worker))
  return compressed
}
