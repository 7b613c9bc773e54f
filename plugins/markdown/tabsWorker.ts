import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { workerEntry } from '../docs/workerBundle.ts'
import { TranspileError } from './typescriptToJavaScript.ts'
import { typescriptFences } from './typescriptFences.ts'

// A build's JavaScript tabs (codeTabs.ts) made on a worker thread beside the build's own, which parses
// and transforms the pages meanwhile: typescript's transpile and Prettier were a fifth of a cold compile
// on the build's thread (with their garbage), and the typescript package is loaded there no more. The
// build hands over every TypeScript block of the pages to compile before it starts (prefetch), so the
// worker works ahead of the pages; a block asked for that was not handed over is sent when asked for.
// The JavaScript is the same bytes: the worker runs the same typescriptToJavaScript.

/** A TypeScript block and the file Prettier's settings are looked up from (the page). */
export interface TabsBlock {
  code: string
  language: 'ts' | 'tsx'
  configFile: string
}
export interface TabsRequest {
  id: number
  blocks: TabsBlock[]
}
export interface TabsReply {
  id: number
  results: ({ javascript: string } | { transpileError: string } | { error: string })[]
}

export interface JavascriptTabs {
  /** typescriptToJavaScript's answer for the block (TranspileError when it does not parse). */
  javascriptOf(block: TabsBlock): Promise<string>
  /** Starts these blocks now (a page's, transpiled together as its compile would), for a page that will ask for them later. */
  prefetch(blocks: readonly TabsBlock[]): void
  /** Ends the worker (pending answers are rejected). */
  close(): Promise<void>
  /**
   * Settles once the worker is started (its entry made). A thread that compiles meanwhile awaits it first:
   * the bundler calls back into that thread (its transform), and would wait for each page compiled there.
   */
  started: Promise<void>
}

const keyOf = ({ code, language, configFile }: TabsBlock) => `${language}\0${configFile}\0${code}`

/** The worker's entry, bundled (workerBundle.ts), else through tsx's loader; made once per process. */
const entry = () => workerEntry(new URL('./tabsWorkerMain.ts', import.meta.url), new URL('./tabsWorker.mjs', import.meta.url))

/**
 * Starts making the worker's entry now (a build whose tabs will be made on it, as soon as its config is
 * read): a fresh clone has no bundle kept, and the bundler runs on its own threads while Vite starts.
 */
export function prepareJavascriptTabs(): void {
  void entry().catch(() => undefined)
}

/** Starts the worker; blocks asked for before it runs wait for it. */
export function startJavascriptTabs(): JavascriptTabs {
  const worker = entry().then((url) => new Worker(url))
  const answers = new Map<string, Promise<string>>()
  const waiting = new Map<number, { resolve: (results: TabsReply['results']) => void; reject: (error: Error) => void }>()
  let nextId = 0
  let failure: Error | undefined
  const failAll = (error: Error) => {
    failure ??= error
    for (const { reject } of waiting.values()) reject(failure)
    waiting.clear()
  }
  void worker.then(
    (started) => {
      started.on('message', ({ id, results }: TabsReply) => {
        waiting.get(id)?.resolve(results)
        waiting.delete(id)
      })
      started.on('error', failAll)
      started.on('exit', (code) => failAll(new Error(`the JavaScript tabs' worker stopped (exit code ${code})`)))
    },
    (error: Error) => failAll(error),
  )
  const send = (blocks: TabsBlock[]) => {
    const id = nextId++
    const results = new Promise<TabsReply['results']>((resolve, reject) => {
      if (failure) return reject(failure)
      waiting.set(id, { resolve, reject })
    })
    void worker.then((started) => started.postMessage({ id, blocks } satisfies TabsRequest)).catch(() => undefined)
    blocks.forEach((block, index) => {
      const answer = results.then((all) => {
        const result = all[index]
        if ('javascript' in result) return result.javascript
        if ('transpileError' in result) throw new TranspileError(result.transpileError)
        throw new Error(`the JavaScript tab of a block failed in its worker:\n${result.error}`)
      })
      answer.catch(() => undefined) // a prefetched block nobody asks for must not be an unhandled rejection
      answers.set(keyOf(block), answer)
    })
  }
  return {
    javascriptOf(block) {
      const key = keyOf(block)
      if (!answers.has(key)) send([block])
      return answers.get(key)!
    },
    prefetch(blocks) {
      const fresh = blocks.filter((block) => !answers.has(keyOf(block)))
      if (fresh.length) send(fresh)
    },
    async close() {
      failAll(new Error("the JavaScript tabs' worker was closed"))
      await (await worker.catch(() => undefined))?.terminate()
    },
    started: worker.then(
      () => undefined,
      () => undefined,
    ),
  }
}

/**
 * A worker for a build's pages (absolute path and source), handed their TypeScript blocks ahead in file
 * order, and the pages it was handed blocks of; undefined when it would have nothing to do (every page's
 * tabs kept by the code cache, or no TypeScript block) or no core of its own to do it on.
 */
export function javascriptTabsFor(
  pages: readonly { file: string; source: string }[],
  kept: (source: string) => boolean,
): { tabs: JavascriptTabs; handedOver: Set<string> } | undefined {
  if (availableParallelism() < 2 || process.env.DOCS_TABS_THREAD === '0') return undefined
  const ahead = pages
    .filter(({ source }) => !kept(source))
    .map(({ file, source }) => ({ file, blocks: typescriptFences(source).map((fence) => ({ ...fence, configFile: file })) }))
    .filter(({ blocks }) => blocks.length)
  if (!ahead.length) return undefined
  const tabs = startJavascriptTabs()
  for (const { blocks } of ahead) tabs.prefetch(blocks)
  return { tabs, handedOver: new Set(ahead.map(({ file }) => file)) }
}
