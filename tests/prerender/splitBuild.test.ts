import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildFixture } from '../buildFixture.ts'

// A build split over machines (ARCHITECTURE.md, "Beyond one machine"): each machine builds with
// DOCS_SHARD=i/n and renders its shard of the routes; their output folders, copied together in any order,
// must be the site a single build makes, file for file. What lists every route (the sitemap, the redirect
// pages' files) lists them all on every machine, and the home page's template is left only by the
// machine that renders the home page over it.

const folders: string[] = []
afterAll(() => {
  delete process.env.DOCS_SHARD
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const temporary = (prefix: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), prefix))
  folders.push(folder)
  return folder
}

function content(): string {
  const folder = temporary('split-build-content-')
  const pages = ['intro', 'setup', 'errors', 'usage', 'faq', 'api', 'recipes', 'glossary']
  for (const [index, name] of pages.entries()) {
    const next = pages[(index + 1) % pages.length]
    const text = `---\ntitle: The ${name} page\n---\n\n## About ${name}\n\nSee [the ${next} page](${next}.md#about-${next}).\n`
    mkdirSync(path.join(folder, 'guide'), { recursive: true })
    writeFileSync(path.join(folder, 'guide', `${name}.md`), text)
  }
  return folder
}

/** Every file under `folder` (relative paths), sorted. */
const filesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()

describe('a build split by route shard', () => {
  it('copies together, in either order, into the site one build makes', async () => {
    const contentDir = content()
    const build = async (shard?: string) => {
      if (shard) process.env.DOCS_SHARD = shard
      try {
        return await buildFixture({
          contentDir,
          outDir: temporary('split-build-out-'),
          search: { algolia: false },
          prerender: { siteUrl: 'https://docs.example.org' },
          // '/Errors' is written as Errors/index.html beside errors.html, whichever machine renders that page.
          docs: {
            redirects: { file: 'tests/prerender/splitBuild.test.ts', table: { '/Errors': '/guide/errors', '/old': '/guide/intro' } },
          },
        })
      } finally {
        delete process.env.DOCS_SHARD
      }
    }
    const whole = await build()
    const parts = [await build('1/2'), await build('2/2')]

    const html = (folder: string) => filesOf(folder).filter((file) => file.endsWith('.html') && file !== '404.html')
    // Each machine rendered pages the other did not: the split is real.
    const [first, second] = parts.map(html)
    expect(first.filter((file) => !second.includes(file)).length).toBeGreaterThan(1)
    expect(second.filter((file) => !first.includes(file)).length).toBeGreaterThan(1)
    // Only the machine with the home page has an index.html.
    expect(parts.filter((part) => filesOf(part).includes('index.html'))).toHaveLength(1)

    for (const order of [parts, [...parts].reverse()]) {
      const merged = temporary('split-build-merged-')
      for (const part of order) cpSync(part, merged, { recursive: true })
      expect(filesOf(merged)).toEqual(filesOf(whole))
      for (const file of filesOf(whole)) {
        expect(readFileSync(path.join(merged, file)).equals(readFileSync(path.join(whole, file))), file).toBe(true)
      }
    }
    // Every machine's sitemap lists every page.
    for (const part of parts) expect(readFileSync(path.join(part, 'sitemap.xml'), 'utf8')).toContain('/guide/glossary</loc>')
  }, 180_000)
})
