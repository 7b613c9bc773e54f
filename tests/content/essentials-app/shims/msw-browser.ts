/**
 * `msw/browser` for the Node test: the page's `setupWorker(...handlers)` becomes `msw/node`'s
 * `setupServer(...handlers)`, with the same handlers. `worker.start()` starts intercepting `fetch`.
 * Requests that no handler answers are errors here (the page bypasses them to Vite's server in a browser;
 * in the test there is nothing else to answer, so such a request is a bug of the app).
 */
import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { appRegistry } from './registry.ts'

export function setupWorker(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  return {
    async start(_options?: unknown): Promise<undefined> {
      server.listen({ onUnhandledRequest: 'error' })
      appRegistry().servers.push(server)
      return undefined
    },
    stop(): void {
      server.close()
    },
    use: server.use.bind(server),
    resetHandlers: server.resetHandlers.bind(server),
    restoreHandlers: server.restoreHandlers.bind(server),
    listHandlers: server.listHandlers.bind(server),
    events: server.events,
  }
}
