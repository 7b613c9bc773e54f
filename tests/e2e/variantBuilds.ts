import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { setPriority, tmpdir } from 'node:os'
import path from 'node:path'
import { startStaticServer } from '../../plugins/staticServer.ts'

// Production builds of the site made as a deployment makes them, with settings in the environment
// (GTAG_ID for the page-view tests, ALGOLIA_* for search with Algolia). The global setup starts them in
// the background as the end-to-end run begins, so they are built while the first group of files runs,
// not inside the timed tests that use them; a test waits for its build with `variantSite(name)`.

const root = path.resolve(import.meta.dirname, '../..')
const vite = path.join(root, 'node_modules/vite/bin/vite.js')

export const MEASUREMENT_ID = 'G-E2ETEST1'
export const algoliaSettings = { ALGOLIA_APP_ID: 'E2EAPP', ALGOLIA_API_KEY: 'e2e-search-key', ALGOLIA_INDEX_NAME: 'redux_e2e' }

export type VariantName = 'gtag' | 'algolia'

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

/** Starts both builds into a fresh folder; `stop` ends any still running and removes the folder. */
export function startVariantBuilds(algoliaPort: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'redux-docs-variants-'))
  const envs: Record<VariantName, Record<string, string>> = {
    gtag: { GTAG_ID: MEASUREMENT_ID },
    algolia: { ...algoliaSettings, ALGOLIA_HOST: `http://127.0.0.1:${algoliaPort}` },
  }
  const children: ChildProcess[] = []
  let stopped = false
  // One after the other: two at once would take both cores from the tests running meanwhile.
  const run = async () => {
    for (const [name, env] of Object.entries(envs)) {
      if (stopped) return
      const outDir = path.join(dir, name)
      const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      children.push(child)
      // Below the tests: they are what is being timed, the builds only need to be done by the time they are used.
      if (child.pid) setPriority(child.pid, 10)
      let errors = ''
      child.stderr!.on('data', (data) => (errors += data))
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
      writeFileSync(path.join(dir, `${name}.done`), JSON.stringify({ code, errors }))
    }
  }
  const finished = run()
  return {
    dir,
    async stop() {
      stopped = true
      for (const child of children) if (child.exitCode === null) child.kill()
      await finished.catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Waits for the named build (started by the global setup in `dir`) and serves it; fails with the build's errors. */
export async function variantSite(dir: string, name: VariantName, timeoutMs = 240_000) {
  const done = path.join(dir, `${name}.done`)
  const deadline = Date.now() + timeoutMs
  while (!existsSync(done)) {
    if (Date.now() > deadline) throw new Error(`the ${name} build did not finish within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const { code, errors } = JSON.parse(readFileSync(done, 'utf8')) as { code: number | null; errors: string }
  if (code !== 0) throw new Error(`The ${name} build failed (exit ${code}):\n${errors}`)
  const { server, url } = await startStaticServer({ root: path.join(dir, name) })
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
