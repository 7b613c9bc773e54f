import { fileURLToPath, pathToFileURL } from 'node:url'
import { keptBundle, keptBundleFolder } from './keptBundle.mjs'

// A compile worker runs the engine's TypeScript. Through tsx's loader (compileWorker.mjs) a worker took
// ~2.7 s of CPU to start on this 2-core machine: tsx's esbuild service and a transform of every file
// it imports, in every worker of every build. Here the worker's entry is bundled once into plain
// JavaScript and reused while the text of every file in it is the same (keptBundle.mjs): a worker then
// starts in ~0.7 s (mostly the markdown packages' own loading).

const cache = 'docs-workers'

/** The folder bundles of a worker's `entry` are kept under (`node_modules/.cache/docs-workers/…`); undefined if none. */
export const workerBundleFolder = (entry: string): string | undefined => keptBundleFolder(entry, cache)

/**
 * The bundled worker's entry file (a path) for the TypeScript `entry`, made now or found from an earlier
 * build; undefined when it cannot be made (the caller falls back to the TypeScript loader).
 */
export const workerBundle = (entry: string): Promise<string | undefined> => keptBundle(entry, cache)

const entries = new Map<string, Promise<URL>>()

/**
 * A worker's entry to start it from: `main` (a TypeScript module) bundled, else `fallback` (a module that
 * runs `main` through tsx's loader). Made once per process and shared, so a build can start making it early
 * (as soon as its config is read) and the code that starts the worker later waits for the same one.
 */
export function workerEntry(main: URL, fallback: URL): Promise<URL> {
  let entry = entries.get(main.href)
  if (!entry) {
    entry = workerBundle(fileURLToPath(main)).then((bundled) => (bundled ? pathToFileURL(bundled) : fallback))
    entries.set(main.href, entry)
  }
  return entry
}
