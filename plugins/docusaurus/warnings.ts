import path from 'node:path'

// What the `docusaurus` option could not carry over is never dropped silently: each config key, item type
// or plugin the engine does not support is one line of ONE build warning, naming the key (as a path into
// the config, `themeConfig.navbar.items[3]`) and the config file, with what to do about it. Packages the
// config imports but that are not installed make a second warning of their own (one line, every name).

/** One thing of the config the engine leaves out, and why (or what to do instead). */
export interface Unsupported {
  /** Where in the config: `themeConfig.prism`, `presets[0][1].docs.versions`, `plugins[1]`. */
  key: string
  reason: string
}

/** Collects the unsupported keys of one config, in the order the mapping meets them. */
export class UnsupportedKeys {
  readonly list: Unsupported[] = []

  add(key: string, reason: string): void {
    this.list.push({ key, reason })
  }

  /** Every key of `object` that is not in `known`, each with `reason` (a function of the key, or one text). */
  addUnknownKeys(object: Record<string, unknown>, at: string, known: readonly string[], reason: string | ((key: string) => string)): void {
    for (const key of Object.keys(object)) {
      if (known.includes(key) || object[key] === undefined) continue
      this.add(at ? `${at}.${key}` : key, typeof reason === 'string' ? reason : reason(key))
    }
  }
}

/** The config file as warnings name it: relative to the project root when it is inside it. */
export function displayPath(file: string, projectRoot = process.cwd()): string {
  const relative = path.relative(projectRoot, file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file
}

/** The build warnings of one config: at most one for missing packages, at most one for unsupported keys. */
export function formatWarnings(configFile: string, missingPackages: readonly string[], unsupported: readonly Unsupported[]): string[] {
  const file = displayPath(configFile)
  const warnings: string[] = []
  if (missingPackages.length) {
    warnings.push(
      `${file}: ${missingPackages.length === 1 ? 'a package it imports is' : `${missingPackages.length} packages it imports are`} not installed, so ` +
        `left out (install one to use it, e.g. a remark plugin; Docusaurus themes and plugins do not run here): ${missingPackages.join(', ')}`,
    )
  }
  if (unsupported.length) {
    const lines = unsupported.map(({ key, reason }) => `  - ${key}: ${reason}`)
    warnings.push(
      `${file}: ${unsupported.length === 1 ? 'a setting' : `${unsupported.length} settings`} this engine does not support, left out ` +
        `(README.md, "Moving from Docusaurus"):\n${lines.join('\n')}`,
    )
  }
  return warnings
}
