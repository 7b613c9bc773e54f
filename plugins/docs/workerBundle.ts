import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// A compile worker runs the engine's TypeScript. Through tsx's loader (compileWorker.mjs) a worker took
// ~2.7 s of CPU to start on this 2-core machine: tsx's esbuild service and a transform of every file
// it imports, in every worker of every build. Here the worker's entry is bundled once into plain
// JavaScript (Rolldown, the bundler Vite itself runs) and reused while the text of every file in it is
// the same: a worker then starts in ~0.7 s (mostly the markdown packages' own loading). Packages stay
// external (`node_modules`, Node's built-ins), as Vite's config bundle does, so the bundle is kept where
// they resolve as from the engine's own files: `node_modules/.cache/` above the entry.

const inputsFile = 'inputs.json'

/**
 * The folder bundles of `entry` are kept under, in the nearest `node_modules` above it; undefined if none.
 * It is named after the entry's full path: a checkout whose `node_modules` was copied from another (a git
 * worktree, a copied project) would otherwise find the other's record of inputs, check the other's files,
 * and run the other's worker code.
 */
export function workerBundleFolder(entry: string): string | undefined {
  const name = `${path.basename(entry, path.extname(entry))}-${createHash('sha256').update(entry).digest('hex').slice(0, 12)}`
  for (let dir = path.dirname(entry); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) return path.join(dir, 'node_modules', '.cache', 'docs-workers', name)
    if (path.dirname(dir) === dir) return undefined
  }
}

/**
 * The bundled worker's entry file (a path) for the TypeScript `entry`, made now or found from an earlier
 * build; undefined when it cannot be made (the caller falls back to the TypeScript loader).
 */
export async function workerBundle(entry: string): Promise<string | undefined> {
  const home = workerBundleFolder(entry)
  if (!home) return undefined
  const kept = keptBundle(home)
  if (kept) return kept
  try {
    return await bundle(entry, home)
  } catch {
    return undefined
  }
}

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

/** The bundle made before, if every file it was made from has the text it had then. */
function keptBundle(home: string): string | undefined {
  try {
    const inputs = JSON.parse(readFileSync(path.join(home, inputsFile), 'utf8')) as string[]
    const file = path.join(home, keyOf(inputs), 'entry.mjs')
    return existsSync(file) ? file : undefined
  } catch {
    return undefined // never made, or an input is gone
  }
}

/** A hash of the inputs' names and text: the subfolder a bundle of them is kept in. */
function keyOf(inputs: string[]): string {
  const hash = createHash('sha256')
  for (const input of inputs) hash.update(`${input}\0`).update(readFileSync(input)).update('\0')
  return hash.digest('hex').slice(0, 20)
}

async function bundle(entry: string, home: string): Promise<string> {
  // Rolldown as Vite depends on it (resolved from Vite's own folder: always the version Vite runs).
  const fromVite = createRequire(createRequire(import.meta.url).resolve('vite'))
  const { rolldown } = (await import(pathToFileURL(fromVite.resolve('rolldown')).href)) as typeof import('rolldown')
  const build = await rolldown({
    input: entry,
    platform: 'node',
    logLevel: 'silent',
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    plugins: [fileScopeValues],
  })
  const temporary = path.join(home, `.tmp-${process.pid}-${Date.now()}`)
  try {
    await build.write({ dir: temporary, format: 'esm', entryFileNames: 'entry.mjs', chunkFileNames: '[name]-[hash].mjs' })
    const files = (await build.watchFiles).filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`)).sort()
    await build.close()
    if (!files.length) throw new Error('no inputs listed')
    const folder = path.join(home, keyOf(files))
    // Another build may have made the same bundle meanwhile: either copy is the same code.
    if (!existsSync(folder)) renameSync(temporary, folder)
    const listing = path.join(home, `${inputsFile}.${process.pid}`)
    writeFileSync(listing, JSON.stringify(files))
    renameSync(listing, path.join(home, inputsFile))
    return path.join(folder, 'entry.mjs')
  } finally {
    rmSync(temporary, { recursive: true, force: true })
  }
}

/**
 * Each module's `import.meta.url`, `import.meta.dirname` and `import.meta.filename` as they are in its own
 * file (the engine finds the theme's files and its own sources from there), not the bundle's.
 */
const fileScopeValues = {
  name: 'docs:file-scope-values',
  transform(code: string, id: string) {
    if (!code.includes('import.meta') || id.includes(`${path.sep}node_modules${path.sep}`)) return
    const file = id.startsWith('file:') ? fileURLToPath(id) : id
    return code
      .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
      .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
      .replaceAll('import.meta.filename', JSON.stringify(file))
  },
}
