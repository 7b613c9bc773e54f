import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CategoryFileError, generateSidebar, type SidebarSourcePage } from '../../plugins/docs/autoSidebar.ts'
import { buildSidebar } from '../../shared/sidebar.ts'
import { docIdOf, fileToRoute } from '../../shared/routes.ts'
import type { FrontMatter } from '../../shared/types.ts'

// sidebar: 'auto' — the sidebar Docusaurus would generate from a folder.

function site(files: Record<string, Partial<FrontMatter> | string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-sidebar-'))
  const pages: SidebarSourcePage[] = []
  for (const [file, value] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    if (typeof value === 'string') writeFileSync(path.join(dir, file), value)
    else {
      const frontmatter = { id: '', title: file, ...value } as FrontMatter
      const keys = { id: value.id, slug: value.slug }
      pages.push({ file, route: fileToRoute(file, keys), docId: docIdOf(file, keys), frontmatter })
    }
  }
  return { dir, pages }
}

describe('generateSidebar', () => {
  it('makes a category per folder, ordered by sidebar_position, then number prefix, then name', () => {
    const { dir, pages } = site({
      'zeta.md': {},
      'alpha.md': {},
      'first.md': { sidebar_position: 1 },
      '02-guides/b.md': {},
      '02-guides/01-a.md': {},
      '02-guides/c.md': { sidebar_position: 0.5 },
      '03-api/index.md': { title: 'API' },
      '03-api/store.md': {},
      'hidden.md': { unlisted: true },
    })
    expect(generateSidebar(pages, dir)).toEqual([
      '/first',
      { label: 'guides', items: ['/guides/c', '/guides/a', '/guides/b'] },
      { label: 'API', link: '/api', items: ['/api/store'] },
      '/alpha',
      '/zeta',
    ])
  })

  it('reads _category_.json and .yml: label, position, and a doc link or none', () => {
    const { dir, pages } = site({
      'intro.md': { sidebar_position: 2 },
      'api/README.md': {},
      'api/store.md': {},
      'api/_category_.json': '{ "label": "API Reference", "position": 1, "link": null }',
      'guides/setup.md': { id: 'start' },
      'guides/_category_.yml': 'label: Guides\nposition: 3\nlink:\n  type: doc\n  id: guides/start\n',
    })
    expect(generateSidebar(pages, dir)).toEqual([
      { label: 'API Reference', items: ['/api', '/api/store'] },
      '/intro',
      { label: 'Guides', link: '/guides/start', items: [] },
    ])
  })

  it('reads collapsed, collapsible and className as Docusaurus does; the class falls back to the linked page', () => {
    const { dir, pages } = site({
      'open/a.md': {},
      'open/_category_.json': '{ "collapsed": false, "className": "open-one" }',
      'fixed/b.md': {},
      'fixed/_category_.yml': 'collapsible: false\ncollapsed: true\n',
      'linked/index.md': { sidebar_class_name: 'from-index', sidebar_label: 'linked' },
      'linked/c.md': {},
    })
    const items = generateSidebar(pages, dir)
    expect(items).toEqual([
      { label: 'fixed', items: ['/fixed/b'], collapsible: false, collapsed: false },
      { label: 'linked', link: '/linked', items: ['/linked/c'], className: 'from-index' },
      { label: 'open', items: ['/open/a'], collapsed: false, className: 'open-one' },
    ])
    // What the theme gets: the same, as sidebar nodes.
    expect(buildSidebar(items, () => 'Page')).toMatchObject([
      { kind: 'category', label: 'fixed', collapsible: false, collapsed: false },
      { kind: 'category', label: 'linked', className: 'from-index' },
      { kind: 'category', label: 'open', collapsed: false, className: 'open-one' },
    ])
    expect(buildSidebar(items, () => 'Page')[1]).not.toHaveProperty('collapsed')
  })

  it("labels and places a category linked to a page as Docusaurus 3 does: the _category_ file's, else the page's, else the folder's", () => {
    const { dir, pages } = site({
      'intro.md': { sidebar_position: 2 },
      // An index page: its sidebar_label, else its title (its H1 when front matter has none).
      '01-labelled/index.md': { title: 'Labelled Title', sidebar_label: 'Labelled Label' },
      '01-labelled/a.md': {},
      '04-titled/README.md': { title: 'Titled Title', sidebar_position: 3 },
      '04-titled/b.md': {},
      // A page named like its folder; the _category_ label comes first.
      'named/named.md': { title: 'Named Title' },
      'named/_category_.json': '{ "label": "Named Category" }',
      // A page the _category_ file links to: its number prefix places the category.
      'picked/05-main.md': { title: 'Main Title' },
      'picked/c.md': {},
      'picked/_category_.json': '{ "link": { "type": "doc", "id": "picked/main" } }',
      // No page to link: the folder's name without its number prefix, its prefix the position.
      '06-plain/d.md': {},
    })
    expect(generateSidebar(pages, dir)).toEqual([
      { label: 'Labelled Label', link: '/labelled', items: ['/labelled/a'] },
      '/intro',
      // sidebar_position 3 of its README, not its folder's prefix 4.
      { label: 'Titled Title', link: '/titled', items: ['/titled/b'] },
      { label: 'Main Title', link: '/picked/main', items: ['/picked/c'] },
      { label: 'plain', items: ['/plain/d'] },
      { label: 'Named Category', link: '/named', items: [] },
    ])
  })

  it('refuses a _category_ file whose collapsed is not a boolean, naming the file', () => {
    const { dir, pages } = site({ 'api/a.md': {}, 'api/_category_.json': '{ "collapsed": "no" }' })
    expect(() => generateSidebar(pages, dir)).toThrow(CategoryFileError)
    expect(() => generateSidebar(pages, dir)).toThrow(/api\/_category_\.json: `collapsed` must be true or false/)
  })
})
