import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createContentStore, type DocsPage } from '../../plugins/docs/contentStore.ts'
import { compileThreads } from '../../plugins/docs/compileWorkers.ts'
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
