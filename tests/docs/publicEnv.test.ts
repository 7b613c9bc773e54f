import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveConfig } from 'vite'
import { buildFixture } from '../buildFixture.ts'

// Issue 32: envPrefix is a prefix, so EDIT_URL_TOKEN (and SITE_URL_…, GTAG_ID_…, VITE_…) reached the
// JavaScript every page loads. Now no variable is exposed (envPrefix: []): site.config.ts reads the exact
// names the site uses and only their values reach the browser, as site settings.

const leaks = { EDIT_URL_TOKEN: 'leak-edit-token', SITE_URL_SECRET: 'leak-site-url', GTAG_ID_KEY: 'leak-gtag', VITE_API_KEY: 'leak-vite' }
const projectRoot = path.resolve(import.meta.dirname, '../..')

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values)
  return () => Object.keys(values).forEach((key) => delete process.env[key])
}

let unset = () => {}
afterEach(() => unset())

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )

describe('environment variables in the browser bundle', () => {
  it('carries EDIT_URL and nothing merely named like it', async () => {
    unset = setEnv({ ...leaks, EDIT_URL: 'https://example.org/edit/main' })
    const outDir = await buildFixture()
    const js = filesUnder(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    expect(js.includes('https://example.org/edit/main')).toBe(true)
    for (const value of Object.values(leaks)) expect(js.includes(value), value).toBe(false)
  })

  it("holds for the site's own vite.config.ts: import.meta.env carries no variable of the environment", async () => {
    unset = setEnv({ ...leaks, SITE_URL: 'https://docs.example.org' })
    const config = await resolveConfig(
      { root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'silent' },
      'build',
    )
    expect(Object.keys(config.env).sort()).toEqual(['BASE_URL', 'DEV', 'MODE', 'PROD'])
  })
})
