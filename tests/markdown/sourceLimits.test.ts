import { describe, expect, it } from 'vitest'
import { compile } from '../helpers.ts'
import { MAX_LINE_LENGTH, MAX_NESTING } from '../../plugins/markdown/sourceLimits.ts'

// Issue 32: input no real page has ended in a stack overflow without a file, or in seconds to minutes of
// CPU. Each is now an error naming file:line within a second (allowing for a busy machine: 3 s).

const head = '---\ntitle: Deep\ndescription: Deep.\n---\n\n'
const deep = 2000

async function failure(source: string, file = 'guide/deep.md'): Promise<{ message: string; ms: number }> {
  const start = performance.now()
  const message = await compile(source, file).then(
    () => 'compiled',
    (error: Error) => error.message,
  )
  return { message, ms: performance.now() - start }
}

describe('nesting', () => {
  it.each([
    ['blockquotes', '> '.repeat(deep) + 'deep\n', 6, /blockquotes and lists nested more than 100 deep/],
    [
      'lists by indentation',
      Array.from({ length: deep }, (_, i) => '  '.repeat(i) + '- item').join('\n') + '\n',
      6 + MAX_NESTING,
      /blockquotes and lists nested/,
    ],
    ['lists on one line', '- '.repeat(deep) + 'item\n', 6, /blockquotes and lists nested/],
    ['HTML elements', '<div>'.repeat(deep) + 'x' + '</div>'.repeat(deep) + '\n', 6, /elements nested more than 100 deep/],
  ])('refuses %s 2,000 deep, naming the line', async (_, body, line, reason) => {
    const { message, ms } = await failure(head + body)
    expect(message).toMatch(new RegExp(`guide/deep\\.md:${line}:\\d+ {2}`))
    expect(message).toMatch(reason)
    expect(ms).toBeLessThan(3000)
  })

  it('refuses JSX elements nested 2,000 deep in MDX', async () => {
    const { message, ms } = await failure(head + '<div>'.repeat(deep) + 'x' + '</div>'.repeat(deep) + '\n', 'guide/deep.mdx')
    expect(message).toMatch(/guide\/deep\.mdx:6:\d+ {2}elements nested more than 100 deep/)
    expect(ms).toBeLessThan(3000)
  })

  it('accepts nesting within the limit, and tags inside code', async () => {
    const fence = '```html\n' + '<div>'.repeat(500) + '\n```\n'
    const page = await compile(
      head +
        '> '.repeat(20) +
        'quote\n\n' +
        '<div>'.repeat(20) +
        'x' +
        '</div>'.repeat(20) +
        '\n\n' +
        fence +
        '\n`' +
        '<span>'.repeat(500) +
        '`\n',
    )
    expect(page.route).toBe('/guide/page')
  })
})

describe('long lines', () => {
  it('refuses a line over the limit, naming it', async () => {
    const { message, ms } = await failure(head + 'x'.repeat(MAX_LINE_LENGTH + 1) + '\n')
    expect(message).toMatch(/guide\/deep\.md:6:1 {2}line of 100001 characters: the limit is 100000/)
    expect(ms).toBeLessThan(3000)
  })

  it('compiles a 90 KB heading of spaces, and a :::note title of spaces, in linear time', async () => {
    const spaces = ' '.repeat(90_000)
    for (const body of [
      `## A${spaces}B${spaces.slice(0, 9000)}\n`,
      `## Title {#custom}${spaces.slice(0, 9000)}\n`,
      `:::note A${spaces}B${spaces.slice(0, 9000)}\nText\n:::\n`,
    ]) {
      const start = performance.now()
      await compile(head + body)
      expect(performance.now() - start).toBeLessThan(3000)
    }
    const page = await compile(head + `## Title {#custom}${spaces.slice(0, 500)}\n`)
    expect(page.toc[0]).toMatchObject({ id: 'custom', text: 'Title' })
  })
})

describe('highlighted lines', () => {
  it('refuses a range past the end of the block at once', async () => {
    const { message, ms } = await failure(head + '```js {1-20000000}\nconst a = 1\n```\n')
    expect(message).toMatch(/guide\/deep\.md:6:1 {2}Code block: \{…\} highlights line 20000000, but the block has 1 line\(s\)/)
    expect(ms).toBeLessThan(3000)
  })
})

describe('front matter', () => {
  it('refuses a __proto__ key, naming its line, and checks the keys it held', async () => {
    const { message } = await failure('---\ntitle: Mine\n__proto__:\n  id: other-page\n  hide_title: "yes"\n---\n\nText.\n')
    expect(message).toMatch(/guide\/deep\.md:3:1 {2}Front matter: `__proto__` is not allowed as a key/)
  })

  it('resolves aliases: an alias of a string is that string', async () => {
    const page = await compile('---\nid: aliased\ntitle: &name Shared title\nsidebar_label: *name\ndescription: Text.\n---\n\nText.\n')
    expect(page.frontmatter.sidebar_label).toBe('Shared title')
  })
})
