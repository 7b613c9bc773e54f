import { describe, expect, it } from 'vitest'
import { mdx1Compat } from '../../plugins/markdown/mdx/mdx1Compat.ts'
import { compile, compileError } from '../helpers.ts'

// Docusaurus 3's MDX 1 compatibility, on the source text: what it rewrites, what it leaves, and that no
// line moves (MDX's errors keep the author's line numbers).

const page = (body: string) => `---\nid: p\ntitle: P\ndescription: D.\n---\n\n${body}`

describe('mdx1Compat', () => {
  it('turns HTML comments into MDX comments of the same length, across lines too', () => {
    expect(mdx1Compat('a <!-- note --> b')).toBe('a {/*  note */} b')
    expect(mdx1Compat('<!--\nmany\nlines -->\nafter')).toBe('{/* \nmany\nlines */}\nafter')
    expect(mdx1Compat('a <!-- x --> b').length).toBe('a <!-- x --> b'.length)
  })

  it('escapes a heading’s {#custom-id} and gives `:::type Title` a label', () => {
    expect(mdx1Compat('## Setup {#set-up}')).toBe('## Setup \\{#set-up\\}')
    expect(mdx1Compat(':::warning Read this first')).toBe(':::warning[Read this first]')
    expect(mdx1Compat(':::tip[Already labelled]')).toBe(':::tip[Already labelled]')
    expect(mdx1Compat(':::note')).toBe(':::note')
  })

  it('unwraps mdx-code-block fences into blank lines, keeping every other line where it was', () => {
    const source = 'a\n```mdx-code-block\n<Tabs>\n<!-- c -->\n```\nb'
    expect(mdx1Compat(source)).toBe('a\n\n<Tabs>\n{/*  c */}\n\nb')
  })

  it('leaves code blocks and inline code as written', () => {
    const source = '```html\n<!-- kept -->\n## Not a heading {#x}\n```\nUse `<!--` to open a comment.'
    expect(mdx1Compat(source)).toBe(source)
  })
})

describe('MDX pages with MDX 1 habits', () => {
  it('compile: comments dropped, titled admonitions, custom heading ids, unwrapped blocks', async () => {
    const compiled = await compile(
      page(
        '<!-- to other authors -->\n\n## Setup {#set-up}\n\n:::note Heads up\nBody\n:::\n\n```mdx-code-block\n<div className="wrapped">Inner</div>\n```\n',
      ),
      'guide/page.mdx',
    )
    expect(compiled.toc).toEqual([{ id: 'set-up', text: 'Setup', depth: 2 }])
    expect(compiled.code).not.toContain('to other authors"')
    expect(compiled.code).toContain('title: "Heads up"')
    expect(compiled.code).toContain('className: "wrapped"')
    expect(compiled.code).not.toContain('mdx-code-block')
  })

  it('reports a syntax error after a rewritten line at the line and column the author wrote', async () => {
    const message = await compileError(page('<!-- a -->\n\nText with <b>bold</c> in it.\n'), 'guide/page.mdx')
    expect(message).toMatch(
      /^content\/guide\/page\.mdx:9:\d+ {2}MDX: Unexpected closing tag `<\/c>`, expected corresponding closing tag for `<b>`/,
    )
  })
})
