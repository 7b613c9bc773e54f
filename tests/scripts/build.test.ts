import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { keptBundleFolder } from '../../plugins/docs/keptBundle.mjs'

// `npm run build` is scripts/build.mjs: `vite build` with its arguments, without Vite's check of the
// config for its native loader (VITE_CONFIG_NATIVE_IGNORE_WARNING), and with two options of Rolldown's
// allocator set before Vite loads Rolldown (mimalloc prints the options it took with MIMALLOC_VERBOSE=1);
// the project's vite.config.ts bundled once and kept while its files are the same.

const script = path.resolve(import.meta.dirname, '../../scripts/build.mjs')
let folder: string | undefined
const keptFolders: string[] = []
afterEach(() => {
  // The kept bundles first: they are in this project's node_modules, through the project's link to it.
  for (const kept of keptFolders.splice(0)) rmSync(kept, { recursive: true, force: true })
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

/** Runs the script on a config that prints what it was given and ends the process before any build. */
function run(env: Record<string, string | undefined>) {
  folder = mkdtempSync(path.join(tmpdir(), 'build-script-'))
  const config = path.join(folder, 'vite.config.mjs')
  writeFileSync(
    config,
    'export default ({ command, mode }) => {\n' +
      '  console.log(JSON.stringify({ command, mode, ignore: process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ?? null }))\n' +
      '  process.exit(0)\n' +
      '}\n',
  )
  const child = spawnSync(process.execPath, [script, '--config', config, '--mode', 'staging'], {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })
  expect(child.status, child.stderr).toBe(0)
  const given = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { command: string; mode: string; ignore: string | null }
  return { ...given, allocatorOptions: allocatorOptions(child.stderr) }
}

/** The options Rolldown's allocator says it took (with MIMALLOC_VERBOSE=1: `option 'purge_delay': 0`), of those the script sets. */
function allocatorOptions(stderr: string): Record<string, string> {
  const options: Record<string, string> = {}
  for (const [, name, value] of stderr.matchAll(/^option '(arena_eager_commit|purge_delay)': (\S+)/gm)) options[name] = value
  return options
}

describe('scripts/build.mjs', () => {
  const unset = { VITE_CONFIG_NATIVE_IGNORE_WARNING: undefined, MIMALLOC_ARENA_EAGER_COMMIT: undefined, MIMALLOC_PURGE_DELAY: undefined }

  it("runs `vite build` with the arguments it is given, the config check for the native loader off, and the bundler's allocator committing memory as used and returning it at once", () => {
    expect(run({ ...unset, MIMALLOC_VERBOSE: '1' })).toEqual({
      command: 'build',
      mode: 'staging',
      ignore: 'true',
      allocatorOptions: { arena_eager_commit: '0', purge_delay: '0' },
    })
  })

  it('leaves the settings as the environment has them', () => {
    expect(run({ ...unset, VITE_CONFIG_NATIVE_IGNORE_WARNING: '', MIMALLOC_PURGE_DELAY: '250', MIMALLOC_VERBOSE: '1' })).toMatchObject({
      ignore: '',
      allocatorOptions: { arena_eager_commit: '0', purge_delay: '250' },
    })
  })
})

describe("scripts/build.mjs and the project's vite.config.ts", () => {
  /**
   * A project whose node_modules is this one's (where its bundles are kept, and its packages resolve): a
   * TypeScript config that imports a local module, prints what that module says and ends the process.
   */
  function project() {
    folder = mkdtempSync(path.join(tmpdir(), 'build-script-'))
    symlinkSync(path.resolve(import.meta.dirname, '../../node_modules'), path.join(folder, 'node_modules'), 'dir')
    const config = path.join(folder, 'vite.config.ts')
    writeFileSync(
      config,
      "import { defineConfig } from 'vite'\n" +
        "import { said } from './local.ts'\n" +
        'export default defineConfig(({ command }) => {\n' +
        '  console.log(JSON.stringify({ command, ...said }))\n' +
        '  process.exit(0)\n' +
        '})\n',
    )
    const local = (word: string) =>
      writeFileSync(
        path.join(folder!, 'local.ts'),
        `export const said: { word: string; url: string; text: string } = { word: '${word}', url: import.meta.url, text: 'import.meta.url' }\n`,
      )
    local('first')
    keptFolders.push(keptBundleFolder(config, 'docs-config')!)
    const build = (...args: string[]) => {
      const child = spawnSync(process.execPath, [script, ...args], { cwd: folder, encoding: 'utf8' })
      expect(child.status, child.stderr).toBe(0)
      return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { command: string; word: string; url: string; text: string }
    }
    /** The bundles kept of the config: a folder each, named by its files' text. */
    const bundles = () => (existsSync(keptFolders.at(-1)!) ? readdirSync(keptFolders.at(-1)!).filter((name) => !name.includes('.')) : [])
    return { folder, local, build, bundles }
  }

  it('runs the config bundled and kept, each module with its own import.meta.url (in code, not in its strings), until one of its files changes', () => {
    const site = project()
    const url = pathToFileURL(path.join(site.folder, 'local.ts')).href
    expect(site.build()).toEqual({ command: 'build', word: 'first', url, text: 'import.meta.url' })
    expect(site.bundles()).toHaveLength(1)
    expect(site.build()).toEqual({ command: 'build', word: 'first', url, text: 'import.meta.url' })
    expect(site.bundles()).toHaveLength(1)
    site.local('second')
    expect(site.build()).toEqual({ command: 'build', word: 'second', url, text: 'import.meta.url' })
    expect(site.bundles()).toHaveLength(2)
  })

  it('leaves a config named on the command line, and one it cannot bundle, to Vite', () => {
    const site = project()
    expect(site.build('--config', 'vite.config.ts')).toMatchObject({ word: 'first' })
    expect(site.bundles()).toEqual([])
    writeFileSync(path.join(site.folder, 'vite.config.ts'), 'export default {\n')
    const child = spawnSync(process.execPath, [script], { cwd: site.folder, encoding: 'utf8' })
    expect(child.status).not.toBe(0)
    expect(child.stderr).toContain(`failed to load config from ${path.join(site.folder, 'vite.config.ts')}`)
  })
})
