import { describe, expect, it } from 'vitest'
import { llmsTxt, markdownCopy, markdownText } from '../../plugins/seo/llms.ts'

// Issue 19 item 7: titles and descriptions are plain text; in llms.txt and the markdown copies they must
// read as that text, not add links, headings, lists or HTML.

const evilTitle = 'Store](https://evil.example) <img src=x onerror=alert(1)> [x'
const evilDescription = '# Heading\n- a list item `code` *bold* &amp;'

describe('markdown escaping of front matter text', () => {
  it('escapes every character that would start markdown or HTML, on one line', () => {
    expect(markdownText(evilTitle)).toBe('Store\\](https://evil.example) \\<img src=x onerror=alert(1)\\> \\[x')
    expect(markdownText(evilDescription)).toBe('\\# Heading - a list item \\`code\\` \\*bold\\* \\&amp;')
    expect(markdownText('- starts a list')).toBe('\\- starts a list')
    expect(markdownText('1. starts a list')).toBe('1\\. starts a list')
    expect(markdownText('Plain words, dots. And colons: fine.')).toBe('Plain words, dots. And colons: fine.')
  })

  it('keeps a hostile title and description from adding links or HTML to llms.txt', () => {
    const text = llmsTxt({ title: 'Site', summary: 'What it is.' }, [
      {
        title: 'Guide',
        pages: [{ path: '/api/store', title: evilTitle, description: evilDescription, markdownUrl: 'https://s.example/api/store.md' }],
      },
    ])
    const line = text.split('\n').find((candidate) => candidate.startsWith('- ['))
    expect(line).toBe(
      '- [Store\\](https://evil.example) \\<img src=x onerror=alert(1)\\> \\[x](https://s.example/api/store.md): \\# Heading - a list item \\`code\\` \\*bold\\* \\&amp;',
    )
    expect(text).not.toMatch(/^# Heading/m)
  })

  it('escapes the title and description heading a markdown copy', () => {
    const copy = markdownCopy('---\ntitle: x\n---\n\nBody.\n', {
      title: evilTitle,
      description: evilDescription,
      url: 'https://s.example/api/store',
    })
    expect(copy.split('\n').slice(0, 3)).toEqual([
      '# Store\\](https://evil.example) \\<img src=x onerror=alert(1)\\> \\[x',
      '',
      '> \\# Heading - a list item \\`code\\` \\*bold\\* \\&amp;',
    ])
  })
})
