import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { RootContent } from 'mdast'
import { createIncrementalParser, reparse } from '../../plugins/markdown/incrementalParse.ts'
import { createSyntaxParser } from '../../plugins/markdown/pipeline.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'

// The dev server's incremental parse must give exactly the tree a full parse gives, positions included,
// whatever the edit: it is checked here against the full parse over real pages and edits that change how
// the text around them parses (a fence opened, a paragraph turned into a heading or table, a list merged).

const root = path.resolve(import.meta.dirname, '../..')
const parser = createSyntaxParser()
const full = (text: string) => JSON.parse(JSON.stringify(parser.parse(text)))

/** Edits at a line: each returns the edited text. */
const edits: [name: string, edit: (lines: string[], at: number) => string[]][] = [
  ['append a paragraph', (lines) => [...lines, '', 'A new paragraph.', '']],
  ['insert a paragraph', (lines, at) => [...lines.slice(0, at), '', 'Inserted text.', '', ...lines.slice(at)]],
  ['type into a line', (lines, at) => lines.map((line, index) => (index === at ? line + ' more words' : line))],
  ['delete a line', (lines, at) => lines.filter((_, index) => index !== at)],
  ['open a fence', (lines, at) => [...lines.slice(0, at), '```js', ...lines.slice(at)]],
  ['underline the line above', (lines, at) => [...lines.slice(0, at), '---', ...lines.slice(at)]],
  ['make a table of the line above', (lines, at) => [...lines.slice(0, at), '| --- |', ...lines.slice(at)]],
  ['start a list item', (lines, at) => [...lines.slice(0, at), '- item', ...lines.slice(at)]],
  ['open an admonition', (lines, at) => [...lines.slice(0, at), ':::note', ...lines.slice(at)]],
  ['open an HTML comment', (lines, at) => [...lines.slice(0, at), '<!-- note', ...lines.slice(at)]],
  ['indent a line', (lines, at) => lines.map((line, index) => (index === at ? '    ' + line : line))],
  ['quote a line', (lines, at) => lines.map((line, index) => (index === at ? '> ' + line : line))],
  ['join two lines', (lines, at) => [...lines.slice(0, at), (lines[at] ?? '') + (lines[at + 1] ?? ''), ...lines.slice(at + 2)]],
]

/** A deterministic sequence of line numbers (no flaky failures; a failure names its file, edit and line). */
function* lineNumbers(count: number, seed: number) {
  let state = seed
  for (;;) {
    state = (state * 1103515245 + 12345) % 2147483648
    yield state % Math.max(1, count)
  }
}

/** Deep equality, fast (vitest's toEqual is slow on large trees); toEqual only to show a difference. */
function expectSame(tree: unknown, expected: unknown, message: string) {
  const actual = JSON.parse(JSON.stringify(tree))
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected)
}

function expectSameAsFullParse(files: string[], perEdit: number) {
  for (const file of files) {
    const original = readFileSync(file, 'utf8')
    const originalTree = full(original)
    const lines = original.split('\n')
    const at = lineNumbers(lines.length, lines.length)
    const incremental = createIncrementalParser(parser)
    incremental.parse(file, original)
    for (const [name, edit] of edits) {
      for (let run = 0; run < perEdit; run++) {
        const line = at.next().value!
        const edited = edit(lines, line).join('\n')
        expectSame(incremental.parse(file, edited), full(edited), `${path.relative(root, file)}: ${name} at line ${line + 1}`)
        // And back: undoing the edit is an edit too.
        expectSame(incremental.parse(file, original), originalTree, `${path.relative(root, file)}: undo ${name}`)
      }
    }
  }
}

describe('the incremental parse (dev)', () => {
  it('gives the full parse’s tree for every kind of edit, on the fixture pages', () => {
    expectSameAsFullParse(findMarkdownFiles(path.join(root, 'tests/fixtures/docusaurus-docs')), 1)
  }, 120_000)

  it('gives the full parse’s tree on real pages', () => {
    const pages = ['introduction/getting-started.md', 'api/applymiddleware.md']
    expectSameAsFullParse(
      pages.map((page) => path.join(root, 'content', page)),
      1,
    )
  }, 120_000)

  it('re-parses only the blocks around an appended paragraph', () => {
    const text = '# Title\n\nOne.\n\nTwo.\n\nThree.\n'
    const previous = { text, children: parser.parse(text).children }
    const parsed: string[] = []
    const children = reparse(previous, text + '\nFour.\n', (region) => (parsed.push(region), parser.parse(region).children))!
    expect(parsed).toEqual(['Three.\n\nFour.\n'])
    expect(children.slice(0, 3)).toEqual(
      previous.children.slice(0, 3).map((block: RootContent) => expect.objectContaining({ type: block.type })),
    )
    expect(children.slice(0, 3).every((block, index) => block === previous.children[index])).toBe(true)
  })

  it('parses the whole file again when it has reference definitions (they change links anywhere)', () => {
    const text = 'See [the docs][docs].\n\n[docs]: https://example.org\n'
    expect(reparse({ text, children: parser.parse(text).children }, text + '\nMore.\n', () => [])).toBeUndefined()
  })
})

describe('what the incremental parser remembers', () => {
  it('keeps the files parsed last only, so a large site does not keep every tree', () => {
    const regions: string[] = []
    const counting = { parse: (text: string) => (regions.push(text), parser.parse(text)) } as unknown as typeof parser
    const incremental = createIncrementalParser(counting, { files: 2 })
    const text = '# A\n\nOne.\n\nTwo.\n'
    for (const file of ['a.md', 'b.md', 'c.md']) incremental.parse(file, text)
    regions.length = 0
    incremental.parse('c.md', text + '\nThree.\n') // remembered: only the end is parsed again
    incremental.parse('a.md', text + '\nThree.\n') // forgotten: parsed whole
    expect(regions).toEqual(['Two.\n\nThree.\n', text + '\nThree.\n'])
  })
})
