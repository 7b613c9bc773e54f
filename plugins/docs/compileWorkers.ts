import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { DocsPage } from './contentStore.ts'
import type { PipelineOptions } from '../markdown/pipeline.ts'

// Compiling every page of a build, spread over worker threads: each worker has its own markdown pipeline
// and takes the next file as soon as it is done with one (pages differ in size by a factor of twenty), so
// more cores compile more pages at once. The main thread keeps what each page compiled to.

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
export type WorkerReply = { file: string } & ({ page: CompiledInWorker } | { problems: string[] } | { error: string })

/** Below this many pages a build compiles on its own thread: a worker loads the pipeline anew (this site, 98 pages, took 15 s CPU with 2 workers, 11 s without). */
const minPagesForWorkers = 500

/** How many compile threads a build of `pages` pages uses (DOCS_COMPILE_THREADS overrides; 0 or 1: none). */
export function compileThreads(pages: number, plugins: { remark?: unknown[]; rehype?: unknown[] }): number {
  // User plugins are functions, which cannot be sent to a worker.
  if (plugins.remark?.length || plugins.rehype?.length) return 0
  const chosen = process.env.DOCS_COMPILE_THREADS
  if (chosen !== undefined) return Number(chosen) > 1 ? Number(chosen) : 0
  if (pages < minPagesForWorkers) return 0
  return Math.min(availableParallelism(), 8)
}

/**
 * Compiles `files` (each with its source) on `threads` workers; calls `onResult` for each in the order
 * the files are given, so problems are reported in file order whatever finishes first.
 */
export async function compileInWorkers(
  files: { file: string; source: string }[],
  setup: WorkerSetup,
  threads: number,
  onResult: (reply: WorkerReply) => void,
): Promise<void> {
  const workerUrl = new URL('./compileWorker.mjs', import.meta.url)
  const replies = new Map<string, WorkerReply>()
  let nextToSend = 0
  let nextToReport = 0
  const report = () => {
    while (nextToReport < files.length && replies.has(files[nextToReport].file)) {
      const file = files[nextToReport++].file
      onResult(replies.get(file)!)
      replies.delete(file)
    }
  }
  const workers = Array.from({ length: Math.min(threads, files.length) }, () => new Worker(workerUrl, { workerData: setup }))
  try {
    await new Promise<void>((resolve, reject) => {
      let received = 0
      for (const worker of workers) {
        const sendNext = () => {
          if (nextToSend < files.length) worker.postMessage(files[nextToSend++] satisfies WorkerRequest)
        }
        worker.on('message', (reply: WorkerReply) => {
          if ('error' in reply) return reject(new Error(`compiling ${reply.file} failed in a worker:\n${reply.error}`))
          replies.set(reply.file, reply)
          report()
          if (++received === files.length) return resolve()
          sendNext()
        })
        worker.on('error', reject)
        worker.on('exit', (code) => received < files.length && reject(new Error(`a compile worker stopped (exit code ${code})`)))
        // Two files in flight per worker: the next one is waiting when the worker is done with one.
        sendNext()
        sendNext()
      }
    })
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  report()
}
