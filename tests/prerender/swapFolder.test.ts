import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../buildFixture.ts'

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
    const outDir = await buildFixture({ search: { algolia: false }, prerender })
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
})
