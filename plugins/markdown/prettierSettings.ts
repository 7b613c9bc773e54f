import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'

// The Prettier settings a page's JavaScript tabs are formatted with, as the page and code caches key them
// (pageCache.ts, codeTabs.ts), told without loading Prettier where it can be: the build's thread never
// formats when the tabs' worker does (tabsWorker.ts), and importing Prettier there (~60–90 ms alone) held up
// every build's start, warm or cold (process start to the build 633–659 ms against 682–709 ms). A key is the config file's text (a config in code, or in a format read here seldom,
// is resolved by Prettier itself): the same text gives the same settings, which is all a key must hold.
// Prettier is loaded when a block is formatted, and for those configs.

type Prettier = typeof import('prettier')
let prettier: Promise<Prettier> | undefined

/** Prettier, imported with the first call (the module is imported once). */
export const loadPrettier = (): Promise<Prettier> => (prettier ??= import('prettier'))

/** Prettier's config file names, in the order it looks for them in a folder (its config-searcher.js). */
const configNames = [
  'package.json',
  'package.yaml',
  '.prettierrc',
  '.prettierrc.json',
  '.prettierrc.yml',
  '.prettierrc.yaml',
  '.prettierrc.json5',
  '.prettierrc.js',
  'prettier.config.js',
  '.prettierrc.ts',
  'prettier.config.ts',
  '.prettierrc.mjs',
  'prettier.config.mjs',
  '.prettierrc.mts',
  'prettier.config.mts',
  '.prettierrc.cjs',
  'prettier.config.cjs',
  '.prettierrc.cts',
  'prettier.config.cts',
  '.prettierrc.toml',
]
/** The config files keyed by their text here (YAML; JSON is YAML), besides a package.json's `prettier` field. */
const keyedHere = new Set(['.prettierrc', '.prettierrc.json', '.prettierrc.yml', '.prettierrc.yaml'])

/** A config file as found, with the text that keys its settings (none: left to Prettier's `resolveConfig`). */
interface FoundConfig {
  file: string
  text?: string
}
/** Each folder's config as Prettier finds it, looking up from there (null: none up to the root). */
const configOfFolder = new Map<string, FoundConfig | null>()

/**
 * A key of the Prettier settings that apply to `file` (Prettier's `resolveConfig(file)`): equal keys, equal
 * settings. Config files are read once until `clearPrettierSettings()`.
 */
export async function prettierSettingsOf(file: string): Promise<string> {
  const absolute = path.resolve(file)
  const config = configFor(path.dirname(absolute))
  if (config === null) return '{}'
  const { text } = config
  if (text !== undefined) {
    const folder = path.dirname(config.file)
    // `overrides` apply by the file's path from the config's folder; `plugins` named by a relative path
    // resolve from that folder. A word met anywhere in the text only makes the key narrower.
    const where = [text.includes('overrides') && path.relative(folder, absolute), text.includes('plugins') && folder]
    return JSON.stringify([path.basename(config.file), text, ...where.filter(Boolean)])
  }
  const { resolveConfig } = await loadPrettier()
  return JSON.stringify((await resolveConfig(absolute)) ?? {})
}

/** Forgets the config files read (and Prettier's own cache, if loaded): a watched rebuild sees an edited .prettierrc. */
export async function clearPrettierSettings(): Promise<void> {
  configOfFolder.clear()
  if (prettier) await (await prettier).clearConfigCache()
}

/** The config Prettier takes for a file in `folder`: the first of its names in the nearest folder that has one. */
function configFor(folder: string): FoundConfig | null {
  const known = configOfFolder.get(folder)
  if (known !== undefined) return known
  let config: FoundConfig | null | undefined
  for (const name of configNames) if ((config = configIn(path.join(folder, name)))) break
  const parent = path.dirname(folder)
  config ??= parent === folder ? null : configFor(parent)
  configOfFolder.set(folder, config)
  return config
}

/**
 * What `file` is to Prettier: undefined when no config (no such file, or a package.json without a
 * `prettier` field: Prettier then looks further up). Its text keys it unless Prettier must read it: code,
 * JSON5 and TOML, a package.yaml, text that does not parse, and a shared config named by a string (its
 * settings are another package's).
 */
function configIn(file: string): FoundConfig | undefined {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined
  const name = path.basename(file)
  if (name === 'package.json') {
    const field = packageField(file)
    return field === undefined ? undefined : { file, text: isSettings(field) ? JSON.stringify(field) : undefined }
  }
  if (!keyedHere.has(name)) return { file }
  try {
    const text = readFileSync(file, 'utf8')
    return { file, text: isSettings(parseYaml(text)) ? text : undefined }
  } catch {
    return { file } // Prettier reports it
  }
}

/** A package.json's `prettier` field, undefined when it has none or does not parse. */
function packageField(file: string): unknown {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { prettier?: unknown }).prettier || undefined
  } catch {
    return undefined
  }
}

const isSettings = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value)
