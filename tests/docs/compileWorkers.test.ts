import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createContentStore, type DocsPage } from '../../plugins/docs/contentStore.ts'
import { compileInWorkers, compileThreads, type LocalReply, type WorkerReply } from '../../plugins/docs/compileWorkers.ts'
import { workerBundleFolder } from '../../plugins/docs/workerBundle.ts'
import { fixtureRoot } from '../helpers.ts'

// A build compiles on worker threads and its own (compileWorkers.ts): the pages must come out exactly as on the main
// thread, errors and all, in file order. The Docusaurus fixture has markdown and MDX pages, partials,
// pagination and links between folders.

const docsFolder = path.join(fixtureRoot, '..', 'docusaurus-docs')
const storeOver = () =>
  createContentStore({
    root: fixtureRoot,
    contentDir: docsFolder,
    publicDir: path.join(fixtureRoot, 'public'),
    mdxComponents: path.resolve('src/theme/mdxComponents.ts'),
  })
const comparable = (page: DocsPage) => JSON.stringify(Object.fromEntries(Object.entries({ ...page, ids: [...page.ids] }).sort()))

afterEach(() => {
  delete process.env.DOCS_COMPILE_THREADS
})

describe('compiling on worker threads', () => {
  it('gives every page exactly as the main thread compiles it, and the same errors in the same order', async () => {
    process.env.DOCS_COMPILE_THREADS = '0'
    const alone = storeOver()
    const aloneErrors = await alone.compileAll()
    process.env.DOCS_COMPILE_THREADS = '2'
    const threaded = storeOver()
    const threadedErrors = await threaded.compileAll()
    expect(threaded.pages().length).toBeGreaterThan(10)
    expect(threaded.pages().map(comparable)).toEqual(alone.pages().map(comparable))
    expect(threadedErrors).toEqual(aloneErrors)
    expect(threaded.compileCount()).toBe(alone.compileCount())
    // The workers ran their entry bundled into node_modules/.cache (workerBundle.ts), not through tsx.
    const bundles = workerBundleFolder(path.resolve('plugins/docs/compileWorkerMain.ts'))!
    expect(existsSync(path.join(bundles, 'inputs.json'))).toBe(true)
  }, 120_000)

  it("keeps each checkout's worker bundles apart, though their node_modules be one copied folder", () => {
    const here = workerBundleFolder(path.resolve('plugins/docs/compileWorkerMain.ts'))!
    const copy = path.resolve('tests/fixtures/a-copy-of-the-engine/plugins/docs/compileWorkerMain.ts')
    expect(path.dirname(here)).toBe(path.resolve('node_modules/.cache/docs-workers'))
    expect(path.basename(here)).toMatch(/^compileWorkerMain-[0-9a-f]{12}$/)
    // The copy resolves to the same node_modules (the project's, above it) but not to the same folder.
    expect(path.dirname(workerBundleFolder(copy)!)).toBe(path.dirname(here))
    expect(workerBundleFolder(copy)).not.toBe(here)
    expect(workerBundleFolder(path.resolve('plugins/docs/compileWorkerMain.ts'))).toBe(here)
  })

  it("hands a worker's page over as it arrives, not when the files before it are done", async () => {
    const store = storeOver()
    const [first, second, last] = store.files()
    const setup = {
      options: {
        root: fixtureRoot,
        contentDir: docsFolder,
        publicDir: path.join(fixtureRoot, 'public'),
        mdxComponents: path.resolve('src/theme/mdxComponents.ts'),
      },
      routes: store.files().map((file): [string, string] => [file, store.routeOf(file)]),
    }
    const files = [first, second, last].map((file) => ({ file, source: readFileSync(file, 'utf8') }))
    const events: string[] = []
    let releaseHere!: () => void
    const hereWaits = new Promise<void>((resolve) => (releaseHere = resolve))
    // The worker takes `last` first (as it does a page with JavaScript tabs), then `first`; this thread takes
    // `second` and finishes it only once the worker's page of `last` has arrived.
    await compileInWorkers(
      files,
      setup,
      1,
      (reply: WorkerReply | LocalReply) => events.push(`result ${path.basename(reply.file)}${'kept' in reply ? ' kept' : ''}`),
      (file, page) => {
        events.push(`page ${path.basename(file)} ${page.route}`)
        if (file === last) releaseHere()
      },
      async (file) => {
        await hereWaits
        return { file, here: true }
      },
      new Set([last]),
    )
    const name = (file: string) => path.basename(file)
    expect(events).toEqual([
      `page ${name(last)} ${store.routeOf(last)}`,
      `page ${name(first)} ${store.routeOf(first)}`,
      `result ${name(first)} kept`,
      `result ${name(second)}`,
      `result ${name(last)} kept`,
    ])
  }, 60_000)

  it('uses threads for large sites only, and never with plugins it cannot send to a worker', () => {
    expect(compileThreads(20, {})).toBe(0)
    // One worker per core but the main thread's, which compiles too.
    expect(compileThreads(5000, {})).toBe(Math.min(availableParallelism() - 1, 7))
    expect(compileThreads(5000, { remark: [() => undefined] })).toBe(0)
    process.env.DOCS_COMPILE_THREADS = '3'
    expect(compileThreads(20, {})).toBe(3)
    process.env.DOCS_COMPILE_THREADS = '0'
    expect(compileThreads(5000, {})).toBe(0)
  })
})
