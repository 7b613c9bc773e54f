// The child process precompress.ts starts: `node precompressChild.mjs <outDir> <settings JSON>`. Plain
// JavaScript, so Node runs it as it is. It writes `<file>.gz` and `<file>.br` next to every text file of
// <outDir> and prints how many files it compressed.
//
// Why a process of its own: zlib's buffers and encoder state live in the memory of the threads that run
// them, which the C allocator keeps after they are freed; in the build's process that added ~40 MB to the
// build's peak, on top of the bundler's memory. Here it goes away when the process exits.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

const [outDir, settingsJson] = process.argv.slice(2)
/** @type {{ extensions: string[]; minBytes: number; brotliQuality: number; gzipLevel: number; concurrency: number }} */
const settings = JSON.parse(settingsJson)

/** @param {string} folder @returns {string[]} */
function textFilesIn(folder) {
  const files = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) files.push(...textFilesIn(file))
    else if (entry.isFile() && settings.extensions.includes(path.extname(file).toLowerCase())) files.push(file)
  }
  return files
}

const queue = textFilesIn(outDir)
let compressed = 0
// A few files at a time (zlib runs them on libuv's threads): all at once held every file and its
// compressor state in memory together, for no gain on two cores.
const worker = async () => {
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const body = readFileSync(file)
    if (body.length < settings.minBytes) continue
    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: settings.gzipLevel }),
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ])
    writeFileSync(`${file}.gz`, gz)
    writeFileSync(`${file}.br`, br)
    compressed++
  }
}
await Promise.all(Array.from({ length: settings.concurrency }, worker))
process.stdout.write(String(compressed))
