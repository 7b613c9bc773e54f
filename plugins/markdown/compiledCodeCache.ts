import { isAscii } from 'node:buffer'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Script } from 'node:vm'

// A large CommonJS file required with V8's compiled code kept between processes, as Node 22's
// `module.enableCompileCache()` keeps it (Vite turns that on where Node has it; Node 20 has not). The
// typescript package is one 9 MB file: compiling it was most of the time its first JavaScript tab waited
// for, on every cold build, in the worker that makes the tabs and in every compile worker. V8 checks the
// kept code against the source and its own version, and compiles afresh when it does not fit (then the
// code is kept anew); the module runs the same either way.

/** A CommonJS module required with its compiled code kept (`requireWithCompiledCode`). */
export interface CompiledModule {
  exports: unknown
  /** Whether V8 took the kept code (false: compiled from the source, none kept or it did not fit). */
  fromCache: boolean
  /**
   * Keeps the compiled code for the next process, once, if it was not taken from there: call it once the
   * module has done its first work, so the functions compiled for that are kept too. Never throws (a cache
   * that cannot be written is no cache).
   */
  save(): void
}

/** Requires `file` (CommonJS) as Node's loader would, with V8's compiled code read from and kept in `cacheFile`. */
export function requireWithCompiledCode(file: string, cacheFile: string): CompiledModule {
  const source = readSource(file)
  let cachedData: Buffer | undefined
  try {
    cachedData = readFileSync(cacheFile)
  } catch {
    // none kept yet
  }
  // Node's own module wrapper, on the source's first line: line numbers stay the file's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData })
  const module = { exports: {} as unknown }
  const run = script.runInThisContext() as (...args: unknown[]) => void
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file))
  const fromCache = cachedData !== undefined && !script.cachedDataRejected
  let saved = fromCache
  return {
    exports: module.exports,
    fromCache,
    save() {
      if (saved) return
      saved = true
      // Written aside and renamed: another process reading it meanwhile sees the old file or the new one.
      const aside = `${cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}`
      try {
        mkdirSync(path.dirname(cacheFile), { recursive: true })
        writeFileSync(aside, script.createCachedData())
        renameSync(aside, cacheFile)
      } catch {
        rmSync(aside, { force: true })
      }
    },
  }
}

/**
 * A file's text. A file of ASCII only (typescript's 9 MB are) is decoded as Latin-1, which gives the same
 * string: V8 copies the bytes as they are, where decoding UTF-8 took ~190–210 ms of typescript's load
 * against ~115–120 ms (reading and the check included).
 */
function readSource(file: string): string {
  const bytes = readFileSync(file)
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')
}

/**
 * Where a package's compiled code is kept: `node_modules/.cache/docs-compiled/`, by its version, V8's, and
 * the V8 settings the process runs with. V8 refuses code compiled under other flags (it hashes them into
 * the code): a build's interrupt budget (scripts/build.mjs) and a test run's none would each refuse the
 * other's, compile afresh and keep theirs over it, by turns. Each set of settings keeps its own.
 */
export function compiledCodeFile(packageName: string, from: string | URL): string {
  const manifest = createRequire(from).resolve(`${packageName}/package.json`)
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  const nodeModules = manifest.slice(0, manifest.lastIndexOf(`${path.sep}node_modules${path.sep}`) + `${path.sep}node_modules`.length)
  const settings = v8Settings()
  const tag = settings ? `-${createHash('sha256').update(settings).digest('hex').slice(0, 12)}` : ''
  return path.join(
    nodeModules,
    '.cache',
    'docs-compiled',
    `${packageName.replace('/', '+')}-${version}-v8-${process.versions.v8}${tag}.bin`,
  )
}

/**
 * The V8 settings of this process, as far as they show: Node's own options (V8's among them, a worker has
 * its parent's), NODE_OPTIONS, and DOCS_V8_FLAGS, where scripts/build.mjs names the flags it sets at run time.
 */
const v8Settings = () => [...process.execArgv, process.env.NODE_OPTIONS ?? '', process.env.DOCS_V8_FLAGS ?? ''].join(' ').trim()
