/**
 * What the shims hand to the test: the React roots the app created and the mock API servers it started,
 * so the test can tear one part's app down before the next one starts. Shared through globalThis because
 * each part's bundle carries its own copy of the shims.
 */
import type { Root } from 'react-dom/client'
import type { SetupServer } from 'msw/node'

export interface AppRegistry {
  roots: Root[]
  servers: SetupServer[]
  /** Factor applied to every `delay(ms)` of the mock API (the page's 800 ms becomes 800 * latencyScale). */
  latencyScale: number
}

const key = '__essentialsApp'

export function appRegistry(): AppRegistry {
  const holder = globalThis as typeof globalThis & { [key]?: AppRegistry }
  holder[key] ??= { roots: [], servers: [], latencyScale: 0.1 }
  return holder[key]
}
