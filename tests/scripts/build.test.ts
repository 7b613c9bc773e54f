import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// `npm run build` is scripts/build.mjs: `vite build` with its arguments, without Vite's check of the
// config for its native loader (VITE_CONFIG_NATIVE_IGNORE_WARNING), and with two options of Rolldown's
// allocator set before Vite loads Rolldown (mimalloc prints the options it took with MIMALLOC_VERBOSE=1).

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
