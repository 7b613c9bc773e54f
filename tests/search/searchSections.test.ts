import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { recordsOfPages } from '../../plugins/search/collectRecords.ts'
import { bodyTree } from '../../plugins/search/bodyTree.ts'
import type { DocsPage } from '../../plugins/docs/contentStore.ts'
import { categoriesFromSidebar } from '../../plugins/search/categories.ts'
import { sidebarConfig } from '../../sidebar.config.ts'

// A compiled page carries its search sections (DocsPage.searchSections), read from its body's tree as it
// is compiled, so that the search index does not parse every page's body again. The records made of them
// must be those the body gives, on the site's own pages.

const root = path.resolve(import.meta.dirname, '../..')
/** A compiled page as search would read it from its body alone: the tree built back from the body's JSON. */
const fromBody = ({ route, frontmatter, body }: DocsPage) => ({ route, frontmatter, tree: bodyTree(JSON.parse(body)) })

describe('searchSections', () => {
  it('give every page of the site the records its body gives, in its sidebar category', async () => {
    const store = createContentStore({ root, contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public') })
    expect(await store.compileAll()).toEqual([])
    const pages = store.pages()
    const categories = categoriesFromSidebar(sidebarConfig)
    const fromSections = recordsOfPages(pages, categories)
    const fromBodies = recordsOfPages(pages.map(fromBody), categories)
    expect(fromSections).toEqual(fromBodies)
    expect(fromSections.length).toBeGreaterThan(pages.length)
    expect(new Set(fromSections.map((record) => record.hierarchy.lvl0)).size).toBeGreaterThan(1)
  }, 60_000)

  it('keep the description of a page that opens on a heading, and nothing of an unlisted page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-sections-'))
    try {
      const content = path.join(dir, 'content')
      mkdirSync(content)
      writeFileSync(path.join(content, 'opens.md'), '---\ntitle: Opens\ndescription: Said in the front matter.\n---\n\n## First\n\nText.\n')
      writeFileSync(path.join(content, 'hidden.md'), '---\ntitle: Hidden\nunlisted: true\n---\n\nSecret text.\n')
      const store = createContentStore({ root: dir, contentDir: content, publicDir: path.join(dir, 'public') })
      expect(await store.compileAll()).toEqual([])
      const [hidden, opens] = store.pages()
      expect(hidden.searchSections).toEqual([])
      expect(opens.searchSections.map(({ type, content }) => [type, content])).toEqual([
        ['lvl1', 'Said in the front matter.'],
        ['lvl2', 'Text.'],
      ])
      expect(recordsOfPages([opens], new Map())).toEqual(recordsOfPages([fromBody(opens)], new Map()))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
