import { describe, expect, it } from 'vitest'
import { compile } from '../helpers.ts'
import { extractRecords, textOfNodes } from '../../plugins/search/records.ts'
import { categoriesFromSidebar, categoryOfRoute } from '../../plugins/search/categories.ts'
import { sidebarConfig } from '../../sidebar.config.ts'

const site = categoriesFromSidebar(sidebarConfig)
import { toEmbeddedIndexFile } from '../../plugins/search/indexFile.ts'
import { sectionsFromIndexFile } from '../../src/search/embeddedIndex.ts'

const page = `---
id: store
title: Store
description: What a store is.
---

The store holds the \`state\` of your app.

\`\`\`js
const secretCodeOnly = createStore(reducer)
\`\`\`

## getState()

Returns the current state.

:::tip[Keep it pure]
Never mutate what \`getState\` returns.
:::

:::note
Default-titled admonition body.
:::

### Example

- first item
- second item

| Method | Returns |
| --- | --- |
| getState | state |

## dispatch(action)

Dispatches an action.
`

describe('search records', () => {
  it('makes one record per heading section, in DocSearch shape, with anchors and the sidebar category', async () => {
    const records = extractRecords(await compile(page, 'api/store.md'), 'API Reference')
    expect(records.map((record) => [record.type, record.url, record.hierarchy.lvl2, record.hierarchy.lvl3])).toEqual([
      ['lvl1', '/api/store', null, null],
      ['lvl2', '/api/store#getstate', 'getState()', null],
      ['lvl3', '/api/store#example', 'getState()', 'Example'],
      ['lvl2', '/api/store#dispatchaction', 'dispatch(action)', null],
    ])
    const [intro, getState, example] = records
    expect(intro).toMatchObject({
      objectID: '/api/store',
      url_without_anchor: '/api/store',
      anchor: null,
      hierarchy: { lvl0: 'API Reference', lvl1: 'Store', lvl4: null, lvl5: null, lvl6: null },
      content: 'The store holds the state of your app.',
      weight: { pageRank: 0, level: 100, position: 0 },
    })
    expect(getState.anchor).toBe('getstate')
    expect(example.weight).toEqual({ pageRank: 0, level: 80, position: 2 })
    // Inline code stays, code blocks go; an admonition's own title is kept, a default one ("Note") is not.
    expect(getState.content).toBe(
      'Returns the current state. Keep it pure Never mutate what getState returns. Default-titled admonition body.',
    )
    expect(records.map((record) => record.content).join(' ')).not.toContain('secretCodeOnly')
    // Block edges separate words: list items and table cells don't run together.
    expect(example.content).toBe('first item second item Method Returns getState state')
  })

  it('falls back on the description for a page that opens on a heading, and keeps empty sections', async () => {
    const records = extractRecords(
      await compile('---\nid: page\ntitle: A\ndescription: About A.\n---\n\n## Empty\n\n## Full\n\nText.\n'),
      'Guide',
    )
    expect(records.map((record) => [record.url, record.content])).toEqual([
      ['/guide/page', 'About A.'],
      ['/guide/page#empty', null],
      ['/guide/page#full', 'Text.'],
    ])
  })

  it('reads text with whitespace collapsed and image alt text kept', () => {
    const nodes = [
      { type: 'element' as const, tagName: 'p', children: [{ type: 'text' as const, value: 'A\n  line' }] },
      { type: 'element' as const, tagName: 'img', properties: { alt: 'data flow' }, children: [] },
    ]
    expect(textOfNodes(nodes)).toBe('A line data flow')
  })
})

describe('categories', () => {
  it('takes the top-level sidebar section of a page, sub-sections included', () => {
    expect(categoryOfRoute('/api/store', site)).toBe('API Reference')
    expect(categoryOfRoute('/tutorials/essentials/part-1-overview-concepts', site)).toBe('Tutorials')
    expect(categoryOfRoute('/basics/store', site)).toBe('Tutorials')
    expect(categoryOfRoute('/recipes/structuring-reducers/using-combinereducers', site)).toBe('Recipes')
    expect(categoryOfRoute('/faq', site)).toBe('FAQ')
  })

  it('puts a page the sidebar leaves out with its folder, else in "Documentation"', () => {
    const categories = categoriesFromSidebar([{ label: 'Intro', items: ['/introduction/getting-started'] }, '/loose'])
    expect(categoryOfRoute('/introduction/README', categories)).toBe('Intro')
    expect(categoryOfRoute('/elsewhere/page', categories)).toBe('Documentation')
    expect(categoryOfRoute('/loose', categories)).toBe('Documentation')
  })
})

describe('the embedded index file', () => {
  it('stores each page once and gives back the same sections', async () => {
    const records = extractRecords(await compile(page, 'api/store.md'), 'API Reference')
    const file = toEmbeddedIndexFile(records)
    expect(file.pages).toEqual([['/api/store', 0, 'Store']])
    expect(file.categories).toEqual(['API Reference'])
    const sections = sectionsFromIndexFile(JSON.parse(JSON.stringify(file)))
    expect(sections).toEqual(
      records.map((record) => ({
        url: record.url,
        pageUrl: record.url_without_anchor,
        category: record.hierarchy.lvl0,
        title: record.hierarchy.lvl1,
        lvl2: record.hierarchy.lvl2 ?? '',
        lvl3: record.hierarchy.lvl3 ?? '',
        content: record.content ?? '',
        type: record.type,
      })),
    )
  })
})
