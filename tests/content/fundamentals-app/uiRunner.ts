/**
 * Parts 5–8: one assembled state of Tasks started as a browser starts it (an empty `<div id="root">`, then
 * the bundle of `src/main.jsx`) in jsdom, with MSW answering `/fakeApi` from Part 6 on, and put through the
 * UI flows (uiFlows.ts). "Reloading" starts a fresh copy of the bundle: a new store, loaded from the fake
 * server, which keeps its data in localStorage as a real server keeps it across page loads.
 */
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'
import { bundleModules, typecheckState, type Workspace } from './build.ts'
import type { AppState } from './listings.ts'
import { tasksRegistry } from './shims/registry.ts'
import { playTasksFlows } from './uiFlows.ts'

const shimsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shims')
const shims: Record<string, string> = {
  'react-dom/client': path.join(shimsDir, 'react-dom-client.ts'),
  'msw/browser': path.join(shimsDir, 'msw-browser.ts'),
}

/** The app's own imports of these packages get the shims; the shims themselves get the real packages. */
const shimPlugin: Plugin = {
  name: 'fundamentals-ui-shims',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^(react-dom\/client|msw\/browser)$/ }, (args) =>
      args.importer.startsWith(shimsDir) ? undefined : { path: shims[args.path] },
    )
  },
}

export interface UiReport {
  problems: string[]
  waitsFor: string[]
  /** What the flows did, empty when they did not run. */
  played: string[]
}

let patchedFetch = false
/** jsdom has no fetch; Node's refuses `/fakeApi/todos`, which a browser resolves against the page. */
function resolveRelativeUrlsLikeABrowser(): void {
  if (patchedFetch) return
  patchedFetch = true
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

/**
 * A page may show a component before the file it imports a new export from (Part 6's form, then the thunk
 * it dispatches). Like a file still to come, an export a later listing of the same part adds is awaited, not
 * an error: `src/x.jsx:3:10  TS2305: Module '"./todosReducer"' has no exported member 'saveNewTodo'`.
 */
function exportComingInPart(state: AppState, problem: string): string | undefined {
  const match = /(src\/[^:\s]+):\d+:\d+ {2}TS(?:2305|2614): Module '"(\.{1,2}\/[^"]+)"' has no exported member '(\w+)'/.exec(problem)
  if (!match) return undefined
  const [, importer, specifier, member] = match
  const target = path.posix.join(path.posix.dirname(importer), specifier)
  const exports = new RegExp(`export (?:async )?(?:function|const|let) ${member}\\b|export \\{[^}]*\\b${member}\\b`)
  return state.comingInPart.find((listing) => listing.path.replace(/\.\w+$/, '') === target && exports.test(listing.code))?.path
}

let loads = 0

/** `checked`: the state already written and typechecked (by `typecheckStates`, with others). */
export async function checkStateInUi(workspace: Workspace, state: AppState, checked = typecheckState(workspace, state)): Promise<UiReport> {
  const { dir } = checked
  const waitsFor = [...checked.waitsFor]
  const problems = checked.problems.filter((problem) => {
    const coming = exportComingInPart(state, problem)
    if (coming) waitsFor.push(coming)
    return !coming
  })
  if (problems.length || waitsFor.length || !state.files.has('src/main.jsx')) return { problems, waitsFor, played: [] }
  const bundle = await bundleModules(state, dir, { main: 'src/main.jsx' }, [shimPlugin])
  if (bundle.problems.length || !bundle.file) return { problems: bundle.problems, waitsFor, played: [] }
  const bundleUrl = pathToFileURL(bundle.file).href

  resolveRelativeUrlsLikeABrowser()
  window.localStorage.clear()
  const consoleMessages: string[] = []
  const original = { log: console.log, group: console.group, groupEnd: console.groupEnd, error: console.error, warn: console.warn }
  // The logger middleware of Part 4 prints every action: quiet here. Errors and warnings are the app's faults.
  console.log = console.group = console.groupEnd = () => {}
  console.error = (...args: unknown[]) => consoleMessages.push(`console.error: ${args.map(String).join(' ')}`)
  console.warn = (...args: unknown[]) => {
    // RTK's development checks warn when they run slowly: a fact about a loaded test machine, not the app.
    if (typeof args[0] === 'string' && /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/.test(args[0])) return
    consoleMessages.push(`console.warn: ${args.map(String).join(' ')}`)
  }

  const stop = async () => {
    const registry = tasksRegistry()
    for (const root of registry.roots.splice(0)) root.unmount()
    // Let requests still under way settle before their server closes.
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const server of registry.servers.splice(0)) server.close()
    document.body.innerHTML = ''
  }
  const start = async () => {
    document.body.innerHTML = '<div id="root"></div>'
    // A new query string is a new module instance: a fresh store, as after a page reload.
    await import(/* @vite-ignore */ `${bundleUrl}?load=${++loads}`)
  }
  const played: string[] = []
  try {
    await start()
    await playTasksFlows(
      {
        server: /from '\.\/api\/server'/.test(state.files.get('src/main.jsx')?.code ?? ''),
        reload: async () => {
          await stop()
          await start()
        },
      },
      played,
    )
  } catch (error) {
    problems.push(`${state.name} (${state.listing.page}:${state.listing.line}): ${(error as Error).message}\n  after: ${played.join('; ')}`)
  } finally {
    await stop()
    Object.assign(console, original)
  }
  problems.push(...consoleMessages.map((message) => `${state.name}: ${message}`))
  return { problems, waitsFor, played }
}
