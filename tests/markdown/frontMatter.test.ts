import { describe, expect, it } from 'vitest'
import { compile, compileError } from '../helpers.ts'

describe('front matter', () => {
  it('reads the known keys and keeps unknown ones', async () => {
    const page = await compile('---\nid: store\ntitle: Store\ndescription: About the store.\nsidebar_label: The Store\nhide_title: true\nslug: /x\nextra: [1, 2]\n---\n\nText.\n')
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

  it('falls back to the file name for id and the leading H1 for title, and removes that H1', async () => {
    const page = await compile('# Hello World\n\nBody.\n', 'guide/hello.md')
    expect(page.frontmatter.id).toBe('hello')
    expect(page.frontmatter.title).toBe('Hello World')
    expect(page.tree.children?.some((n) => n.tagName === 'h1')).toBe(false)
  })

  it('names file and line for invalid YAML', async () => {
    const message = await compileError('---\nid: a\ntitle: [unclosed\n---\n\nText\n', 'guide/bad.md')
    expect(message).toMatch(/^content\/guide\/bad\.md:\d+:\d+  Front matter: /)
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
