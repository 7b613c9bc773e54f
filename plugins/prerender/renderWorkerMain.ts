import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { provideServerPageModules } from '../docs/manifest.ts'
import type { PageModule } from '../../shared/types.ts'
import type { ServerEntry } from './ssrBuild.ts'
import type { RenderReply, RenderRequest, RenderWorkerSetup } from './renderWorkers.ts'

// One render worker (renderWorkers.ts starts it, bundled by docs/workerBundle.ts): the server bundle
// imported in a thread of its own, rendering one route at a time. A markdown page's module is the main
// thread's (the docs plugin holds the pages): asked for by route, its body sent as the JSON it is kept as.

const port = parentPort!
const { serverEntry } = workerData as RenderWorkerSetup
const asked = new Map<number, { resolve: (module: PageModule) => void; reject: (error: Error) => void }>()
let nextAsk = 0

provideServerPageModules(
  (route) =>
    new Promise<PageModule>((resolve, reject) => {
      const id = nextAsk++
      asked.set(id, { resolve, reject })
      port.postMessage({ type: 'module', id, route } satisfies RenderReply)
    }),
)
const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry

port.on('message', async (message: RenderRequest) => {
  if (message.type === 'module') {
    const waiting = asked.get(message.id)!
    asked.delete(message.id)
    if ('error' in message) waiting.reject(new Error(message.error))
    else waiting.resolve({ ...message.module, tree: JSON.parse(message.body) as PageModule['tree'] } as PageModule)
    return
  }
  let reply: RenderReply
  try {
    reply = { type: 'rendered', id: message.id, rendered: await server.render(message.route) }
  } catch (error) {
    reply = { type: 'rendered', id: message.id, error: (error as Error)?.message ?? String(error) }
  }
  port.postMessage(reply)
})
