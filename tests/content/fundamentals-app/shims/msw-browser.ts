/**
 * `msw/browser` for the test: the app's `setupWorker(...handlers)` becomes `msw/node`'s `setupServer` with
 * the same handlers. A request no handler answers is an error here: in the test nothing else could answer it.
 */
import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { tasksRegistry } from './registry.ts'

export function setupWorker(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  return {
    async start(_options?: unknown): Promise<undefined> {
      server.listen({ onUnhandledRequest: 'error' })
      tasksRegistry().servers.push(server)
      return undefined
    },
    stop(): void {
      server.close()
    },
    use: server.use.bind(server),
    resetHandlers: server.resetHandlers.bind(server),
    listHandlers: server.listHandlers.bind(server),
    events: server.events,
  }
}
