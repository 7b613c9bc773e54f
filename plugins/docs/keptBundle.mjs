// A TypeScript module and the local files it imports, bundled into plain JavaScript (Rolldown, the bundler
// Vite itself runs) and kept while the text of every one of those files is the same. What runs the
// engine's code without a TypeScript loader: the compile, tabs and render workers' entries
// (workerBundle.ts), and the site's config for `npm run build` (scripts/build.mjs). Plain JavaScript, so
// that script can use it before anything can load TypeScript. Packages stay external (`node_modules`,
// Node's built-ins), as Vite's config bundle does, so a bundle is kept where they resolve as from the
// engine's own files: `node_modules/.cache/` above the entry.

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const inputsFile = 'inputs.json'

/**
 * The folder bundles of `entry` are kept under, in the nearest `node_modules` above it (in `.cache/<cache>`);
 * undefined if none. It is named after the entry's full path: a checkout whose `node_modules` was copied
 * from another (a git worktree, a copied project) would otherwise find the other's record of inputs, check
 * the other's files, and run the other's code.
 * @param {string} entry
 * @param {string} cache
 * @returns {string | undefined}
 */
export function keptBundleFolder(entry, cache) {
  const name = `${path.basename(entry, path.extname(entry))}-${createHash('sha256').update(entry).digest('hex').slice(0, 12)}`
  for (let dir = path.dirname(entry); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) return path.join(dir, 'node_modules', '.cache', cache, name)
    if (path.dirname(dir) === dir) return undefined
  }
}

/**
 * The bundled entry file (a path) for the TypeScript `entry`, made now or found from an earlier run;
 * undefined when it cannot be made (the caller falls back to a TypeScript loader).
 * @param {string} entry
 * @param {string} cache
 * @returns {Promise<string | undefined>}
 */
export async function keptBundle(entry, cache) {
  const home = keptBundleFolder(entry, cache)
  if (!home) return undefined
  const kept = bundleMadeBefore(home)
  if (kept) return kept
  try {
    return await bundle(entry, home)
  } catch {
    return undefined
  }
}

/**
 * The bundle made before, if every file it was made from has the text it had then.
 * @param {string} home
 */
function bundleMadeBefore(home) {
  try {
    const inputs = /** @type {string[]} */ (JSON.parse(readFileSync(path.join(home, inputsFile), 'utf8')))
    const file = path.join(home, keyOf(inputs), 'entry.mjs')
    return existsSync(file) ? file : undefined
  } catch {
    return undefined // never made, or an input is gone
  }
}

/**
 * A hash of the inputs' names and text: the subfolder a bundle of them is kept in.
 * @param {string[]} inputs
 */
function keyOf(inputs) {
  const hash = createHash('sha256')
  for (const input of inputs) hash.update(`${input}\0`).update(readFileSync(input)).update('\0')
  return hash.digest('hex').slice(0, 20)
}

/**
 * @param {string} entry
 * @param {string} home
 */
async function bundle(entry, home) {
  // Rolldown as Vite depends on it (resolved from Vite's own folder: always the version Vite runs).
  const fromVite = createRequire(createRequire(import.meta.url).resolve('vite'))
  const { rolldown } = /** @type {typeof import('rolldown')} */ (await import(pathToFileURL(fromVite.resolve('rolldown')).href))
  const build = await rolldown({
    input: entry,
    platform: 'node',
    logLevel: 'silent',
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    transform: { define },
    plugins: [fileScopeValues],
  })
  const temporary = path.join(home, `.tmp-${process.pid}-${Date.now()}`)
  try {
    await build.write({ dir: temporary, format: 'esm', entryFileNames: 'entry.mjs', chunkFileNames: '[name]-[hash].mjs' })
    const files = (await build.watchFiles).filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`)).sort()
    await build.close()
    if (!files.length) throw new Error('no inputs listed')
    const folder = path.join(home, keyOf(files))
    // Another run may have made the same bundle meanwhile: either copy is the same code.
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
 * file (the engine finds the theme's files and its own sources from there), not the bundle's: as Vite's
 * config bundle does, the bundler's `define` turns each into a name (in code only, where a text
 * replacement also rewrote this file's own strings when the config bundle took it in, and a worker's
 * bundle then looked for its sources beside itself), and each module declares those names first.
 */
const fileScope = { url: '__docs_import_meta_url', dirname: '__docs_import_meta_dirname', filename: '__docs_import_meta_filename' }

const define = Object.fromEntries(Object.entries(fileScope).map(([key, name]) => [`import.meta.${key}`, name]))

const fileScopeValues = {
  name: 'docs:file-scope-values',
  /**
   * @param {string} code
   * @param {string} id
   */
  transform(code, id) {
    if (id.includes(`${path.sep}node_modules${path.sep}`) || !/\.[cm]?[jt]sx?$/.test(id)) return
    const file = id.startsWith('file:') ? fileURLToPath(id) : id
    const values = { url: pathToFileURL(file).href, dirname: path.dirname(file), filename: file }
    const declarations = Object.entries(fileScope).map(
      ([key, name]) => `const ${name} = ${JSON.stringify(values[/** @type {keyof typeof values} */ (key)])};`,
    )
    return { code: declarations.join('') + code, map: null }
  },
}
