import { describe, expect, it } from 'vitest'
import { countWords, pageFromSource, parseMarkdown } from '../../scripts/content/pages.ts'

const fence = '```'
// (id: page, the file's name: front matter `id` names the route.)
const frontMatter = ['---', 'id: page', 'title: X', 'description: A page.', '---', '']

describe('reading pages', () => {
  it('finds blocks at top level, in admonitions and in lists, with their fence line, title and flags', () => {
    const page = pageFromSource(
      'content/guide/page.md',
      [
        ...frontMatter, // lines 1-6
        `${fence}JS title="run fragment.js" {1,3-5} run`, // 7
        'const a = 1',
        fence,
        ':::tip[Inside]', // 10
        `${fence}ts title='a b.ts' fragment`, // 11
        'const b: number = 2',
        fence,
        ':::',
        '- item', // 15
        '',
        `  ${fence}bash`, // 17
        '  npm i redux',
        `  ${fence}`,
      ].join('\n'),
    )
    expect(page.route).toBe('/guide/page')
    expect(page.blocks.map(({ lang, line, value, title, flags }) => ({ lang, line, value, title, flags: [...flags] }))).toEqual([
      { lang: 'js', line: 7, value: 'const a = 1', title: 'run fragment.js', flags: ['run'] },
      { lang: 'ts', line: 11, value: 'const b: number = 2', title: 'a b.ts', flags: ['fragment'] },
      { lang: 'bash', line: 17, value: 'npm i redux', title: undefined, flags: [] },
    ])
  })

  it('counts prose words: text and inline code, not code, front matter or html', () => {
    const source = [
      ...frontMatter,
      '## Two words',
      '',
      'Call `store.dispatch(action)` to *update* the state.',
      '',
      `${fence}js`,
      'const not = counted',
      fence,
      '',
      '<div>not counted</div>',
      '',
      ':::note[Admonition title]',
      'Counted inside, and `dispatch`es is one word.',
      ':::',
    ].join('\n')
    // 2 + 6 + 2 + 7
    expect(countWords(source, parseMarkdown(source))).toBe(17)
  })

  it('counts text that remark-directive reads as a directive (10:30, key:value)', () => {
    const words = (source: string) => countWords(source, parseMarkdown(source))
    expect(words('Meet at 10:30 today, key:value pairs.\n')).toBe(6)
    expect(words('A lone :directive counts, and :name[label]{a=1} too.\n')).toBe(7)
  })

  it('reads front matter with the build’s reader', () => {
    const page = (source: string) => pageFromSource('content/x.md', source).frontMatter
    expect(page(frontMatter.join('\n'))).toMatchObject({ data: { id: 'page', title: 'X', description: 'A page.' }, line: 1, problems: [] })
    expect(page('No front matter.\n')).toMatchObject({ data: undefined, found: false })
    expect(page('---\nid: [\n---\n').problems).toHaveLength(1)
  })
})
