import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { freePort, startVariantBuilds } from './variantBuilds.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** Where the builds with GTAG_ID and ALGOLIA_* set are written (tests/e2e/variantBuilds.ts). */
    variantsDir: string
    /** The port the Algolia build sends its queries to, where the search test's stand-in listens. */
    algoliaPort: number
  }
}

/**
 * Serves dist/ for the whole e2e run, and starts the variant builds. Vitest calls this once for the
 * run and once per project (tests/e2e and its timed group): the first call does the work, the others
 * share it.
 */
let shared: Promise<{ url: string; variantsDir: string; algoliaPort: number; teardown: () => Promise<void> }> | undefined
let users = 0

async function start() {
  const root = path.resolve(import.meta.dirname, '../../dist')
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the e2e tests')
  const { server, url } = await startStaticServer({ root })
  const algoliaPort = await freePort()
  const variants = startVariantBuilds(algoliaPort)
  const teardown = async () => {
    await variants.stop()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { url, variantsDir: variants.dir, algoliaPort, teardown }
}

export default async function setup(project: TestProject) {
  shared ??= start()
  users++
  const { url, variantsDir, algoliaPort, teardown } = await shared
  project.provide('baseUrl', url)
  project.provide('variantsDir', variantsDir)
  project.provide('algoliaPort', algoliaPort)
  return async () => {
    if (--users === 0) await teardown()
  }
}
