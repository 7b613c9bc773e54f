import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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
afterEach(() => {
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
   * A project (its node_modules has Vite, linked to this one's, and two packages of its own: one ESM, one
   * CommonJS) whose TypeScript config imports a local module and both packages, prints what they say and
   * ends the process before any build.
   */
  function project() {
    folder = mkdtempSync(path.join(tmpdir(), 'build-script-'))
    const modules = path.join(folder, 'node_modules')
    mkdirSync(modules)
    symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/vite'), path.join(modules, 'vite'), 'dir')
    const esmPackage = path.join(modules, 'esm-words')
    mkdirSync(esmPackage)
    writeFileSync(path.join(esmPackage, 'package.json'), JSON.stringify({ name: 'esm-words', type: 'module', exports: './index.js' }))
    const esm = (word: string) =>
      writeFileSync(path.join(esmPackage, 'index.js'), `export const word = '${word}'\nexport const url = import.meta.url\n`)
    esm('one')
    const cjsPackage = path.join(modules, 'cjs-words')
    mkdirSync(cjsPackage)
    writeFileSync(path.join(cjsPackage, 'package.json'), JSON.stringify({ name: 'cjs-words', main: 'index.js' }))
    writeFileSync(path.join(cjsPackage, 'index.js'), "exports.word = 'cjs'\n")
    const config = path.join(folder, 'vite.config.ts')
    writeFileSync(
      config,
      "import { defineConfig } from 'vite'\n" +
        "import { said } from './local.ts'\n" +
        "import { word as esm, url as esmUrl } from 'esm-words'\n" +
        "import cjsWords from 'cjs-words'\n" +
        'export default defineConfig(({ command }) => {\n' +
        '  console.log(JSON.stringify({ command, ...said, esm, esmUrl, cjs: cjsWords.word }))\n' +
        '  process.exit(0)\n' +
        '})\n',
    )
    const local = (word: string) =>
      writeFileSync(
        path.join(folder!, 'local.ts'),
        `export const said: { word: string; url: string; text: string } = { word: '${word}', url: import.meta.url, text: 'import.meta.url' }\n`,
      )
    local('first')
    const kept = keptBundleFolder(config, 'docs-config')!
    const build = (...args: string[]) => {
      const child = spawnSync(process.execPath, [script, ...args], { cwd: folder, encoding: 'utf8' })
      expect(child.status, child.stderr).toBe(0)
      return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Record<string, string>
    }
    /** The bundles kept of the config: a folder each, named by its files' text. */
    const bundles = () => (existsSync(kept) ? readdirSync(kept).filter((name) => !name.includes('.')) : [])
    /** The files the last bundle was made of. */
    const inputs = () => JSON.parse(readFileSync(path.join(kept, 'inputs.json'), 'utf8')) as string[]
    return { folder, modules, local, esm, build, bundles, inputs }
  }

  it('runs the config bundled and kept, each module with its own import.meta.url (in code, not in its strings), until one of its files changes', () => {
    const site = project()
    const url = pathToFileURL(path.join(site.folder, 'local.ts')).href
    const esmUrl = pathToFileURL(path.join(site.modules, 'esm-words', 'index.js')).href
    const said = { command: 'build', word: 'first', url, text: 'import.meta.url', esm: 'one', esmUrl, cjs: 'cjs' }
    expect(site.build()).toEqual(said)
    expect(site.bundles()).toHaveLength(1)
    expect(site.build()).toEqual(said)
    expect(site.bundles()).toHaveLength(1)
    site.local('second')
    expect(site.build()).toEqual({ ...said, word: 'second' })
    expect(site.bundles()).toHaveLength(2)
  })

  it('takes the ESM packages into the bundle, Vite and CommonJS packages left to Node, and makes it again when a package changes', () => {
    const site = project()
    expect(site.build()).toMatchObject({ esm: 'one', cjs: 'cjs' })
    const inputs = site.inputs().map((file) => path.relative(site.folder, file))
    expect(inputs).toContain(path.join('node_modules', 'esm-words', 'index.js'))
    expect(inputs.filter((file) => file.includes('cjs-words') || file.includes(`vite${path.sep}`))).toEqual([])
    site.esm('two')
    expect(site.build()).toMatchObject({ esm: 'two', cjs: 'cjs' })
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
