import { describe, expect, it } from 'vitest'
import { admonitionTypes } from '../../plugins/markdown/directives.ts'
import { compile, compileError, findAll, textOf } from '../helpers.ts'

describe('admonitions and details', () => {
  it.each(admonitionTypes)('turns :::%s into an admonition with its default title', async (type) => {
    const page = await compile(`:::${type}\nBody **text**.\n:::\n`)
    const [node] = findAll(page.tree, 'docs-admonition')
    expect(node.properties).toMatchObject({ type })
    expect(String(node.properties?.title)).toBe(type[0].toUpperCase() + type.slice(1))
    expect(textOf(node)).toBe('Body text.')
  })

  it('uses the bracketed label as the title', async () => {
    const page = await compile(":::tip[What You'll Learn]\n- one\n- two\n:::\n")
    const [node] = findAll(page.tree, 'docs-admonition')
    expect(node.properties?.title).toBe("What You'll Learn")
    expect(findAll(node, 'li')).toHaveLength(2)
  })

  it('keeps markdown in a title, as Docusaurus does: plain text as `title`, the inline nodes first in the body', async () => {
    const page = await compile(':::warning Use **only** `getState()` [here](#x)\nBody.\n:::\n\n## X {#x}\n')
    const [node] = findAll(page.tree, 'docs-admonition')
    expect(node.properties?.title).toBe('Use only getState() here')
    const [title] = findAll(node, 'docs-admonition-title')
    expect(findAll(title, 'strong').map(textOf)).toEqual(['only'])
    expect(findAll(title, 'code').map(textOf)).toEqual(['getState()'])
    expect(findAll(title, 'a')[0].properties?.href).toBe('/guide/page#x') // rewritten and checked like any link
    // A plain title stays a property only.
    const plain = await compile(':::tip Plain words\nBody.\n:::\n')
    expect(findAll(plain.tree, 'docs-admonition-title')).toEqual([])
  })

  it('keeps markdown in a details summary', async () => {
    const page = await compile(':::details[Why `dispatch` returns **the action**]\nBecause.\n:::\n')
    const [summary] = findAll(page.tree, 'summary')
    expect(findAll(summary, 'code').map(textOf)).toEqual(['dispatch'])
    expect(textOf(summary)).toBe('Why dispatch returns the action')
  })

  it('nests with more colons', async () => {
    const page = await compile('::::info[Outer]\n:::details[Inner]\nDeep.\n:::\n::::\n')
    const [outer] = findAll(page.tree, 'docs-admonition')
    const [details] = findAll(outer, 'details')
    expect(textOf(findAll(details, 'summary')[0])).toBe('Inner')
    expect(textOf(details)).toContain('Deep.')
  })

  it('makes :::details a details element with a summary', async () => {
    const page = await compile(':::details[Show the answer]\nForty-two.\n:::\n')
    const [details] = findAll(page.tree, 'details')
    expect(textOf(findAll(details, 'summary')[0])).toBe('Show the answer')
    expect(findAll(details, 'p').map(textOf)).toContain('Forty-two.')
  })

  it('keeps colons in running text as the author wrote them', async () => {
    const page = await compile('Meet at 10:30, set key:value and visit http://localhost:5173/a.\n')
    expect(textOf(page.tree)).toContain('Meet at 10:30, set key:value and visit http://localhost:5173/a.')
  })

  // A Docusaurus-style `:::tip Title` used to be refused as malformed; it is now a title (admonitionTitles.test.ts).
  it('reports an unknown directive, with or without a title, and a malformed one with file:line', async () => {
    expect(await compileError('Intro\n\n:::unknown\nx\n:::\n', 'guide/d.md')).toContain(
      'content/guide/d.md:3:1  Unknown directive ":::unknown" (use one of note, tip, info, caution, warning, danger, important, details)',
    )
    expect(await compileError('Intro\n\n:::unknown Some title\nx\n:::\n', 'guide/d.md')).toContain(
      'content/guide/d.md:3:1  Unknown directive ":::unknown"',
    )
    expect(await compileError(':::\nx\n:::\n', 'guide/d.md')).toContain('content/guide/d.md:1:1  Malformed directive')
  })
})
