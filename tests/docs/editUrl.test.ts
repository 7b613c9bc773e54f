import { describe, expect, it } from 'vitest'
import { editUrlOf, type EditablePage } from '../../plugins/docs/editUrl.ts'

const page: EditablePage = {
  frontmatter: { id: 'setup', title: 'Setup' },
  route: '/guide/setup',
  contentDirPath: 'website/docs',
  docPath: 'guide/setup.md',
  version: 'current',
}

describe('"Edit this page"', () => {
  it('joins a base URL, the content folder and the file, as Docusaurus does', () => {
    expect(editUrlOf(page, 'https://github.com/o/r/edit/main')).toBe('https://github.com/o/r/edit/main/website/docs/guide/setup.md')
  })

  it("calls a function with Docusaurus' parameters; a result that is no URL is no link", () => {
    const calls: unknown[] = []
    const url = editUrlOf(page, (params) => {
      calls.push(params)
      return `https://example.org/${params.versionDocsDirPath}/${params.docPath}`
    })
    expect(url).toBe('https://example.org/website/docs/guide/setup.md')
    expect(calls).toEqual([
      { version: 'current', versionDocsDirPath: 'website/docs', docPath: 'guide/setup.md', permalink: '/guide/setup', locale: 'en' },
    ])
    expect(editUrlOf(page, () => undefined)).toBeUndefined()
  })

  it('takes front matter custom_edit_url first; null is no link', () => {
    const custom = { ...page, frontmatter: { ...page.frontmatter, custom_edit_url: 'https://elsewhere.org/x' } }
    expect(editUrlOf(custom, 'https://github.com/o/r/edit/main')).toBe('https://elsewhere.org/x')
    const none = { ...page, frontmatter: { ...page.frontmatter, custom_edit_url: null } }
    expect(editUrlOf(none, 'https://github.com/o/r/edit/main')).toBeUndefined()
  })

  it('is none without an editUrl', () => {
    expect(editUrlOf(page, undefined)).toBeUndefined()
  })
})
