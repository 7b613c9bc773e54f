import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// `npm run build` is scripts/build.mjs: `vite build` with its arguments, without Vite's check of the
// config for its native loader (VITE_CONFIG_NATIVE_IGNORE_WARNING).

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
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { command: string; mode: string; ignore: string | null }
}

describe('scripts/build.mjs', () => {
  it('runs `vite build` with the arguments it is given, the config check for the native loader off', () => {
    expect(run({ VITE_CONFIG_NATIVE_IGNORE_WARNING: undefined })).toEqual({ command: 'build', mode: 'staging', ignore: 'true' })
  })

  it('leaves the setting as the environment has it', () => {
    expect(run({ VITE_CONFIG_NATIVE_IGNORE_WARNING: '' })).toMatchObject({ ignore: '' })
  })
})
