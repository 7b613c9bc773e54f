import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { DocsPage } from './contentStore.ts'
import type { PipelineOptions } from '../markdown/pipeline.ts'
import { workerEntry } from './workerBundle.ts'

// Compiling every page of a build, spread over worker threads and the build's own thread: each worker has
// its own markdown pipeline and takes the next file as soon as it is done with one (pages differ in size by
// a factor of twenty), so more cores compile more pages at once; the main thread, whose pipeline is loaded
// already, compiles from the same queue meanwhile. The main thread keeps what each page compiled to.

/** What a worker is started with: the store's options (cloneable ones only) and every page file's route. */
export interface WorkerSetup {
  options: WorkerStoreOptions
  routes: [file: string, route: string][]
}
export type WorkerStoreOptions = Omit<PipelineOptions, 'remarkPlugins' | 'rehypePlugins' | 'routeOfFile'> & { includeDrafts?: boolean }
export interface WorkerRequest {
  file: string
  source: string
}
export type CompiledInWorker = Omit<DocsPage, 'absolutePath' | 'source'>
export type WorkerReply = { file: string } & ({ page: CompiledInWorker } | { problems: string[] } | { error: string } | { kept: true })
/** A file compiled on the main thread: its page is in the store already, or its problems are here. */
export interface LocalReply {
  file: string
  here: true
  problems?: string[]
}

/**
 * Below this many pages a build compiles on its own thread alone: a worker starts in ~0.8 s of CPU (the
 * markdown packages loaded anew) and compiles its first pages with a cold JIT. This site's 98 pages took
 * 18.4 s of CPU with one worker beside the main thread against 14.3 s without, and no less wall time, on
 * this 2-core machine at load 7–8 (2,000 pages: 110–137 s against 152 s with two workers and the main
 * thread idle). DOCS_COMPILE_THREADS=1 gives a small site its worker (free cores: less wall time).
 */
const minPagesForWorkers = 200

/**
 * How many worker threads a build of `pages` pages compiles on, besides its own thread: one per core but
 * the one the main thread compiles on, up to 7 (DOCS_COMPILE_THREADS overrides: that many workers; 0:
 * none).
 */
export function compileThreads(pages: number, plugins: { remark?: unknown[]; rehype?: unknown[] }): number {
  // User plugins are functions, which cannot be sent to a worker.
  if (plugins.remark?.length || plugins.rehype?.length) return 0
  const chosen = process.env.DOCS_COMPILE_THREADS
  if (chosen !== undefined) return Math.max(0, Math.floor(Number(chosen)) || 0)
  if (pages < minPagesForWorkers) return 0
  return Math.min(availableParallelism() - 1, 7)
}

/**
 * A worker's young generation: parsing makes short-lived nodes by the million, and V8's default (16 MB
 * semi-spaces) collected them more often than a larger one for the same pages. The worker's heap lives in
 * the build's process, and the build's peak memory falls while the pages compile, beside the bundler's
 * native memory: a larger young generation than this added to that peak without saving CPU time
 * (figures in the commit that set it).
 */
const resourceLimits = { maxYoungGenerationSizeMb: 48 }

/** The compile worker's entry, bundled (workerBundle.ts), else through tsx's loader; made once per process. */
const entry = () => workerEntry(new URL('./compileWorkerMain.ts', import.meta.url), new URL('./compileWorker.mjs', import.meta.url))

/**
 * Starts making the worker's entry now (a build that will compile on workers, as soon as its config is
 * read): a fresh clone has no bundle kept, and the bundler runs on its own threads while Vite starts.
 */
export function prepareCompileWorkers(): void {
  void entry().catch(() => undefined)
}

/**
 * Compiles `files` (each with its source) on `threads` workers and with `compileHere` on this thread,
 * each taking the next file when done; calls `onPage` with each page a worker compiled as it arrives, and
 * `onResult` for each file in the order the files are given (a worker's page then reads `kept`), so
 * problems are reported in file order whatever finishes first. The workers take the files of
 * `workersFirst` before the others (pages whose JavaScript tabs need typescript and Prettier: loaded in
 * a worker only, this thread never needs them) and this thread takes the others from the end of the
 * queue.
 */
export async function compileInWorkers(
  files: { file: string; source: string }[],
  setup: WorkerSetup,
  threads: number,
  onResult: (reply: WorkerReply | LocalReply) => void,
  onPage: (file: string, page: CompiledInWorker) => void,
  compileHere?: (file: string) => Promise<LocalReply>,
  workersFirst: ReadonlySet<string> = new Set(),
): Promise<void> {
  const replies = new Map<string, WorkerReply | LocalReply>()
  let nextToReport = 0
  const report = () => {
    while (nextToReport < files.length && replies.has(files[nextToReport].file)) {
      const file = files[nextToReport++].file
      onResult(replies.get(file)!)
      replies.delete(file)
    }
  }
  // A worker's page is handed over as it arrives; only its place in the report waits for the files before
  // it. Held until then, the pages the workers take first (those with JavaScript tabs, spread over the
  // file order) piled up, bodies and all, until the pages before them were done: most of the compile.
  const arrived = (reply: WorkerReply): WorkerReply => {
    if (!('page' in reply)) return reply
    onPage(reply.file, reply.page)
    return { file: reply.file, kept: true }
  }
  // The workers take from the front, this thread from the back; they meet somewhere in the middle.
  const queue = [...files.filter(({ file }) => workersFirst.has(file)), ...files.filter(({ file }) => !workersFirst.has(file))]
  let front = 0
  let back = queue.length
  // Awaited before this thread compiles: the bundler calls back into this thread (its transform), and
  // would wait for each page compiled here.
  const url = threads > 0 ? await entry() : undefined
  const workers: Worker[] = []
  let stopped = false
  try {
    await new Promise<void>((resolve, reject) => {
      let received = 0
      const fail = (error: unknown) => {
        stopped = true
        reject(error)
      }
      const take = (reply: WorkerReply | LocalReply) => {
        replies.set(reply.file, reply)
        report()
        if (++received === files.length) resolve()
      }
      if (!files.length) return resolve()
      const startWorker = (url: URL) => {
        const worker = new Worker(url, { workerData: setup, resourceLimits })
        workers.push(worker)
        const sendNext = () => {
          if (front < back) worker.postMessage(queue[front++] satisfies WorkerRequest)
        }
        worker.on('message', (reply: WorkerReply) => {
          if ('error' in reply) return fail(new Error(`compiling ${reply.file} failed in a worker:\n${reply.error}`))
          take(arrived(reply))
          sendNext()
        })
        worker.on('error', fail)
        worker.on('exit', (code) => received < files.length && fail(new Error(`a compile worker stopped (exit code ${code})`)))
        // Two files in flight per worker: the next one is waiting when the worker is done with one.
        sendNext()
        sendNext()
      }
      for (let index = 0; index < Math.min(threads, files.length); index++) startWorker(url!)
      if (!compileHere) return
      void (async () => {
        while (!stopped && front < back) {
          take(await compileHere(queue[--back].file))
          // The workers' replies (and their next files) wait for a free moment of this thread: one per page.
          await new Promise((next) => setImmediate(next))
        }
      })().catch(fail)
    })
  } finally {
    stopped = true
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  report()
}
