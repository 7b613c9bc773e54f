import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMarkdownPipeline } from '../../plugins/markdown/pipeline.ts'
import { compile, compileError } from '../helpers.ts'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Compiles a real page of content/ after `edit`, as the build does; returns the build's error message. */
async function buildError(contentPath: string, edit: (source: string) => string): Promise<string> {
  const pipeline = await createMarkdownPipeline({ root, contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public') })
  const file = path.join(root, 'content', contentPath)
  const source = readFileSync(file, 'utf8')
  await pipeline.compile(source, file) // the page as written builds
  try {
    await pipeline.compile(edit(source), file)
  } catch (error) {
    return String((error as Error).message)
  }
  throw new Error('expected the compile to fail')
}

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

  it('refuses a page whose front matter lacks id, title or description, naming file:line', async () => {
    const noDescription = await buildError('api/compose.md', (source) => source.replace(/^description:.*\n/m, ''))
    expect(noDescription).toBe('content/api/compose.md:1:1  Front matter: `description` is missing (every page needs id, title and description)')
    const noIdNorTitle = await buildError('api/compose.md', (source) => source.replace(/^(id|title):.*\n/gm, ''))
    expect(noIdNorTitle).toContain('content/api/compose.md:1:1  Front matter: `id`, `title` are missing')
  })

  it('refuses an empty required key at its line', async () => {
    const message = await compileError('---\nid: a\ntitle: ""\ndescription: About it.\n---\n\nText.\n', 'guide/empty.md')
    expect(message).toBe('content/guide/empty.md:3:1  Front matter: `title` is empty')
  })

  it('compiles a snippet with no front matter at all, falling back to the file name for id and the leading H1 for title, and removes that H1', async () => {
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
