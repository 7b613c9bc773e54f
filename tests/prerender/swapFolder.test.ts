import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../buildFixture.ts'
import { copyOfSharedBuild } from '../sharedBuild.ts'
import { emptyTrash, replaceFolder } from '../../plugins/prerender/swapFolder.ts'

// Issue 32: the swap of the new output folder for the old one (two renames) replaced a symlinked dist/
// with a folder, and a crash between the renames left no dist/ at all, which the next build did not mend.

const prerender = { siteUrl: 'https://docs.example.org' }

describe('the output folder swap', () => {
  it('keeps a symlinked output folder a link, and builds where it points', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-swap-'))
    const real = path.join(dir, 'www')
    mkdirSync(real)
    writeFileSync(path.join(real, 'stale.txt'), 'from the last deploy')
    const link = path.join(dir, 'dist')
    symlinkSync(real, link)
    await buildFixture({ outDir: link, search: { algolia: false }, prerender })
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    expect(existsSync(path.join(real, 'guide', 'intro.html'))).toBe(true)
    expect(existsSync(path.join(real, 'stale.txt'))).toBe(false)
  }, 120_000)

  it('restores the last good folder a crash between the two renames left aside, even when the next build fails', async () => {
    const outDir = await copyOfSharedBuild({ search: { algolia: false }, prerender }) // the last good site
    const intro = readFileSync(path.join(outDir, 'guide', 'intro.html'), 'utf8')
    renameSync(outDir, `${outDir}.old`) // the first rename done, the process killed before the second
    const message = await buildFixture({
      outDir,
      search: { algolia: false },
      prerender: { ...prerender, entry: 'tests/prerender/failingEntry.ts' },
    }).then(
      () => 'built',
      (error: Error) => error.message,
    )
    expect(message).toContain('is left as it was')
    expect(readFileSync(path.join(outDir, 'guide', 'intro.html'), 'utf8')).toBe(intro)
    expect(existsSync(`${outDir}.old`)).toBe(false)
  }, 120_000)

  it('moves the old folder into the trash folder, which the next build empties of what is there', async () => {
    const home = mkdtempSync(path.join(tmpdir(), 'swap-trash-'))
    const target = path.join(home, 'dist')
    const trash = path.join(home, 'cache', 'old-output')
    mkdirSync(target)
    writeFileSync(path.join(target, 'old.html'), 'old')
    mkdirSync(`${target}.building`)
    writeFileSync(path.join(`${target}.building`, 'new.html'), 'new')
    replaceFolder(target, `${target}.building`, trash)
    expect(readFileSync(path.join(target, 'new.html'), 'utf8')).toBe('new')
    expect(existsSync(`${target}.old`)).toBe(false)
    const [aside] = readdirSync(trash)
    expect(readFileSync(path.join(trash, aside, 'old.html'), 'utf8')).toBe('old')
    await emptyTrash(trash)
    expect(readdirSync(trash)).toEqual([])
    await emptyTrash(path.join(home, 'no-such-folder')) // nothing moved aside yet: no error
  })
})
