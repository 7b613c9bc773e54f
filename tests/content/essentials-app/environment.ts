/**
 * The page the app runs in: jsdom (the test file's environment), with the browser behaviour jsdom lacks.
 */
import { pathToFileURL } from 'node:url'
import { appRegistry } from './shims/registry.ts'

let patched = false

/**
 * jsdom has no `fetch`, so the app gets Node's, which refuses a relative URL such as `/fakeApi/posts`.
 * A browser resolves it against the page's address; so do these.
 */
export function resolveRelativeUrlsLikeABrowser(): void {
  if (patched) return
  patched = true
  const resolve = (input: RequestInfo | URL): RequestInfo | URL =>
    typeof input === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(input) ? new URL(input, window.location.href).href : input
  const NodeRequest = globalThis.Request
  globalThis.Request = class Request extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(resolve(input), init)
    }
  }
  const nodeFetch = globalThis.fetch
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => nodeFetch(resolve(input), init)
}

export interface RunningApp {
  /** console.error / console.warn calls made while the app ran (React and React-Redux warnings land here). */
  consoleMessages: string[]
  stop(): Promise<void>
}

/**
 * Starts a bundled app the way a browser loads `index.html`: an empty `<div id="root">` at `/`, then the
 * bundle's `main.jsx` runs. `stop()` unmounts the roots it created and closes its mock API.
 */
export async function startApp(bundleFile: string): Promise<RunningApp> {
  resolveRelativeUrlsLikeABrowser()
  document.head.innerHTML = ''
  document.body.innerHTML = '<div id="root"></div>'
  window.history.replaceState(null, '', '/')
  const consoleMessages: string[] = []
  const original = { error: console.error, warn: console.warn }
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      // RTK's development checks warn when they run slowly ("SerializableStateInvariantMiddleware took
      // 45ms…"): a fact about a loaded test machine, not about the tutorial's app.
      if (typeof args[0] === 'string' && /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/.test(args[0])) return
      consoleMessages.push(`console.${kind}: ${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')}`)
    }
  console.error = record('error')
  console.warn = record('warn')
  await import(/* @vite-ignore */ pathToFileURL(bundleFile).href)
  return {
    consoleMessages,
    async stop() {
      const registry = appRegistry()
      for (const root of registry.roots.splice(0)) root.unmount()
      for (const server of registry.servers.splice(0)) server.close()
      // Let requests and timers that were still under way settle before the next app starts.
      await new Promise((resolve) => setTimeout(resolve, 50))
      console.error = original.error
      console.warn = original.warn
      document.body.innerHTML = ''
    },
  }
}
