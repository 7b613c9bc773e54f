// The child process precompress.ts starts: `node precompressChild.mjs <settings JSON>`. Plain JavaScript,
// so Node runs it as it is. It reads file paths from its input, one a line, as the build finishes each
// file; writes `<file>.gz` and `<file>.br` next to each of at least `minBytes`; and, once its input ends,
// prints how many files it compressed.
//
// Why a process of its own: zlib's buffers and encoder state live in the memory of the threads that run
// them, which the C allocator keeps after they are freed; in the build's process that added ~40 MB to the
// build's peak, on top of the bundler's memory. Here it goes away when the process exits. And its work
// runs beside the build's rendering instead of after it.
import { readFileSync, writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** @type {{ minBytes: number; brotliQuality: number; gzipLevel: number; concurrency: number }} */
const settings = JSON.parse(process.argv[2])

/** @type {string[]} */
const queue = []
let inputEnded = false
/** @type {(() => void)[]} */
let waiting = []
const wakeAll = () => {
  const woken = waiting
  waiting = []
  for (const wake of woken) wake()
}
let partialLine = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (text) => {
  const lines = (partialLine + text).split('\n')
  partialLine = lines.pop() ?? ''
  queue.push(...lines.filter(Boolean))
  wakeAll()
})
process.stdin.on('end', () => {
  if (partialLine) queue.push(partialLine)
  inputEnded = true
  wakeAll()
})

/** The next file to compress, waiting for the build to send one; undefined once the input has ended. */
async function nextFile() {
  while (!queue.length && !inputEnded) await new Promise((resolve) => waiting.push(resolve))
  return queue.shift()
}

let compressed = 0
// A few files at a time (zlib runs them on libuv's threads): all at once held every file and its
// compressor state in memory together, for no gain on two cores.
const worker = async () => {
  for (let file = await nextFile(); file !== undefined; file = await nextFile()) {
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
