import { describe, expect, it } from 'vitest'
import { markdownCopy } from '../../plugins/seo/llms.ts'
import { compile } from '../helpers.ts'

// Issue 32: a file saved with a byte order mark kept its whole front matter block in its `.md` copy.

describe('a page starting with a byte order mark', () => {
  const source = '\uFEFF---\nid: bom\ntitle: Saved by Notepad\ndescription: With a BOM.\n---\n\nThe body.\n'

  it('has a markdown copy without its front matter', () => {
    const copy = markdownCopy(source, { title: 'Saved by Notepad', description: 'With a BOM.', url: 'https://s.example/bom' })
    expect(copy).toBe('# Saved by Notepad\n\n> With a BOM.\n\nSource: https://s.example/bom\n\nThe body.\n')
  })

  it('compiles with its front matter read', async () => {
    const page = await compile(source)
    expect(page.frontmatter.title).toBe('Saved by Notepad')
  })
})
