// `npm run build`: `vite build` (its arguments after `--` passed on), without Vite's check of the config
// for its future native loader. Vite bundles vite.config.ts and every engine module it imports (all of
// plugins/) before the build starts, and that check parses each of those modules again in JavaScript and
// resolves its imports, only to warn about syntax a native loader would refuse: about half of the config's
// load, on every build, for a warning the site never gives. `npm run dev` (and `vite build` itself) still
// check, and VITE_CONFIG_NATIVE_IGNORE_WARNING set in the environment is left as it is.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
process.argv.splice(2, 0, 'build')
const viteFolder = path.dirname(createRequire(import.meta.url).resolve('vite/package.json'))
await import(pathToFileURL(path.join(viteFolder, 'bin', 'vite.js')).href)
