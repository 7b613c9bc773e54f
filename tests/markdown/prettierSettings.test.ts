import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { clearPrettierSettings, prettierSettingsOf } from '../../plugins/markdown/prettierSettings.ts'

// The key of a file's Prettier settings (the page and code caches'), told from the config files' text
// without Prettier where it can be: equal keys must mean equal settings, as Prettier resolves them.

const root = mkdtempSync(path.join(tmpdir(), 'prettier-settings-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}
const at = (file: string) => path.join(root, file)

write('.prettierrc.yaml', 'semi: true\nsingleQuote: true\n')
write('top.md', '')
write('a/.prettierrc.json', '{ "semi": false }\n')
write('a/x.md', '')
write('a/deep/y.md', '')
write('b/.prettierrc.json', '{ "semi": false }\n')
write('b/z.md', '')
write('c/.prettierrc.json', '{ "semi": true }\n')
write('c/w.md', '')
write('d/package.json', '{ "name": "d" }\n') // no `prettier` field: Prettier looks further up
write('d/v.md', '')
write(
  'e/package.json',
  JSON.stringify({ name: 'e', prettier: { semi: false, overrides: [{ files: '*.test.md', options: { semi: true } }] } }),
)
write('e/u.md', '')
write('e/u.test.md', '')
write('f/prettier.config.mjs', 'export default { printWidth: 100 }\n')
write('f/t.md', '')
write('g/.prettierrc', 'printWidth: 90\noverrides:\n  - files: "sub/**"\n    options:\n      printWidth: 70\n')
write('g/s.md', '')
write('g/sub/r.md', '')
const files = ['top.md', 'a/x.md', 'a/deep/y.md', 'b/z.md', 'c/w.md', 'd/v.md', 'e/u.md', 'e/u.test.md', 'f/t.md', 'g/s.md', 'g/sub/r.md']

describe('prettierSettingsOf', () => {
  it('gives equal keys only to files Prettier gives equal settings', async () => {
    await clearPrettierSettings()
    const keys = await Promise.all(files.map((file) => prettierSettingsOf(at(file))))
    const settings = await Promise.all(files.map(async (file) => JSON.stringify(await prettier.resolveConfig(at(file)))))
    for (let i = 0; i < files.length; i++)
      for (let j = 0; j < files.length; j++) if (keys[i] === keys[j]) expect([files[j], settings[j]]).toEqual([files[j], settings[i]])
    // One key where the config's text is the same (a package.json with no `prettier` field passed over).
    expect(keys[files.indexOf('b/z.md')]).toBe(keys[files.indexOf('a/x.md')])
    expect(keys[files.indexOf('d/v.md')]).toBe(keys[files.indexOf('top.md')])
  })

  it('keys the settings as Prettier resolves them for a config in code', async () => {
    await clearPrettierSettings()
    expect(await prettierSettingsOf(at('f/t.md'))).toBe('{"printWidth":100}')
  })

  it('reads a config again only once told to (a watched rebuild)', async () => {
    await clearPrettierSettings()
    const before = await prettierSettingsOf(at('c/w.md'))
    write('c/.prettierrc.json', '{ "semi": true, "printWidth": 100 }\n')
    expect(await prettierSettingsOf(at('c/w.md'))).toBe(before)
    await clearPrettierSettings()
    expect(await prettierSettingsOf(at('c/w.md'))).not.toBe(before)
  })

  it('does not load Prettier for YAML, JSON and package.json configs', async () => {
    const loaded = vi.fn()
    vi.resetModules()
    vi.doMock('prettier', async (importOriginal) => {
      loaded()
      return importOriginal()
    })
    try {
      const fresh = await import('../../plugins/markdown/prettierSettings.ts')
      for (const file of files.filter((file) => !file.startsWith('f/'))) await fresh.prettierSettingsOf(at(file))
      expect(loaded).not.toHaveBeenCalled()
      await fresh.prettierSettingsOf(at('f/t.md'))
      expect(loaded).toHaveBeenCalledOnce()
    } finally {
      vi.doUnmock('prettier')
      vi.resetModules()
    }
  })
})
