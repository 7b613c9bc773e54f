import { describe, expect, it } from 'vitest'
import { compile, compileError, findAll } from '../helpers.ts'

describe('heading ids and table of contents', () => {
  it('slugs headings by GitHub rules and keeps them unique', async () => {
    const page = await compile('## Setup\n\n## Setup\n\n### `dispatch(action)`\n\n## What’s New? (2024)\n\n## Setup\n')
    expect(page.toc).toEqual([
      { id: 'setup', text: 'Setup', depth: 2 },
      { id: 'setup-1', text: 'Setup', depth: 2 },
      { id: 'dispatchaction', text: 'dispatch(action)', depth: 3, parts: [{ code: 'dispatch(action)' }] },
      { id: 'whats-new-2024', text: 'What’s New? (2024)', depth: 2 },
      { id: 'setup-2', text: 'Setup', depth: 2 },
    ])
  })

  it('honours {#custom-id} and removes it from the text', async () => {
    const page = await compile('## Help and Discussion {#help}\n\n## Help\n')
    const [first, second] = findAll(page.tree, 'h2')
    expect(first.properties?.id).toBe('help')
    expect(page.toc[0]).toEqual({ id: 'help', text: 'Help and Discussion', depth: 2 })
    expect(second.properties?.id).toBe('help-1')
  })

  it('lists only h2 and h3 in the toc, but gives every heading an id', async () => {
    const page = await compile('## Two\n\n### Three\n\n#### Four\n')
    expect(page.toc.map((e) => e.id)).toEqual(['two', 'three'])
    expect(findAll(page.tree, 'h4')[0].properties?.id).toBe('four')
  })

  it('gives an H1 no id and no anchor, as Docusaurus 3 renders it, while its slug still counts', async () => {
    const page = await compile('# Setup\n\nText.\n\n## Setup\n\n# Later {#later}\n')
    expect(findAll(page.tree, 'h1').map((h1) => h1.properties?.id)).toEqual([undefined, undefined])
    expect(findAll(page.tree, 'h2')[0].properties?.id).toBe('setup-1')
    expect([...page.ids]).toEqual(['setup-1'])
  })

  it('refuses an id used twice and an id the layout owns, naming file and line', async () => {
    const twice = await compileError('## One {#same}\n\n## Two {#same}\n', 'guide/ids.md')
    expect(twice).toContain('content/guide/ids.md:3:1  The id "same" is used twice on this page')
    const layout = await compileError('Intro.\n\n## Skip {#main-content}\n\n## Sidebar categories\n', 'guide/ids.md')
    expect(layout).toContain('content/guide/ids.md:3:1  The id "main-content" belongs to the page layout')
    expect(layout).toContain('content/guide/ids.md:5:1  The id "sidebar-categories" belongs to the page layout')
  })
})
