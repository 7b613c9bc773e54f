import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFullSyntaxParser, createSyntaxParser } from '../../plugins/markdown/pipeline.ts'
import { syntaxParts } from '../../plugins/markdown/syntaxAsNeeded.ts'
import { installLinearEditMap } from '../../plugins/markdown/linearEditMap.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'

await installLinearEditMap()
const root = path.resolve(import.meta.dirname, '../..')
const full = await createFullSyntaxParser()
const asNeeded = createSyntaxParser()
/** The tree with positions: the same tree means the same offsets too (steps slice the source by them). */
const tree = (parser: typeof full, markdown: string) => JSON.stringify(parser.parse(markdown))
const absentParts = (markdown: string) => syntaxParts.filter((part) => !part.mayOccur(markdown)).map((part) => part.name)

// Each case holds one construct, or text that comes close to one; none may parse differently.
const cases = {
  'a text directive that starts with a digit': 'Actions and events are 1:1 here.\n',
  'a container directive': ':::note[Title]\nBody\n:::\n',
  'colons that start no directive': 'At 10: or :) or a: b, https://x.y and :-)\n',
  'a table': '| a | b |\n| - | - |\n| 1 | 2 |\n',
  'a one-column table without pipes': 'Head\n:--\ncell\n',
  'a right-aligned one without pipes': 'Head\n--:\ncell\n',
  'a setext heading, no table': 'Head\n---\n',
  'a footnote': 'Text[^1].\n\n[^1]: The note.\n',
  'brackets that hold no footnote': 'A [link](/x) and [^ not one] and ^[x].\n',
  strikethrough: 'Some ~~old~~ and ~new~ words.\n',
  'a task list': '- [x] done\n- [ ] open\n',
  'a www literal': 'See www.example.com now.\n',
  'an http literal': 'See https://example.com now.\n',
  'an email literal': 'Mail me@example.com today.\n',
  'an uppercase www literal and an http one': 'See WWW.example.com and HTTPS://example.com now.\n',
  'addresses in code only, none in text': "Use `me@x.y` or `www.x.y`:\n\n```js\nimport { a } from '@scope/b' // https://x.y\n```\n",
  'markers in fenced, indented and quoted code and the front matter only':
    "---\ntitle: a@b.c www.x.y\n---\n\nText.\n\n```js\nimport a from '@a/b'\n```\n\n    www.x.y\n\n> ~~~\n> http://x.y\n> ~~~\n",
  'an email in text beside code that holds @': "Mail me@example.com.\n\n```js\nimport a from '@a/b'\n```\n",
  'a fence inside an HTML block, a www literal after it': '<div>\n```\n</div>\n\nSee www.example.com now\n```\n',
  'a www literal in a list after a fenced block': '```\n@x\n```\n\n- item www.example.com\n',
  'an email literal in a code span and in text': 'Use `a@b.co` or write to me@example.com.\n',
  'an email made by a character reference': 'Mail me&#64;example.com or me&commat;example.com today.\n',
  'a www made by character references': 'See &#119;ww.example.com now.\n',
  'plain prose': '## Heading\n\nA paragraph with *emphasis*, `code` and a [link](/a).\n\n> A quote.\n\n1. One\n2. Two\n',
  'code fences with every marker in them': '```ts\ntype A = B | C // a:b ~x~ [^1] me@x.y www.x.y\n```\n\n~~~\nfenced\n~~~\n',
}

describe('parsing with only the syntax a page can hold (syntaxAsNeeded.ts)', () => {
  for (const [name, markdown] of Object.entries(cases)) {
    it(`parses ${name} as the full parser does`, () => {
      expect(tree(asNeeded, markdown)).toEqual(tree(full, markdown))
    })
  }

  // Every tenth page of the site (a tenth of a megabyte) and the fixtures: the whole site, parsed twice, is
  // half a minute on a loaded machine. (Checked once on every markdown file of the repository and its
  // node_modules, 3,655 files: none differed.)
  it('parses pages of the site and the fixtures as the full parser does', { timeout: 60_000 }, () => {
    const pages = findMarkdownFiles(path.join(root, 'content')).filter((_, index) => index % 10 === 0)
    const files = [...pages, ...findMarkdownFiles(path.join(root, 'tests/fixtures'))]
    expect(files.length).toBeGreaterThan(20)
    const differing = files.filter((file) => {
      const markdown = readFileSync(file, 'utf8')
      return tree(asNeeded, markdown) !== tree(full, markdown)
    })
    expect(differing).toEqual([])
  })

  it('leaves out the parts whose characters a page lacks, and keeps those it may need', () => {
    expect(absentParts(cases['plain prose'])).toEqual([
      'gfm autolink literal',
      'gfm footnote',
      'gfm strikethrough',
      'gfm table',
      'directive',
    ])
    expect(absentParts(cases['a text directive that starts with a digit'])).not.toContain('directive')
    expect(absentParts(cases['a one-column table without pipes'])).not.toContain('gfm table')
    expect(absentParts(cases['an email made by a character reference'])).not.toContain('gfm autolink literal')
    expect(absentParts('[x](/y)')).not.toContain('gfm task list item')
  })

  it('still reads what a left-out part would have read when the page has it', () => {
    const types = (markdown: string) => JSON.stringify(asNeeded.parse(markdown)).match(/"type":"\w+"/g)
    expect(types(cases['a footnote'])).toContain('"type":"footnoteReference"')
    expect(types(cases['a one-column table without pipes'])).toContain('"type":"table"')
    expect(types(cases['a text directive that starts with a digit'])).toContain('"type":"textDirective"')
    expect(types(cases['an email made by a character reference'])).toContain('"type":"link"')
  })
})
