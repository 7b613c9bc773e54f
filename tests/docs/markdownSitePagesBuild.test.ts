import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createLogger } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmbeddedIndexFile } from '../../shared/searchTypes.ts'
import { buildFixture, warningLogger } from '../buildFixture.ts'

// The markdown pages of the pages folder (tests/fixtures/markdown-site-pages/pages) compiled at build as
// Docusaurus compiles them: their links and the anchors linked into them checked, their text in the
// search index, prerendered.

const fixture = path.resolve(import.meta.dirname, '../fixtures/markdown-site-pages')
const fixtureOptions = (onBroken: 'warn' | 'throw', logger = createLogger('silent')) => ({
  contentDir: path.join(fixture, 'content'),
  logger,
  search: { algolia: false as const },
  prerender: {},
  docs: { pagesDir: path.join(fixture, 'pages'), sidebar: 'auto' as const, onBrokenLinks: onBroken, onBrokenAnchors: onBroken },
})

let outDir: string
const warnings: string[] = []

beforeAll(async () => {
  const logger = warningLogger(warnings)
  outDir = await buildFixture(fixtureOptions('warn', logger))
}, 240_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const brokenLines = () =>
  warnings
    .filter((warning) => warning.includes('broken link'))
    .flatMap((warning) => warning.split('\n').slice(1))
    .map((line) => line.replace(/\s+/g, ' '))

describe("the pages folder's markdown pages at build", () => {
  it('have their broken links and anchors listed by file and line (onBrokenLinks/onBrokenAnchors: warn)', () => {
    const pagesDir = path.relative(path.resolve(import.meta.dirname, '../..'), path.join(fixture, 'pages'))
    expect(brokenLines().filter((line) => line.startsWith(pagesDir))).toEqual([
      expect.stringMatching(
        new RegExp(`^${pagesDir}/guides/index\\.mdx:10:\\d+ /notes#not-there no heading or element with id "not-there" on /notes$`),
      ),
      expect.stringMatching(new RegExp(`^${pagesDir}/notes\\.md:14:\\d+ /nowhere no page at /nowhere$`)),
    ])
  })

  it('have their anchors checked when a doc page links to them, and resolve relative links from their own route', () => {
    const lines = brokenLines()
    expect(lines).toContainEqual(
      expect.stringMatching(/content\/start\.md:9:\d+ \/notes#no-such-heading no heading or element with id "no-such-heading" on \/notes$/),
    )
    // `/notes#who-keeps-them` exists; `guides`, relative to /notes, is /guides.
    expect(lines.join('\n')).not.toContain('who-keeps-them')
    expect(readFileSync(path.join(outDir, 'notes.html'), 'utf8')).toContain('href="/guides"')
    // `.md` links from the page's own file (guides/setup.md: `index.mdx`, `/notes.md`, `../notes.md#…`).
    expect(readFileSync(path.join(outDir, 'guides/setup.html'), 'utf8')).toContain('href="/notes#who-keeps-them"')
  })

  it('are in the search index with their own text, title and route', () => {
    const indexFile = readdirSync(path.join(outDir, 'assets')).find((name) => /^search-index-[\w-]+\.json$/.test(name))!
    const index = JSON.parse(readFileSync(path.join(outDir, 'assets', indexFile), 'utf8')) as EmbeddedIndexFile
    expect(index.pages.map(([url, , title]) => [url, title])).toEqual([
      ['/guides', 'Guides'],
      ['/guides/setup', 'Setting up'],
      ['/notes', 'Team notes'],
      ['/start', 'Starting out'],
    ])
    expect(JSON.stringify(index.sections)).toContain('zebracorn')
  })

  it('are prerendered', () => {
    expect(readFileSync(path.join(outDir, 'notes.html'), 'utf8')).toContain('Notes From the Team')
    expect(readFileSync(path.join(outDir, 'guides.html'), 'utf8')).toMatch(/There are (?:<!-- -->)?3(?:<!-- -->)? guides/)
  })

  it('fail the build with onBrokenLinks: throw, naming the page and line', async () => {
    await expect(buildFixture(fixtureOptions('throw'))).rejects.toThrow(/pages\/notes\.md:14:\d+\s+\/nowhere\s+no page at \/nowhere/)
  }, 120_000)
})
