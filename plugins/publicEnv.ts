import type { Plugin } from 'vite'

// Vite's `envPrefix` is a prefix: `EDIT_URL` also let `EDIT_URL_TOKEN` into `import.meta.env`, which the
// browser bundle embeds whole (site.config.ts reads it as an object). This plugin sets the prefixes and
// then keeps only the exact names: `config.env` is what both the bundle's `import.meta.env` and the dev
// server's are made of (read lazily, after configResolved), and what the build's plugins read.

/** Only these environment variables (exact names) reach the browser, and `config.env`. */
export function exactEnvNames(names: readonly string[]): Plugin {
  return {
    name: 'exact-env-names',
    config: () => ({ envPrefix: [...names] }),
    configResolved(config) {
      const env = config.env as Record<string, unknown>
      for (const key of Object.keys(env)) {
        if (!names.includes(key) && names.some((name) => key.startsWith(name))) delete env[key]
      }
    },
  }
}
