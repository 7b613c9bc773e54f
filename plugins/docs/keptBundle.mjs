// A TypeScript module and the local files it imports, bundled into plain JavaScript (Rolldown, the bundler
// Vite itself runs) and kept while the text of every one of those files is the same. What runs the
// engine's code without a TypeScript loader: the compile, tabs and render workers' entries
// (workerBundle.ts), and the site's config for `npm run build` (scripts/build.mjs). Plain JavaScript, so
// that script can use it before anything can load TypeScript. Packages stay external (`node_modules`,
// Node's built-ins), as Vite's config bundle does, so a bundle is kept where they resolve as from the
// engine's own files: `node_modules/.cache/` above the entry. A bundle may take in the ESM packages it
// imports too (`inlinePackages`, the config's): Node's loader resolves, reads and compiles an ESM package
// file by file, and the markdown packages are hundreds of small files (~0.2 s of every build's start).

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
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
 * undefined when it cannot be made (the caller falls back to a TypeScript loader). With `inlinePackages`,
 * the ESM packages it imports are in the bundle too (but for those `keptOut` names), and their files are
 * among those whose text keeps it: an updated package makes it again.
 * @param {string} entry
 * @param {string} cache
 * @param {{ inlinePackages?: boolean }} [options]
 * @returns {Promise<string | undefined>}
 */
export async function keptBundle(entry, cache, options = {}) {
  const home = keptBundleFolder(entry, cache)
  if (!home) return undefined
  const kept = bundleMadeBefore(home)
  if (kept) return kept
  try {
    return await bundle(entry, home, options.inlinePackages ?? false)
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
 * @param {boolean} inlinePackages
 */
async function bundle(entry, home, inlinePackages) {
  // Rolldown as Vite depends on it (resolved from Vite's own folder: always the version Vite runs).
  const fromVite = createRequire(createRequire(import.meta.url).resolve('vite'))
  const { rolldown } = /** @type {typeof import('rolldown')} */ (await import(pathToFileURL(fromVite.resolve('rolldown')).href))
  const build = await rolldown({
    input: entry,
    platform: 'node',
    logLevel: 'silent',
    transform: { define },
    plugins: [inlinePackages ? esmPackagesInlined : packagesExternal, fileScopeValues],
  })
  const temporary = path.join(home, `.tmp-${process.pid}-${Date.now()}`)
  try {
    await build.write({ dir: temporary, format: 'esm', entryFileNames: 'entry.mjs', chunkFileNames: '[name]-[hash].mjs' })
    // The files bundled: the local ones, and the packages taken in (a package left out is none of them).
    const files = (await build.watchFiles).filter((file) => path.isAbsolute(file) && existsSync(file)).sort()
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

/** Packages never taken into a bundle: Vite and what it runs (one instance with the CLI's), and those loaded late or rarely. */
const keptOut =
  /^(?:vite|rolldown|prettier|typescript|react|react-dom|jiti|esbuild|tsx|lightningcss|postcss|@(?:vitejs|rolldown|oxc-project|mdx-js|typescript)\/.*)$/

/** The name of a package import (`@scope/name` or `name`), or undefined for a relative, absolute or built-in one. */
function packageName(/** @type {string} */ id) {
  if (id.startsWith('.') || path.isAbsolute(id) || id.startsWith('node:') || id.startsWith('\0')) return undefined
  const parts = id.split('/')
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** Every package import left to Node (a worker's bundle: the engine's own files only). */
const packagesExternal = {
  name: 'docs:packages-external',
  /** @param {string} id */
  resolveId(id) {
    return packageName(id) === undefined ? null : { id, external: true }
  },
}

/**
 * A package import taken into the bundle when the package is ESM (its package.json's `type`) and not kept
 * out; any other left to Node, as it is written.
 */
const esmPackagesInlined = {
  name: 'docs:esm-packages-inlined',
  /**
   * @this {import('rolldown').PluginContext}
   * @param {string} id
   * @param {string | undefined} importer
   */
  async resolveId(id, importer) {
    const name = packageName(id)
    if (name === undefined) return null
    if (keptOut.test(name) || isBuiltin(id)) return { id, external: true }
    const resolved = await this.resolve(id, importer, { skipSelf: true })
    const file = resolved && !resolved.external ? resolved.id : undefined
    return file && isEsmPackageFile(file) ? file : { id, external: true }
  },
}

/** Whether the package a file belongs to (the nearest package.json with a name) is ESM. */
function isEsmPackageFile(/** @type {string} */ file) {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (!existsSync(manifest)) continue
    const { name, type } = /** @type {{ name?: string, type?: string }} */ (JSON.parse(readFileSync(manifest, 'utf8')))
    if (name) return type === 'module'
  }
  return false
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
    if (!code.includes('import.meta') || !/\.[cm]?[jt]sx?$/.test(id)) return
    const file = id.startsWith('file:') ? fileURLToPath(id) : id
    const values = { url: pathToFileURL(file).href, dirname: path.dirname(file), filename: file }
    const declarations = Object.entries(fileScope).map(
      ([key, name]) => `const ${name} = ${JSON.stringify(values[/** @type {keyof typeof values} */ (key)])};`,
    )
    return { code: declarations.join('') + code, map: null }
  },
}
