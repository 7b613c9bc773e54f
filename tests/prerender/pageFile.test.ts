import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeFileParts } from '../../plugins/prerender/pageFile.ts'

describe('writeFileParts', () => {
  let folder: string | undefined
  afterEach(() => folder && rmSync(folder, { recursive: true, force: true }))

  it('writes the parts one after the other as one UTF-8 file, replacing what the file held', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'page-file-'))
    const file = path.join(folder, 'index.html')
    writeFileSync(file, 'x'.repeat(500_000))
    // A large app with characters of two, three and four bytes in UTF-8, as a site's page holds.
    const app = `<main>${'Redux – état → 🚀 '.repeat(20_000)}</main>`
    const parts = ['<!doctype html><div id="root">', app, '</div></html>\n']
    writeFileParts(file, parts)
    expect(readFileSync(file, 'utf8')).toBe(parts.join(''))
  })

  it('fails with the error of the file it cannot create', () => {
    const made = (folder = mkdtempSync(path.join(tmpdir(), 'page-file-')))
    expect(() => writeFileParts(path.join(made, 'missing', 'index.html'), ['<p>x</p>'])).toThrow(/ENOENT.*missing/)
  })
})
