import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMarkdownPipeline, type PipelineOptions } from '../../plugins/markdown/pipeline.ts'
import { findAll, textOf } from '../helpers.ts'

// MDX pages through @mdx-js/mdx with the markdown pipeline's own steps, on the Docusaurus-style fixture
// folder's real pages (tests/fixtures/docusaurus-docs: mdx/, _partials/, src/components/).

const root = path.resolve(import.meta.dirname, '../fixtures/docusaurus-docs')
const options = (format?: PipelineOptions['format']): PipelineOptions => ({
  root,
  contentDir: root,
  publicDir: path.join(root, 'static'),
  format,
  mdxComponents: '/theme/mdxComponents.ts',
})
const detect = createMarkdownPipeline(options())
const mdxEverywhere = createMarkdownPipeline(options('mdx'))
const mdOnly = createMarkdownPipeline(options('md'))
const fixture = (file: string) => [readFileSync(path.join(root, file), 'utf8'), path.join(root, file)] as const

describe('an MDX page', async () => {
  const page = await (await detect).compile(...fixture('mdx/components.mdx'))

  it('is a module importing its local, partial and npm imports, its components from the site', () => {
    expect(page.code).toContain(`import Counter from '../src/components/Counter.jsx'`)
    expect(page.code).toContain(`import Install from '../_partials/_install.mdx'`)
    expect(page.code).toContain(`import 'nprogress/nprogress.css'`)
    expect(page.code).toContain('from "/theme/mdxComponents.ts"')
    expect(page.code).toMatch(/export default function MDXContent/)
    expect(page.code).toContain('export const answer = 6 * 7')
  })

  it('goes through the markdown steps: front matter, leading H1 kept as the heading, heading ids, TOC', () => {
    expect(page.route).toBe('/mdx/components')
    expect(page.frontmatter).toMatchObject({ id: 'components', title: 'MDX Components', sidebar_position: 1 })
    expect(page.toc).toEqual([
      { id: 'local', text: 'Local components', depth: 2 },
      { id: 'a-partial', text: 'A partial', depth: 2 },
    ])
    expect(page.contentTitle).toBe('MDX Components')
    expect(findAll(page.tree, 'h1').map((h1) => h1.properties)).toEqual([{ className: ['doc-title'], tabIndex: -1, dataPageHeading: '' }])
  })

  it('highlights code at build time, renders admonitions and GFM tables as the site does', () => {
    const pre = findAll(page.tree, 'pre')[0]
    expect(pre.properties).toMatchObject({ dataLanguage: 'js', dataTitle: 'store.js' })
    expect(findAll(pre, 'span').filter((span) => String(span.properties?.className).includes('highlighted'))).toHaveLength(1)
    expect(page.code).toContain('className: "line highlighted"')
    const admonition = findAll(page.tree, 'docs-admonition')[0]
    expect(admonition.properties).toEqual({ type: 'tip', title: 'Good to know' })
    expect(textOf(admonition)).toContain('JSX')
    expect(findAll(page.tree, 'table')).toHaveLength(1)
  })

  it('rewrites and records its links for the checker', () => {
    expect(page.links.map((link) => [link.href, link.resolved])).toEqual([
      ['./typed.mdx', { kind: 'internal', route: '/mdx/typed', hash: '' }],
      ['/mdx/start', { kind: 'internal', route: '/mdx/start', hash: '' }],
    ])
    expect(page.code).toContain('href: "/mdx/typed"')
    expect(page.ids).toEqual(new Set(['local', 'a-partial']))
    expect(page.partials).toEqual([path.join(root, '_partials/_install.mdx'), path.join(root, '_partials/_note.md')])
  })

  it('keeps a plain HTML tree for search: JSX children as text, no code of expressions or imports', () => {
    const text = textOf(page.tree)
    expect(text).toContain('new badge')
    expect(text).toContain('Markdown inside an unwrapped')
    expect(text).not.toContain('../src/components')
    expect(text).not.toContain('NProgress.version')
  })
})

describe('a partial', () => {
  it('compiles without a TOC of its own, its links resolved from its own folder', async () => {
    const { code, links, ids } = await (await detect).compilePartial(...fixture('_partials/_install.mdx'))
    expect(code).toContain('href: "/mdx/typed#props"')
    // An `#anchor` points into the page showing the partial: kept as written, its route left to that page.
    expect(code).toContain('href: "#local"')
    expect(links.map((link) => [link.href, link.resolved, link.line])).toEqual([
      ['../mdx/typed.mdx#props', { kind: 'internal', route: '/mdx/typed', hash: 'props' }, 5],
      ['#local', { kind: 'internal', route: '', hash: 'local' }, 6],
    ])
    expect(ids).toEqual(new Set(['install-the-package']))
    expect(code).toContain('_components.h3')
    expect(code).toContain('id: "install-the-package"')
    expect(code).toContain('from "/theme/mdxComponents.ts"')
  })
})

describe('a partial with front matter of its own', () => {
  it('compiles: a partial is no page, and needs no id, title or description', async () => {
    const { code } = await (
      await detect
    ).compilePartial('---\nsidebar_label: Ignored\n---\n\n# Its own title\n', path.join(root, '_partials/_fm.mdx'))
    expect(code).toContain('_components.h1')
  })
})

describe('JSX links and ids in an MDX page', () => {
  it('checks and rewrites a literal <a href> and <img src>, and counts a literal id as an anchor', async () => {
    const source = [
      '---\nid: jsx\ntitle: JSX links\ndescription: D.\n---',
      '<a href="./typed.mdx#props">the typed page</a> and <img src="/img/logo.svg" alt="" />',
      '<h2 id="jsx-anchor">Written as JSX</h2>',
      'Back to [that heading](#jsx-anchor); <a href={"/computed"}>computed</a> is the author\'s code.',
    ].join('\n\n')
    const page = await (await detect).compile(source, path.join(root, 'mdx/jsx.mdx'))
    expect(page.links.map((link) => [link.href, link.resolved.kind, link.line])).toEqual([
      ['./typed.mdx#props', 'internal', 7],
      ['/img/logo.svg', 'asset', 7],
      ['#jsx-anchor', 'internal', 11],
    ])
    expect(page.code).toContain('href: "/mdx/typed#props"')
    expect(page.ids).toContain('jsx-anchor')
  })
})

describe('markdown.format', () => {
  const jsxInMd = ['---\nid: p\ntitle: P\ndescription: D.\n---\n\nHello <Greeting name="you" />\n', path.join(root, 'mdx/jsx.md')] as const

  it('detect: a .md page is CommonMark (JSX is raw HTML there), a .mdx page is MDX', async () => {
    await expect((await detect).compile(...jsxInMd)).rejects.toThrow(/mdx\/jsx\.md:7:7 {2}Raw HTML: <greeting>/)
    expect((await detect).isMdx(path.join(root, 'a.mdx'))).toBe(true)
    expect((await detect).isMdx(path.join(root, 'a.md'))).toBe(false)
  })

  it('mdx: a .md page is read as MDX too', async () => {
    const page = await (await mdxEverywhere).compile(...jsxInMd)
    expect(page.code).toContain('_jsx(Greeting, {')
  })

  it('a page’s own `format` front matter overrides the option for that page, as in Docusaurus 3', async () => {
    const page = (format: string, body: string) => `---\nid: p\ntitle: P\ndescription: D.\nformat: ${format}\n---\n\n${body}\n`
    // A CommonMark page (a void <br> MDX would reject) in a folder built as MDX.
    const commonMark = await (await mdxEverywhere).compile(page('md', 'One<br>two'), path.join(root, 'mdx/html.md'))
    expect(commonMark.code).toBeUndefined()
    expect(findAll(commonMark.tree, 'br')).toHaveLength(1)
    // An MDX page with a .md name in a folder read by extension.
    const mdx = await (await detect).compile(page("'mdx'", 'Hello <Greeting name="you" />'), path.join(root, 'mdx/jsx.md'))
    expect(mdx.code).toContain('_jsx(Greeting, {')
    // `detect` goes by the extension again.
    const detected = await (await mdxEverywhere).compile(page('detect', 'Plain {1 + 1}'), path.join(root, 'mdx/plain.md'))
    expect(detected.code).toBeUndefined()
  })

  it('md: a .mdx page is read as CommonMark', async () => {
    const page = await (
      await mdOnly
    ).compile('---\nid: p\ntitle: P\ndescription: D.\n---\n\nPlain *text* {1 + 1}\n', path.join(root, 'x.mdx'))
    expect(page.code).toBeUndefined()
    expect(textOf(page.tree)).toContain('{1 + 1}')
  })
})

describe('MDX errors', () => {
  const compileError = async (body: string) => {
    const source = `---\nid: p\ntitle: P\ndescription: D.\n---\n\n${body}`
    try {
      await (await detect).compile(source, path.join(root, 'mdx/broken.mdx'))
    } catch (error) {
      return (error as Error).message
    }
    throw new Error('expected the compile to fail')
  }

  it('name file:line:col and what MDX expected', async () => {
    expect(await compileError('Some text\n\n<Counter start={1 />\n')).toBe(
      'mdx/broken.mdx:10:1  MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    )
    expect(await compileError('Text\n\n<Counter !x />\n')).toMatch(
      /^mdx\/broken\.mdx:9:10 {2}MDX: Unexpected character `!` \(U\+0021\) after name, expected a character that can start an attribute name, such as a letter/,
    )
    expect(await compileError('A <b>bold</c> word\n')).toMatch(
      /^mdx\/broken\.mdx:7:\d+ {2}MDX: Unexpected closing tag `<\/c>`, expected corresponding closing tag for `<b>`/,
    )
    expect(await compileError('Two is {1 +}\n')).toMatch(/^mdx\/broken\.mdx:7:\d+ {2}MDX: Could not parse expression with acorn/)
  })

  it('keep the markdown steps’ own errors (front matter, unknown directives) with their lines', async () => {
    expect(await compileError(':::nonsense\nx\n:::\n')).toMatch(/^mdx\/broken\.mdx:7:1 {2}Unknown directive ":::nonsense"/)
  })
})
