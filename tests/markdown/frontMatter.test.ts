import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile, compileError } from '../helpers.ts'
import { pageFromSource } from '../../scripts/content/pages.ts'

const root = path.resolve(import.meta.dirname, '..', '..')

describe('front matter', () => {
  it('reads the known keys and keeps unknown ones', async () => {
    const page = await compile(
      '---\nid: store\ntitle: Store\ndescription: About the store.\nsidebar_label: The Store\nhide_title: true\nslug: /x\nextra: [1, 2]\n---\n\nText.\n',
    )
    expect(page.frontmatter).toEqual({
      id: 'store',
      title: 'Store',
      description: 'About the store.',
      sidebar_label: 'The Store',
      hide_title: true,
      slug: '/x',
      extra: [1, 2],
    })
  })

  // Docusaurus requires no key (id: the file name, title: the leading H1); our own content/ must give
  // id, title and description, which the content checks (scripts/content) enforce.
  it('compiles a page without id, title or description, as Docusaurus does; the content checks refuse it, naming file:line', async () => {
    const page = await compile('---\nsidebar_position: 2\n---\n\n# Setting up\n\nText.\n', 'guide/01-setup.md')
    expect(page.frontmatter).toMatchObject({ id: 'setup', title: 'Setting up', sidebar_position: 2 })
    expect(page.route).toBe('/guide/setup')
    const source = readFileSync(path.join(root, 'content/api/compose.md'), 'utf8')
    const noDescription = pageFromSource('content/api/compose.md', source.replace(/^description:.*\n/m, ''))
    expect(noDescription.frontMatter.problems.map((problem) => `${problem.line}:${problem.column}  ${problem.reason}`)).toEqual([
      '1:1  `description` is missing (every page needs id, title and description)',
    ])
    const noIdNorTitle = pageFromSource('content/api/compose.md', source.replace(/^(id|title):.*\n/gm, ''))
    expect(noIdNorTitle.frontMatter.problems[0].reason).toContain('`id`, `title` are missing')
  })

  it('accepts the keys Docusaurus knows, typed as Docusaurus types them, and keeps them', async () => {
    const keys =
      'hide_table_of_contents: true\ntoc_min_heading_level: 2\ntoc_max_heading_level: 4\nsidebar_position: 3\nkeywords: [redux, store]\n' +
      'image: /img/logo.svg\npagination_next: api/store\npagination_prev: null\ncustom_edit_url: null\ndraft: false\nunlisted: true\n'
    const page = await compile(`---\nid: keys\ntitle: Keys\n${keys}---\n\nText.\n`)
    expect(page.frontmatter).toMatchObject({
      hide_table_of_contents: true,
      toc_max_heading_level: 4,
      sidebar_position: 3,
      keywords: ['redux', 'store'],
      pagination_next: 'api/store',
      pagination_prev: null,
      custom_edit_url: null,
      unlisted: true,
    })
  })

  it.each([
    ['toc_max_heading_level: 7', '`toc_max_heading_level` must be a whole number from 2 to 6'],
    ['sidebar_position: first', '`sidebar_position` must be a number'],
    ['draft: yes please', '`draft` must be true or false'],
    ['pagination_next: 3', '`pagination_next` must be a string or null'],
    ['keywords: redux', '`keywords` must be a list of strings'],
  ])('refuses %s at its line', async (line, reason) => {
    const message = await compileError(`---\nid: a\ntitle: A\n${line}\n---\n\nText.\n`, 'guide/typed.md')
    expect(message).toBe(`content/guide/typed.md:4:1  Front matter: ${reason}`)
  })

  it('honours toc_min_heading_level, toc_max_heading_level and hide_table_of_contents', async () => {
    const body = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n'
    const levels = async (keys: string) => (await compile(`---\nid: t\ntitle: T\n${keys}---\n\n${body}`)).toc.map((entry) => entry.depth)
    expect(await levels('')).toEqual([2, 3])
    expect(await levels('toc_max_heading_level: 5\n')).toEqual([2, 3, 4, 5])
    expect(await levels('toc_min_heading_level: 3\ntoc_max_heading_level: 4\n')).toEqual([3, 4])
    expect(await levels('hide_table_of_contents: true\n')).toEqual([])
  })

  it('refuses an empty required key at its line', async () => {
    const message = await compileError('---\nid: a\ntitle: ""\ndescription: About it.\n---\n\nText.\n', 'guide/empty.md')
    expect(message).toBe('content/guide/empty.md:3:1  Front matter: `title` is empty')
  })

  it('compiles a snippet with no front matter at all, falling back to the file name for id and the leading H1 for title, which stays the heading', async () => {
    const page = await compile('# Hello World\n\nBody.\n', 'guide/hello.md')
    expect(page.frontmatter.id).toBe('hello')
    expect(page.frontmatter.title).toBe('Hello World')
    expect(page.contentTitle).toBe('Hello World')
    const h1 = page.tree.children?.find((n) => n.tagName === 'h1')
    expect(h1?.properties).toMatchObject({ className: ['doc-title'], tabIndex: -1, dataPageHeading: '' })
  })

  it('names file and line for invalid YAML', async () => {
    const message = await compileError('---\nid: a\ntitle: [unclosed\n---\n\nText\n', 'guide/bad.md')
    expect(message).toMatch(/^content\/guide\/bad\.md:\d+:\d+ {2}Front matter: /)
  })

  it('names the line of a key with the wrong type', async () => {
    const message = await compileError('---\nid: a\ntitle: T\nhide_title: yes please\n---\n', 'guide/bad.md')
    expect(message).toContain('content/guide/bad.md:4:1  Front matter: `hide_title` must be true or false')
  })

  it('refuses a list where key/value pairs are expected', async () => {
    const message = await compileError('---\n- a\n- b\n---\n', 'guide/bad.md')
    expect(message).toContain('content/guide/bad.md:2:1  Front matter: expected `key: value` pairs')
  })
})
