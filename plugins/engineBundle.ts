import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { workerBundle, workerBundleFolder } from './docs/workerBundle.ts'

// Vite bundles vite.config.ts and every local file it imports, on every start, through its config
// loader's JavaScript plugin hooks: with the engine (plugins/, ~130 files) that was ~0.7 s of CPU on the
// build's own thread before anything else could start. The site's config takes the engine from here
// instead: bundled by Rolldown as the compile workers' is (docs/workerBundle.ts) and kept in
// node_modules/.cache/ by a hash of its files' text, so an unchanged engine costs reading those files.
// The engine is the same code either way (each file's import.meta.url as in its own file).

/** The engine's entry, plugins/index.ts. */
const entry = fileURLToPath(new URL('./index.ts', import.meta.url))

export type Engine = typeof import('./index.ts')

/** plugins/index.ts, bundled (or the bundle kept from an earlier start). */
export async function loadEngine(): Promise<Engine> {
  const bundled = await workerBundle(entry)
  if (!bundled) throw new Error(`could not bundle the docs engine (${path.relative(process.cwd(), entry)}): import it directly`)
  return (await import(pathToFileURL(bundled).href)) as Engine
}

/**
 * The dev server restarts when a file of the engine changes, as it does for a file its config imports
 * (Vite knows only the files it bundled itself); the restart loads the engine bundled anew.
 */
export function restartOnEngineChange(): Plugin {
  return {
    name: 'docs:engine-restart',
    apply: 'serve',
    configureServer(server) {
      const inputs = new Set(engineFiles())
      server.watcher.add([...inputs])
      server.watcher.on('change', (file) => {
        if (inputs.has(path.resolve(file))) void server.restart()
      })
    },
  }
}

/** The engine's files, as its kept bundle lists them (workerBundle.ts' inputs.json). */
function engineFiles(): string[] {
  const home = workerBundleFolder(entry)
  try {
    return home ? (JSON.parse(readFileSync(path.join(home, 'inputs.json'), 'utf8')) as string[]) : []
  } catch {
    return []
  }
}
