import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { freePort, startVariantBuild } from './variantBuilds.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** Where the build with GTAG_ID and ALGOLIA_* set is written (tests/e2e/variantBuilds.ts). */
    variantsDir: string
    /** The port the Algolia build sends its queries to, where the search test's stand-in listens. */
    algoliaPort: number
  }
}

/** The project whose files use the variant build (vitest.e2e.config.ts). */
const usesVariants = (project: TestProject) => project.name === 'e2e-variant'

/**
 * Serves dist/ for the whole e2e run, and starts the variant build when a project whose files use it is
 * in the run. Vitest calls this once for the run and once for each project that has files to
 * run: the first call serves dist/, the others share it.
 */
let site: Promise<{ url: string; close: () => Promise<void> }> | undefined
let variants: Promise<{ dir: string; algoliaPort: number; stop: () => Promise<void> }> | undefined
let users = 0

async function serveDist() {
  const root = path.resolve(import.meta.dirname, '../../dist')
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the e2e tests')
  const { server, url } = await startStaticServer({ root })
  // Every connection dropped: a pooled page keeps its keep-alive socket open, and close() would wait for it.
  return { url, close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())) }
}

async function buildVariants() {
  const algoliaPort = await freePort()
  const builds = startVariantBuild(algoliaPort)
  return { dir: builds.dir, algoliaPort, stop: builds.stop }
}

export default async function setup(project: TestProject) {
  site ??= serveDist()
  // Only the page views' and searchAlgolia's project uses it: a run of other files builds nothing more.
  if (usesVariants(project)) variants ??= buildVariants()
  users++
  const { url } = await site
  project.provide('baseUrl', url)
  if (usesVariants(project)) {
    const { dir, algoliaPort } = await variants!
    project.provide('variantsDir', dir)
    project.provide('algoliaPort', algoliaPort)
  }
  return async () => {
    if (--users > 0) return
    await (await variants)?.stop()
    await (await site)?.close()
  }
}
