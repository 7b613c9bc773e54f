import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLogger } from 'vite'
import { describe, expect, it } from 'vitest'
import { buildFixture, type FixtureOptions } from '../buildFixture.ts'

// What a build refuses (or only warns about) in a Docusaurus-style folder: two files with one route,
// broken links and anchors under onBrokenLinks / onBrokenAnchors, and the config files' links (sidebar,
// navbar, footer), each error naming its file.

/** A content folder of the given files (path → markdown) in a temporary folder. */
function folder(files: Record<string, string>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-rules-')), 'docs')
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

async function buildResult(options: FixtureOptions): Promise<{ error?: string; warnings: string }> {
  const warnings: string[] = []
  const logger = createLogger('silent')
  logger.warn = (message) => void warnings.push(message)
  try {
    await buildFixture({ ...options, logger })
    return { warnings: warnings.join('\n') }
  } catch (error) {
    return { error: (error as Error).message, warnings: warnings.join('\n') }
  }
}

describe('routes', () => {
  it('refuses two files with one route, naming both', async () => {
    const contentDir = folder({
      'guide/setup.md': '---\nid: start\n---\n\n# Setup\n',
      'guide/start.md': '# Start\n',
      'usage/index.md': '# Usage\n',
      'usage.md': '# Also usage\n',
    })
    const { error } = await buildResult({ contentDir })
    expect(error).toContain('docs/guide/setup.md and ')
    expect(error).toMatch(/docs\/guide\/setup\.md and \S*docs\/guide\/start\.md: these files have the same route \/guide\/start/)
    expect(error).toMatch(/docs\/usage\/index\.md and \S*docs\/usage\.md: these files have the same route \/usage/)
  })
})

describe('onBrokenLinks and onBrokenAnchors', () => {
  const files = {
    'a.md': '# A\n\n[to b](./b.md#nowhere)\n\n[to c](./c.md)\n',
    'b.md': '# B\n\n## Part\n',
  }

  it('fail the build by default, naming file:line:col, the link, and where a .md file was looked for', async () => {
    const { error } = await buildResult({ contentDir: folder(files) })
    expect(error).toMatch(/docs\/a\.md:3:1 {2}\.\/b\.md#nowhere {2}no heading or element with id "nowhere" on \/b/)
    expect(error).toMatch(/docs\/a\.md:5:1 {2}\.\/c\.md {2}no page file \S*docs\/c\.md/)
  })

  it("with 'warn', list them and build on", async () => {
    const { error, warnings } = await buildResult({ contentDir: folder(files), docs: { onBrokenLinks: 'warn', onBrokenAnchors: 'warn' } })
    expect(error).toBeUndefined()
    expect(warnings).toMatch(/warning: 2 broken link\(s\):/)
    expect(warnings).toMatch(/docs\/a\.md:3:1 {2}\.\/b\.md#nowhere/)
    expect(warnings).toMatch(/docs\/a\.md:5:1 {2}\.\/c\.md {2}no page file/)
  }, 120_000)

  it("with only anchors on 'warn', a missing page still fails the build", async () => {
    const { error } = await buildResult({ contentDir: folder(files), docs: { onBrokenAnchors: 'warn' } })
    expect(error).toMatch(/1 broken link\(s\):\n\S*docs\/a\.md:5:1 {2}\.\/c\.md/)
    expect(error).not.toContain('#nowhere')
  })
})

describe('config files', () => {
  const files = { 'guide/intro.md': '---\nid: intro\n---\n\n# Intro\n\n## Help\n', 'guide/index.md': '# Guide\n' }

  it('checks the sidebar config: its routes and the doc ids its categories link to, naming the file', async () => {
    const sidebar = [{ label: 'Guide', link: { type: 'doc' as const, id: 'guide/nope' }, items: ['/guide/intro', '/guide/gone'] }]
    const { error } = await buildResult({ contentDir: folder(files), docs: { sidebar } })
    expect(error).toContain('sidebar.config.ts: the category "Guide" links to the doc id "guide/nope", which no page has')
    expect(error).toContain('sidebar.config.ts: /guide/gone  no page at /guide/gone')
  })

  it('checks navbar and footer links, anchors included, naming the file', async () => {
    const configLinks = ['/guide/intro#help', '/guide/intro#nope', '/missing', 'https://example.com', '/search'].map((href) => ({
      file: 'navigation.config.ts',
      href,
    }))
    const { error } = await buildResult({ contentDir: folder(files), docs: { configLinks } })
    expect(error).toContain('navigation.config.ts: /guide/intro#nope  no heading or element with id "nope" on /guide/intro')
    expect(error).toContain('navigation.config.ts: /missing  no page at /missing')
    expect(error).not.toContain('#help')
    expect(error).not.toContain('example.com')
  })

  it('refuses a _category_ file that cannot be read, naming it', async () => {
    const { error } = await buildResult({ contentDir: folder({ ...files, 'guide/_category_.json': '{ "label": ' }) })
    expect(error).toMatch(/docs\/guide\/_category_\.json: cannot be read/)
  })

  it('refuses a pagination target no page has, naming the page', async () => {
    const { error } = await buildResult({
      contentDir: folder({ ...files, 'guide/other.md': '---\npagination_next: guide/nope\n---\n\n# Other\n' }),
    })
    expect(error).toMatch(/docs\/guide\/other\.md: `pagination_next: guide\/nope` names no page/)
  })
})
