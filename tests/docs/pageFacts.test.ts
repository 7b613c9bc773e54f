import { describe, expect, it } from 'vitest'
import { bodyJson, pageFacts, renderPageModule, type PageModuleOptions } from '../../plugins/docs/pageModule.ts'
import { compile } from '../helpers.ts'

// A markdown page's module is made twice in a build's life: as the browser's chunk (renderPageModule) and
// as the object the server render is handed (the docs API's getPageModule, from pageFacts). Both come
// from one function, so importing the browser's module gives exactly what the server renders from.

const importModule = async (code: string) =>
  ({ ...(await import(`data:text/javascript,${encodeURIComponent(code)}`)) }) as Record<string, unknown>

const source = [
  '---',
  'id: store',
  'title: Store',
  'description: The store.',
  'pagination_next: null',
  '---',
  '',
  '# The Store',
  '',
  'Some `code` and a [link](https://redux.js.org).',
  '',
  '## Reading state',
  '',
  '```js',
  'store.getState()',
  '```',
  '',
].join('\n')

const options: Omit<PageModuleOptions, 'dev'> = {
  frontmatter: { id: 'store', title: 'Store', description: 'The store.', pagination_next: null },
  navigation: { trail: [{ label: 'API', link: '/api' }], next: { label: 'Next', path: '/api/next' } },
  warnings: ['content/store.md: a warning'],
  editUrl: 'https://example.org/edit/store.md',
  lastUpdate: { time: 1795700000000, author: 'A' },
}

describe("a page's facts and its module", () => {
  it('the browser module exports the facts pageFacts gives the server render, and the body as its tree', async () => {
    const page = await compile(source, 'api/store.md')
    const exported = await importModule(renderPageModule(page, { dev: false, ...options }))
    const facts = pageFacts(page, options)
    expect(facts.contentTitle).toBe('The Store')
    expect(facts.toc.map((entry) => entry.id)).toEqual(['reading-state'])
    expect(exported).toEqual({ ...facts, tree: JSON.parse(bodyJson(page.tree)) })
  })

  it('ships the same body from the tree kept with its positions (the content store compacts that one)', async () => {
    const rich = [
      source,
      ':::tip[A **rich** title]\nInside, with <kbd>raw</kbd> HTML.\n:::\n',
      '| a | b |\n| - | - |\n| [c](./c.md) | ![i](/img/x.png) |\n',
      '```ts title="t.ts" {1}\nconst a: number = 1 // [!code ++]\n```\n',
      '- [x] done\n\nText[^1].\n\n[^1]: Note.\n',
    ].join('\n')
    const kept = await compile(rich, 'api/store.md', true)
    expect(JSON.stringify(kept.tree)).toContain('"position"')
    const stripped = await compile(rich, 'api/store.md')
    expect(JSON.stringify(stripped.tree)).not.toContain('"position"')
    expect(bodyJson(kept.tree)).toBe(bodyJson(stripped.tree))
    expect(bodyJson(kept.tree)).toContain('"docs-admonition"')
  })

  it('leaves out what a page does not have, in the module and the facts alike', async () => {
    const page = await compile('---\nid: p\ntitle: P\ndescription: D.\n---\n\nText.\n', 'p.md')
    const bare = { warnings: [], navigation: { trail: [] } }
    const facts = pageFacts(page, bare)
    expect(Object.keys(facts)).toEqual(['frontmatter', 'toc', 'navigation', 'warnings'])
    expect(Object.keys(await importModule(renderPageModule(page, { dev: false, ...bare }))).sort()).toEqual(
      [...Object.keys(facts), 'tree'].sort(),
    )
  })
})
