import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startStaticServer } from '../../plugins/staticServer.ts'

// A production build of the site made as a deployment makes it, with settings in the environment
// (GTAG_ID for the page-view tests, ALGOLIA_* for search with Algolia). The global setup starts it in
// the background as the end-to-end run begins, so it is built while the other files run,
// not inside the timed tests that use it; a test waits for it with `variantSite(name)`.

const root = path.resolve(import.meta.dirname, '../..')
const vite = path.join(root, 'node_modules/vite/bin/vite.js')

export const MEASUREMENT_ID = 'G-E2ETEST1'
export const algoliaSettings = { ALGOLIA_APP_ID: 'E2EAPP', ALGOLIA_API_KEY: 'e2e-search-key', ALGOLIA_INDEX_NAME: 'redux_e2e' }

/** Which settings a test relies on: page views (GTAG_ID) or Algolia (ALGOLIA_*); one build has both. */
export type VariantName = 'gtag' | 'algolia'
const deployed = 'deployed'

/** A free port of 127.0.0.1, for a stand-in server the build must know before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe: Server = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Builds the site as a deployment with both GTAG_ID and ALGOLIA_* set would, into a fresh folder; `stop`
 * ends the build if it still runs and removes the folder. One build serves the page-view tests and the
 * Algolia tests (`variantSite`'s name says which settings a test relies on): neither setting changes what
 * the other's tests look at, and a second build took about 13 s of CPU from the tests running beside it.
 */
export function startVariantBuild(algoliaPort: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'redux-docs-variants-'))
  const env = { GTAG_ID: MEASUREMENT_ID, ...algoliaSettings, ALGOLIA_HOST: `http://127.0.0.1:${algoliaPort}` }
  let stopped = false
  const child = spawn(process.execPath, [vite, 'build', '--outDir', path.join(dir, deployed), '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // At the tests' own priority: the first group (which times nothing) keeps both cores busy, and a build
  // niced below it could still be running when the timed group began (likely part of why the timed files
  // took 259 s in CI run 22, against 180 s in run 20, when the first group ran one file at a time).
  let errors = ''
  child.stderr!.on('data', (data) => (errors += data))
  const finished = new Promise<void>((resolve) =>
    child.on('close', (code) => {
      if (!stopped) writeFileSync(path.join(dir, `${deployed}.done`), JSON.stringify({ code, errors }))
      resolve()
    }),
  )
  return {
    dir,
    async stop() {
      stopped = true
      if (child.exitCode === null) child.kill()
      await finished
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Waits for the build (started by the global setup in `dir`) and serves it; fails with the build's errors. */
export async function variantSite(dir: string, name: VariantName, timeoutMs = 240_000) {
  const done = path.join(dir, `${deployed}.done`)
  const deadline = Date.now() + timeoutMs
  while (!existsSync(done)) {
    if (Date.now() > deadline) throw new Error(`the build with ${name} settings did not finish within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const { code, errors } = JSON.parse(readFileSync(done, 'utf8')) as { code: number | null; errors: string }
  if (code !== 0) throw new Error(`The build with ${name} settings failed (exit ${code}):\n${errors}`)
  const { server, url } = await startStaticServer({ root: path.join(dir, deployed) })
  // Every connection dropped: a pooled page keeps its keep-alive socket open, and close() would wait for it.
  return { url, close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())) }
}
