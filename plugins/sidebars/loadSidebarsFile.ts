import { existsSync } from 'node:fs'
import { loadConfigFromFile } from 'vite'

// A Docusaurus sidebars file read as Docusaurus reads it: `sidebars.js` (CommonJS `module.exports` or ESM),
// `.cjs`, `.mjs` or `.ts` (type-only imports dropped). Vite's own config loader does it: it bundles the file
// with the bundler Vite ships (rolldown), so TypeScript, `require` and `__dirname` work with no loader added.

/** The file's export (sidebars by id), not yet checked: normalizeSidebars() checks it. */
export async function loadSidebarsFile(absPath: string): Promise<Record<string, unknown>> {
  if (!existsSync(absPath)) throw new Error(`${absPath}: no such sidebars file`)
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, absPath, undefined, 'silent')
  if (!loaded) throw new Error(`${absPath}: the sidebars file could not be loaded`)
  return loaded.config as Record<string, unknown>
}
