import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { simpleYamlPairs } from '../../plugins/markdown/frontMatter.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { FRONT_MATTER_BLOCK } from '../../shared/routes.ts'

// Front matter of one `key: value` a line is read without the YAML parser (simpleYamlPairs): what it reads
// must be what the parser reads, and whatever it cannot be sure of goes to the parser.

const root = path.resolve(import.meta.dirname, '..', '..')

/** The parser's reading: its values in order, or undefined when it reports an error. */
function parsed(yaml: string): [string, unknown][] | undefined {
  const doc = parseDocument(yaml)
  if (doc.errors.length) return undefined
  return Object.entries((doc.toJS() ?? {}) as Record<string, unknown>)
}

const read = (yaml: string) => simpleYamlPairs(yaml)?.map((pair): [string, unknown] => [pair.key, pair.value])

// Values chosen to sit on YAML's edges: types the core schema resolves, indicators, quotes, comments.
const values = [
  ...['Store', 'The store API', 'C#', 'a:b', 'https://redux.js.org/x', 'a, b', 'a [b] {c}', "Don't", 'ünïcødé', '日本語', '🙂 ok'],
  ...['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL', '~', 'yes', 'no', 'on', 'off', 'Infinity', 'NaN'],
  ...['0', '1', '42', '01', '-1', '+1', '1.5', '.5', '1e3', '0x1F', '0o17', '.inf', '-.inf', '.nan', '123456789012345678'],
  ...["'single'", "'it''s'", "''", '"double"', '""', '"a \\" b"', '"a\\tb"', "'a' # c", '"a" x', "'a"],
  ...['a: b', 'a #b', 'a#b', 'a:', ':a', '-a', '- a', '?a', ',a', '[a]', '{a: 1}', '*a', '&a b', '!t a', '|', '>', '%a', '@a', '`a'],
  ...[' a', 'a ', 'a\tb', '\u00a0a', 'a\u00a0', '\ufeffa'],
]

describe('front matter read without the YAML parser', () => {
  it('reads each value as the parser does, or leaves it to the parser', () => {
    let readHere = 0
    for (const value of values) {
      for (const yaml of [`title: ${value}`, `id: x\ntitle: ${value}\n`, `title: ${value}\n\nid: x`]) {
        const here = read(yaml)
        if (here === undefined) continue
        readHere++
        expect(here, JSON.stringify(yaml)).toEqual(parsed(yaml))
      }
    }
    // The plain forms are read here: the parser is not asked about most pages.
    expect(readHere).toBeGreaterThan(values.length)
    for (const value of ['Store', "'it''s'", '"double"', 'true', 'null', '42', 'C#']) expect(read(`title: ${value}`)).toBeDefined()
  })

  it('leaves to the parser keys it reads otherwise, repeated keys, nesting, lists, block scalars, comments and anchors', () => {
    for (const yaml of [
      'true: x',
      'null: x',
      '__proto__: x',
      'title: a\ntitle: b',
      'a:\n  b: c',
      'keywords:\n  - a',
      'description: |\n  text',
      '# comment\ntitle: x',
      'title: x # comment',
      'base: &b x\ntitle: *b',
      '"quoted key": x',
      '  title: x',
      'title: x\r\nid: y',
      'title: x\n---',
      'title:x',
    ]) {
      expect(read(yaml), JSON.stringify(yaml)).toBeUndefined()
    }
    expect(read('title:')).toEqual(parsed('title:'))
    expect(read('')).toEqual([])
    expect(read('\n\n')).toEqual([])
  })

  it('reads the front matter of every page of the site as the parser does', () => {
    let readHere = 0
    for (const file of findMarkdownFiles(path.join(root, 'content'))) {
      const yaml = FRONT_MATTER_BLOCK.exec(readFileSync(file, 'utf8'))?.[1]
      if (yaml === undefined) continue
      const here = read(yaml)
      if (here === undefined) continue
      readHere++
      expect(here, file).toEqual(parsed(yaml))
    }
    expect(readHere).toBeGreaterThan(50)
  })

  it('gives each key its line in the block, so problems name the line of the page', () => {
    expect(simpleYamlPairs('id: a\n\ntitle: b')).toEqual([
      { key: 'id', value: 'a', line: 1 },
      { key: 'title', value: 'b', line: 3 },
    ])
  })
})
