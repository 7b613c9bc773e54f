import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeSeoFiles } from '../../plugins/seo/index.ts'
import type { DocsPage } from '../../plugins/docs/contentStore.ts'
import { robotsTxt, sitemapXml } from '../../plugins/seo/sitemap.ts'
import { llmsTxt, markdownCopy, sectionsFromSidebar, type LlmsPage } from '../../plugins/seo/llms.ts'

const page = (path: string, description = `About ${path}.`): LlmsPage => ({
  path,
  title: path.slice(1),
  description,
  markdownUrl: `https://example.org${path}.md`,
})

describe('sitemap and robots.txt', () => {
  it('lists every URL, escaped', () => {
    const xml = sitemapXml(['https://example.org/', 'https://example.org/a&b'])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://example.org/</loc></url>')
    expect(xml).toContain('<loc>https://example.org/a&amp;b</loc>')
  })

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n')
  })
})

describe('llms.txt', () => {
  const pages = [page('/a'), page('/b'), page('/c'), page('/orphan', '')]
  const sidebar = [{ label: 'First', items: ['/b', { label: 'Nested', items: ['/a', '/missing'] }] }, { label: 'Empty', items: [] }, '/c']

  it('follows the sidebar: a section per top-level category, unlisted pages last', () => {
    const sections = sectionsFromSidebar(sidebar, pages)
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.path)])).toEqual([
      ['First', ['/b', '/a']],
      ['More pages', ['/c', '/orphan']],
    ])
  })

  it('links each page’s markdown copy with its description', () => {
    const text = llmsTxt({ title: 'Site', summary: 'What it is.' }, sectionsFromSidebar(sidebar, pages))
    expect(text.startsWith('# Site\n\n> What it is.\n\n## First\n\n- [b](https://example.org/b.md): About /b.\n')).toBe(true)
    expect(text).toContain('- [orphan](https://example.org/orphan.md)\n')
  })

  it('turns front matter into a title and summary in the markdown copy', () => {
    const source = '---\nid: store\ntitle: Store\n---\n\n## getState()\n\nReturns the state.\n'
    expect(markdownCopy(source, { title: 'Store', description: 'The store.', url: 'https://example.org/api/store' })).toBe(
      '# Store\n\n> The store.\n\nSource: https://example.org/api/store\n\n## getState()\n\nReturns the state.\n',
    )
  })
})

describe('writeSeoFiles', () => {
  // The build writes these before rendering and hands each to the precompression as it is written.
  it('tells each file it writes, once written', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'seo-files-'))
    try {
      const docs = [
        { route: '/start', source: '# Start\n', summary: { title: 'Start', description: 'The start.' } },
        { route: '/guide/intro', source: '# Intro\n', summary: { title: 'Intro', description: 'First steps.' } },
      ] as unknown as DocsPage[]
      const told: string[] = []
      writeSeoFiles({
        outDir,
        siteUrl: 'https://example.org',
        routes: ['/start', '/guide/intro'],
        docs,
        sidebar: ['/guide/intro'],
        site: { title: 'Docs', tagline: 'Words' },
        onWritten: (file) => {
          expect(existsSync(file)).toBe(true)
          told.push(path.relative(outDir, file))
        },
      })
      expect(told.sort()).toEqual(['guide/intro.md', 'llms.txt', 'robots.txt', 'sitemap.xml', 'start.md'])
      expect(readFileSync(path.join(outDir, 'guide/intro.md'), 'utf8')).toContain('Source: https://example.org/guide/intro')
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
