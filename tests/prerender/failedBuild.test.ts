import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture, type FixtureOptions } from '../buildFixture.ts'
import { copyOfSharedBuild } from '../sharedBuild.ts'

// Issue 19 item 5: a build that fails while prerendering leaves the last good site as it was, and says
// which page failed and how.

const good: FixtureOptions = { search: { algolia: false }, prerender: { siteUrl: 'https://docs.example.org' } }

describe('a failed prerender', () => {
  it('keeps the previous output folder intact and names the route that failed', async () => {
    // The last good site: a copy of a good build (this worker's, shared with the other tests that build over one).
    const outDir = await copyOfSharedBuild(good)
    const before = readdirSync(outDir, { recursive: true }).map(String).sort()
    const intro = readFileSync(path.join(outDir, 'guide/intro.html'), 'utf8')
    expect(before).toContain('_headers')
    expect(before).toContain('404.html')

    const message = await buildFixture({
      outDir,
      search: { algolia: false },
      prerender: { siteUrl: 'https://docs.example.org', entry: 'tests/prerender/failingEntry.ts' },
    }).then(
      () => 'built',
      (error: Error) => error.message,
    )
    expect(message).toContain('the page /guide/other could not be rendered: Cannot read properties of undefined (reading "title")')
    expect(message).toContain('is left as it was')

    expect(readdirSync(outDir, { recursive: true }).map(String).sort()).toEqual(before)
    expect(readFileSync(path.join(outDir, 'guide/intro.html'), 'utf8')).toBe(intro)
    expect(existsSync(`${outDir}.building`)).toBe(false)
    expect(existsSync(`${outDir}.old`)).toBe(false)
  }, 120_000)

  it('replaces the output folder on success, leaving no staging folder', async () => {
    const outDir = await copyOfSharedBuild(good)
    writeFileSync(path.join(outDir, 'stale.html'), 'from the build before')
    const again = await buildFixture({ outDir, ...good })
    expect(again).toBe(outDir)
    expect(existsSync(path.join(outDir, 'guide/intro.html'))).toBe(true)
    expect(existsSync(path.join(outDir, 'stale.html'))).toBe(false)
    expect(existsSync(`${outDir}.building`)).toBe(false)
    expect(existsSync(`${outDir}.old`)).toBe(false)
  }, 120_000)
})
