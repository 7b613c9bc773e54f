import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { checkLinks, formatLinkProblems } from '../../plugins/docs/checkLinks.ts'
import { docusaurusFixture } from '../mdxFixture.ts'

// MDX in the content store: `.mdx` files are pages, `_` files and folders are partials (no pages), and
// a partial's links are checked as links of each page importing it, naming the partial's own line.

function mdxStore(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-mdx-store-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'content', name)), { recursive: true })
    writeFileSync(path.join(root, 'content', name), text)
  }
  const store = createContentStore({ root, contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public') })
  return { store, file: (name: string) => path.join(root, 'content', name) }
}

const fixture = (name: string) => readFileSync(path.join(docusaurusFixture, name), 'utf8')
const front = (id: string) => `---\nid: ${id}\ntitle: ${id}\ndescription: ${id}.\n---\n\n`

describe('MDX in the content store', () => {
  it('lists .md and .mdx pages with their routes, not partials under _', () => {
    const { store, file } = mdxStore({
      'mdx/components.mdx': fixture('mdx/components.mdx'),
      'mdx/start.md': fixture('mdx/start.md'),
      '_partials/_install.mdx': fixture('_partials/_install.mdx'),
      'mdx/_note.mdx': 'A note.\n',
    })
    expect(store.files()).toEqual([file('mdx/components.mdx'), file('mdx/start.md')])
    expect(store.files().map(store.routeOf)).toEqual(['/mdx/components', '/mdx/start'])
    expect(store.isPage(file('mdx/components.mdx'))).toBe(true)
    expect(store.isPage(file('_partials/_install.mdx'))).toBe(false)
    expect(store.isMdx(file('_partials/_install.mdx'))).toBe(true)
  })

  it("checks a partial's links as the importing page's, at the partial's file and line", async () => {
    const { store } = mdxStore({
      'page.mdx': `${front('page')}import Part from './_part.mdx'\n\n## Here\n\n<Part />\n`,
      'other.mdx': `${front('other')}Text.\n`,
      '_part.mdx': 'See [other](./other.mdx), [gone](./gone.mdx),\n[here](#here) and [nowhere](#nowhere).\n\n## Part heading\n',
    })
    expect(await store.compileAll()).toEqual([])
    const pages = store.pages()
    expect(pages.find((page) => page.route === '/page')!.ids).toEqual(new Set(['here', 'part-heading']))
    const problems = formatLinkProblems(checkLinks(pages, { appRoutes: ['/'], publicDir: '/nowhere' }))
    expect(problems.split('\n')).toEqual([
      expect.stringMatching(/^content\/_part\.mdx:1:27 {2}\.\/gone\.mdx {2}no page file content\/gone\.mdx$/),
      expect.stringMatching(/^content\/_part\.mdx:2:19 {2}#nowhere {2}no heading or element with id "nowhere" on this page$/),
    ])
  })

  it('fails a page whose partial has an MDX syntax error, naming the partial’s file:line:col', async () => {
    const { store, file } = mdxStore({
      'page.mdx': `${front('page')}import Part from './_part.mdx'\n\n<Part />\n`,
      '_part.mdx': 'Fine line.\n\nBroken <b>tag</i>.\n',
    })
    await expect(store.compile(file('page.mdx'))).rejects.toThrow(/^content\/_part\.mdx:3:\d+ {2}MDX: Unexpected closing tag `<\/i>`/)
  })
})
