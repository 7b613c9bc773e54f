// `npm run build`: `vite build` (its arguments after `--` passed on), without Vite's check of the config
// for its future native loader. Vite bundles vite.config.ts and every engine module it imports (all of
// plugins/) before the build starts, and that check parses each of those modules again in JavaScript and
// resolves its imports, only to warn about syntax a native loader would refuse: about half of the config's
// load, on every build, for a warning the site never gives. `npm run dev` (and `vite build` itself) still
// check, and VITE_CONFIG_NATIVE_IGNORE_WARNING set in the environment is left as it is.
//
// It also sets two options of Rolldown's allocator (mimalloc, which reads them from the environment once,
// when Vite first loads Rolldown: here, before that). By default mimalloc commits its 1 GiB arenas up front
// (on Linux, where the kernel may then back them with transparent huge pages: turning those off alone gave
// most of the same gain in a bare Rolldown test) and hands freed pages back to the system only after a
// second. The browser bundle of a large site holds every page module at once: with the arenas committed as
// they are used and freed pages returned at once, a 10,000-page build peaked at 1,528–1,534 MiB against
// 1,962 MiB (and through its prerender, after the bundle, at ~950 against ~1,800 MiB), in 125–147 s against
// 142 s, its 90,084 files the same bytes (bench/MEASURED-BY-HAND.md). Either one set in the environment is
// left as it is.
//
// And V8's interrupt budget, 16 times its default: how much a function runs before V8 considers optimizing
// it. A build is a few seconds of code that mostly runs a few times each (the config's modules, the markdown
// packages, typescript and Prettier on a cold build), and TurboFan compiled much of it on background threads
// for little return: 2 s of this site's 11 s of CPU on a cold build (perf), on a machine whose two cores
// give ~1.3 times one. With it, the same builds took 6.53 s against 6.87 s (cold, four of each, taking
// turns) and 7.4 s of user CPU against 8.5 s; 2,000 pages 23.6 s against 24.6 s (27.9 s of user CPU against
// 31.3 s, three each), 10,000 pages 107.3 s against 115.5 s (1,380 against 1,394 MiB); the output is the same.
// A budget given on Node's command line is left as it is.
//
// And the config itself comes bundled and kept (plugins/docs/keptBundle.mjs, as the workers' entries are):
// Vite bundles vite.config.ts with every local file it imports (the whole engine, ~150 files, through its
// bundler's JavaScript hooks) on every start, ~0.5 s of the build's own thread before anything else, for
// the same bundle as long as those files are the same. Vite is given a two-line config that imports the
// kept bundle (`--config`); a config named on the command line, or a bundle that cannot be made (Vite then
// reports the config's error itself), is left to Vite. The ESM packages the config imports (the markdown
// packages: hundreds of small files Node's loader takes one by one) are in the bundle too, but for Vite
// and what it runs (keptBundle.mjs): ~0.2 s less again. The build is the same: `dist/` byte-identical.
import { existsSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { keptBundle } from '../plugins/docs/keptBundle.mjs'

if (!process.execArgv.some((arg) => /^--interrupt-budget(=|$)/.test(arg))) {
  const flag = `--interrupt-budget=${16 * 66 * 1024}`
  setFlagsFromString(flag)
  // V8 refuses code compiled under other flags: typescript's kept compiled code is kept by these (compiledCodeCache.ts).
  process.env.DOCS_V8_FLAGS = [process.env.DOCS_V8_FLAGS, flag].filter(Boolean).join(' ')
}
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0'
process.env.MIMALLOC_PURGE_DELAY ??= '0'
const configNamed = process.argv.slice(2).some((arg) => arg === '-c' || arg === '--config' || arg.startsWith('--config='))
const config = configNamed ? undefined : await keptConfig(path.resolve('vite.config.ts'))
process.argv.splice(2, 0, 'build', ...(config ? ['--config', config] : []))
const viteFolder = path.dirname(createRequire(import.meta.url).resolve('vite/package.json'))
await import(pathToFileURL(path.join(viteFolder, 'bin', 'vite.js')).href)

/**
 * A config file that imports `file` bundled (kept beside the bundle), or undefined when there is no such
 * file or it cannot be bundled. The import's specifier is a variable, so Vite's bundling of this file
 * leaves it alone.
 * @param {string} file
 */
async function keptConfig(file) {
  if (!existsSync(file)) return undefined
  const bundled = await keptBundle(file, 'docs-config', { inlinePackages: true })
  if (!bundled) return undefined
  const config = path.join(path.dirname(bundled), 'vite.config.mjs')
  if (!existsSync(config)) {
    const text = `// ${path.basename(file)}, bundled and kept by scripts/build.mjs.\nconst bundle = ${JSON.stringify(pathToFileURL(bundled).href)}\nexport default (await import(bundle)).default\n`
    writeFileSync(`${config}.${process.pid}`, text)
    renameSync(`${config}.${process.pid}`, config)
  }
  return config
}
