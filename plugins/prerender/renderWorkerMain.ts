import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { provideServerPageModules } from '../docs/manifest.ts'
import type { PageModule } from '../../shared/types.ts'
import type { ServerEntry } from './ssrBuild.ts'
import { renderedPage } from './renderedPage.ts'
import type { PageModuleParts, RenderReply, RenderRequest, RenderWorkerSetup } from './renderWorkers.ts'

// One render worker (renderWorkers.ts starts it, bundled by docs/workerBundle.ts): the server bundle
// imported in a thread of its own, rendering one route at a time. A markdown page's module is the main
// thread's (the docs plugin holds the pages): it comes with the route to render, its body as the JSON it
// is kept as; any other module the render needs is asked for by route.

const port = parentPort!
const { serverEntry } = workerData as RenderWorkerSetup
const asked = new Map<number, { resolve: (module: PageModule) => void; reject: (error: Error) => void }>()
let nextAsk = 0
/** The module sent with the route being rendered. */
let sent: { route: string; parts: PageModuleParts } | undefined

const moduleOf = (parts: PageModuleParts): PageModule =>
  ({ ...parts.module, tree: JSON.parse(parts.body) as PageModule['tree'] }) as PageModule

provideServerPageModules((route) =>
  sent?.route === route
    ? Promise.resolve(moduleOf(sent.parts))
    : new Promise<PageModule>((resolve, reject) => {
        const id = nextAsk++
        asked.set(id, { resolve, reject })
        port.postMessage({ type: 'module', id, route } satisfies RenderReply)
      }),
)
let rendering = Promise.resolve()
const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry

port.on('message', async (message: RenderRequest) => {
  if (message.type === 'module') {
    const waiting = asked.get(message.id)!
    asked.delete(message.id)
    if ('error' in message) waiting.reject(new Error(message.error))
    else waiting.resolve(moduleOf(message))
    return
  }
  // The main thread sends the next route before this one is done: they are rendered one after the other.
  rendering = rendering.then(() => render(message))
})

async function render(message: Extract<RenderRequest, { type: 'render' }>) {
  sent = message.module && { route: message.route, parts: message.module }
  let reply: RenderReply
  // The page's HTML goes as its bytes, whose buffer is moved to the main thread, not copied (renderedPage.ts).
  let moved: ArrayBuffer[] = []
  try {
    const rendered = renderedPage(await server.render(message.route), 'bytes')
    if (typeof rendered.appHtml !== 'string') moved = [rendered.appHtml.buffer as ArrayBuffer]
    reply = { type: 'rendered', id: message.id, rendered }
  } catch (error) {
    reply = { type: 'rendered', id: message.id, error: (error as Error)?.message ?? String(error) }
  }
  sent = undefined
  port.postMessage(reply, moved)
}
