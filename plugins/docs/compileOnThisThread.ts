import type { MarkdownPipeline } from '../markdown/pipeline.ts'
import { PageError } from '../markdown/problems.ts'
import { javascriptTabsFor } from '../markdown/tabsWorker.ts'

// Compiling a build's pages on the build's own thread (a site too small for compile workers:
// compileWorkers.ts), with their JavaScript tabs made on a worker beside it (tabsWorker.ts). A page
// waits for its tabs at its code tabs step; meanwhile the next pages compile, a few at a time, so this
// thread does not sit idle while the worker catches up; and the pages that have no blocks for it compile
// first (it starts behind: it boots and loads Prettier first). Each page's output is its
// own whatever the order; what depended on the order, the problems, are reported in file order.

/** How many pages compile at once while their tabs are made on the worker (each holds its trees meanwhile). */
const pagesAtOnce = 4

export interface CompileOnThisThreadInput {
  /** The page files, in order. */
  files: readonly string[]
  /** A file's source; throws (a PageError) when it cannot be read. */
  sourceOf(file: string): string
  /** Compiles a page and keeps it (the content store's `compile`). */
  compile(file: string): Promise<unknown>
  pipeline: MarkdownPipeline
  codeTabs: boolean
}

/** Compiles every file; returns the problems of those that failed, in file order. */
export async function compileOnThisThread({ files, sourceOf, compile, pipeline, codeTabs }: CompileOnThisThreadInput): Promise<string[]> {
  const readable = files.flatMap((file) => {
    try {
      return [{ file, source: sourceOf(file) }]
    } catch {
      return [] // its compile reports why
    }
  })
  const worker = codeTabs ? javascriptTabsFor(readable, pipeline.codeResultsKept) : undefined
  const tabs = worker?.tabs
  await tabs?.started
  if (tabs) pipeline.useTranspiler((code, language, configFile) => tabs.javascriptOf({ code, language, configFile }))
  // The pages without blocks for the worker first: it boots and loads Prettier before its first answer.
  const order = worker ? [...files.filter((file) => !worker.handedOver.has(file)), ...worker.handedOver] : files
  const problems = new Map<string, string[]>()
  const compileOne = (file: string) =>
    compile(file).then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof PageError)) throw error
        problems.set(file, error.problems)
      },
    )
  try {
    // Without the worker nothing waits: one page at a time.
    await eachAtMost(order, tabs ? pagesAtOnce : 1, compileOne)
  } finally {
    pipeline.useTranspiler(undefined)
    await tabs?.close()
  }
  return files.flatMap((file) => problems.get(file) ?? [])
}

/** Runs `run` over `items` in order, at most `limit` at once. */
async function eachAtMost<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await run(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}
