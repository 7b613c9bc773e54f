import { describe, expect, it } from 'vitest'
import { compile as compileMdx } from '@mdx-js/mdx'
import remarkDirective from 'remark-directive'
import { VFile } from 'vfile'
import { admonitionTitlesToLabels, remarkAdmonitionTitles } from '../../plugins/markdown/admonitionTitles.ts'
import { remarkDirectives } from '../../plugins/markdown/directives.ts'
import { remarkLinkProtocols } from '../../plugins/markdown/linkProtocols.ts'
import { compile, compileError, findAll, textOf } from '../helpers.ts'

const names = ['note', 'tip', 'warning', 'details']

describe('Docusaurus admonition titles (:::type Title)', () => {
  it('rewrites the title form to a directive label, as Docusaurus 3 does', () => {
    expect(admonitionTitlesToLabels(':::warning Warning\nBody\n:::\n', names)).toBe(':::warning[Warning]\nBody\n:::\n')
    expect(admonitionTitlesToLabels('::::note   Two  words \n', names)).toBe('::::note[Two  words]\n')
    expect(admonitionTitlesToLabels('> :::tip Quoted\n', names)).toBe('> :::tip[Quoted]\n')
    expect(admonitionTitlesToLabels('  :::tip Indented\n', names)).toBe('  :::tip[Indented]\n')
  })

  it('leaves other lines alone: labels, unknown names, longer names, prose and fenced code', () => {
    const source = [
      ':::tip[Already]',
      ':::tips Not a type',
      ':::unknown Title',
      'Text :::tip inline',
      '```md',
      ':::tip Shown as written',
      '```',
      '~~~~',
      '```',
      ':::note Still code',
      '~~~~',
      ':::note After',
    ].join('\n')
    expect(admonitionTitlesToLabels(source, names).split('\n')).toEqual([...source.split('\n').slice(0, -1), ':::note[After]'])
  })

  it('gives the admonition its title, with markdown inside and nesting by longer fences', async () => {
    const page = await compile('::::warning Outer title\n:::tip Inner `code` title\nBody **bold**.\n:::\n::::\n')
    const [outer, inner] = findAll(page.tree, 'docs-admonition')
    expect(outer.properties).toMatchObject({ type: 'warning', title: 'Outer title' })
    expect(inner.properties).toMatchObject({ type: 'tip', title: 'Inner code title' })
    expect(findAll(inner, 'strong').map(textOf)).toEqual(['bold'])
  })

  it('keeps every later line and column where the author wrote it', async () => {
    const message = await compileError(':::note A title\nMeet at 10:30.\n:::\n\n:::custom Title\nx\n:::\n', 'guide/t.md')
    expect(message).toContain('content/guide/t.md:5:1  Unknown directive ":::custom"')
    const page = await compile(':::note A title\nMeet at 10:30 and key:value.\n:::\n')
    expect(textOf(findAll(page.tree, 'docs-admonition')[0])).toBe('Meet at 10:30 and key:value.')
  })

  it('does not touch the syntax shown in a code block', async () => {
    const page = await compile('```md\n:::tip Title\n:::\n```\n')
    expect(textOf(findAll(page.tree, 'code')[0])).toBe(':::tip Title\n:::')
  })

  it('works as plain remark plugins in an MDX compile, with JSX inside', async () => {
    const file = new VFile({
      path: '/docs/a.mdx',
      value: 'import X from "./x.js"\n\n:::warning Watch out\nHello <X /> at 10:30.\n:::\n\n[bad](javascript:alert(1))\n',
    })
    const remarkPlugins = [[remarkAdmonitionTitles, { names }], remarkDirective, remarkDirectives, remarkLinkProtocols] as never
    const output = String(await compileMdx(file, { remarkPlugins, jsx: true }))
    expect(output).toMatch(/<_component0 type="warning" title="Watch out"><_components\.p>\{"Hello "\}<X \/>/)
    expect(output).toContain('{" at 10"}{":30"}{"."}') // the directive's text, sliced from the rewritten source
    expect(
      file.messages.filter((message) => message.fatal).map((message) => `${message.line}:${message.column} ${message.reason}`),
    ).toEqual(['7:1 Unsafe link target "javascript:alert(1)": javascript: runs script (link to a page, an https URL or a file in public/)'])
  })
})
