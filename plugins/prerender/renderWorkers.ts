import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PageModule } from '../../shared/types.ts'
import type { RenderedPage } from './renderedPage.ts'
import { workerBundle } from '../docs/workerBundle.ts'

// Rendering every route of a large site across worker threads: each worker imports the server bundle and
// renders one route at a time; the main thread hands out the routes, serves the markdown pages' modules
// (the docs plugin's, by route) and writes each page in route order as before (prerender/index.ts), so the
// output is the same bytes on 1 core or 16.

/** A markdown page's module as it crosses to a worker: everything but the body, and the body as its JSON text. */
export interface PageModuleParts {
  module: Omit<PageModule, 'tree'>
  body: string
}
export interface RenderWorkerSetup {
  /** The server bundle's entry file (absolute path). */
  serverEntry: string
}
export type RenderRequest =
  | { type: 'render'; id: number; route: string; module?: PageModuleParts }
  | ({ type: 'module'; id: number } & (PageModuleParts | { error: string }))
export type RenderReply =
  { type: 'module'; id: number; route: string } | ({ type: 'rendered'; id: number } & ({ rendered: RenderedPage } | { error: string }))

/** Below this many routes the build renders on its own thread: a worker loads React and the app anew. */
const minRoutesForWorkers = 300

/** How many render workers a build of `routes` routes uses (DOCS_RENDER_THREADS overrides; 0: none). */
export function renderThreads(routes: number): number {
  const chosen = process.env.DOCS_RENDER_THREADS
  if (chosen !== undefined) return Math.max(0, Math.floor(Number(chosen)) || 0)
  if (routes < minRoutesForWorkers) return 0
  // The main thread has the writing, the policy's page scan and the modules to serve: one core is its own.
  return Math.min(availableParallelism() - 1, 7)
}

export interface RenderPool {
  /** Renders a route on the next free worker; rejects with the render's error message. */
  render(route: string): Promise<RenderedPage>
  /**
   * Renders the oldest route no worker has taken yet with `render` (the calling thread's own server
   * bundle) and settles its `render` promise; false when every route asked for is with a worker already.
   */
  renderOneHere(render: (route: string) => Promise<RenderedPage>): Promise<boolean>
  close(): Promise<void>
}

/**
 * Routes a worker holds at once, each with its module: the one it renders and the next few, so it does not
 * wait for the main thread (busy writing or rendering a page of its own) between routes.
 */
const perWorker = 4

interface Job {
  id: number
  route: string
  resolve: (rendered: RenderedPage) => void
  reject: (error: Error) => void
}

/** Starts `threads` render workers over the server bundle at `serverEntry`; `moduleParts` serves the markdown pages' modules. */
export async function createRenderPool(
  serverEntry: string,
  threads: number,
  moduleParts: (route: string) => Promise<PageModuleParts>,
): Promise<RenderPool> {
  const entry = await workerBundle(fileURLToPath(new URL('./renderWorkerMain.ts', import.meta.url)))
  if (!entry) throw new Error('the render worker could not be bundled')
  const queue: Job[] = []
  const waiting = new Map<number, Job>()
  const held = new Map<Worker, number>()
  let nextId = 0
  let failure: Error | undefined
  // A route's module goes with the route (a route that is no markdown page has none: the worker then asks
  // as it would for any other, and gets the same error).
  const send = (worker: Worker, job: Job) => {
    moduleParts(job.route).then(
      (module) => worker.postMessage({ type: 'render', id: job.id, route: job.route, module } satisfies RenderRequest),
      () => worker.postMessage({ type: 'render', id: job.id, route: job.route } satisfies RenderRequest),
    )
  }
  const dispatch = () => {
    for (const [worker, count] of held) {
      let holding = count
      while (holding < perWorker && queue.length) {
        const job = queue.shift()!
        waiting.set(job.id, job)
        send(worker, job)
        holding++
      }
      held.set(worker, holding)
    }
  }
  const failAll = (error: Error) => {
    failure ??= error
    for (const { reject } of [...waiting.values(), ...queue]) reject(error)
    waiting.clear()
    queue.length = 0
  }
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(entry, { workerData: { serverEntry } satisfies RenderWorkerSetup })
    worker.on('message', (reply: RenderReply) => {
      if (reply.type === 'module') {
        moduleParts(reply.route).then(
          (parts) => worker.postMessage({ type: 'module', id: reply.id, ...parts } satisfies RenderRequest),
          (error: Error) => worker.postMessage({ type: 'module', id: reply.id, error: error.message } satisfies RenderRequest),
        )
        return
      }
      const request = waiting.get(reply.id)
      waiting.delete(reply.id)
      if ('error' in reply) request?.reject(new Error(reply.error))
      else request?.resolve(reply.rendered)
      held.set(worker, held.get(worker)! - 1)
      dispatch()
    })
    worker.on('error', failAll)
    worker.on('exit', (code) => (waiting.size || queue.length) && failAll(new Error(`a render worker stopped (exit code ${code})`)))
    held.set(worker, 0)
    return worker
  })
  return {
    render(route) {
      if (failure) return Promise.reject(failure)
      const id = nextId++
      const rendered = new Promise<RenderedPage>((resolve, reject) => queue.push({ id, route, resolve, reject }))
      dispatch()
      return rendered
    },
    async renderOneHere(render) {
      const job = queue.shift()
      if (!job) return false
      try {
        job.resolve(await render(job.route))
      } catch (error) {
        job.reject(error instanceof Error ? error : new Error(String(error)))
      }
      return true
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
