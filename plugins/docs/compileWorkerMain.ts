import { parentPort, workerData } from 'node:worker_threads'
import { createContentStore, type DocsPage } from './contentStore.ts'
import { PageError } from '../markdown/problems.ts'
import type { WorkerRequest, WorkerReply, WorkerSetup } from './compileWorkers.ts'

// One compile worker: a content store of its own over the same folder, given every file's route by the
// main thread (so it reads no other file), compiling the files it is sent one at a time.

const setup = workerData as WorkerSetup
const store = createContentStore({ ...setup.options, routes: new Map(setup.routes) })
const port = parentPort!

port.on('message', async ({ file, source }: WorkerRequest) => {
  let reply: WorkerReply
  try {
    const { absolutePath: _, source: __, ...page }: DocsPage = await store.compile(file, source)
    reply = { file, page }
  } catch (error) {
    reply = error instanceof PageError ? { file, problems: error.problems } : { file, error: (error as Error)?.stack ?? String(error) }
  }
  // What the main thread keeps of the page is all it needs: the worker forgets it (memory stays bounded).
  store.forget(file)
  port.postMessage(reply)
})
