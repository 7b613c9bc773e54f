import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { VFile } from 'vfile'
import { afterAll, describe, expect, it } from 'vitest'
import type { Processor } from 'unified'
import type { Root } from 'mdast'
import { createMarkdownParser, createMarkdownPipeline } from '../../plugins/markdown/pipeline.ts'
import { textOf } from '../helpers.ts'
import { containerDirectiveNames } from '../../plugins/markdown/directives.ts'
import { admonitionTitlesToLabels } from '../../plugins/markdown/admonitionTitles.ts'
import { fastParse, fastParseOrReason } from '../../plugins/markdown/fastParse/index.ts'
import { installLinearEditMap } from '../../plugins/markdown/linearEditMap.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { readRealPages, writeTree } from '../../bench/lib/generateTree.ts'

// fastParse either declines a page (undefined: micromark parses it) or gives exactly micromark's tree,
// positions included (steps slice the source by offset, problems report line:column).

await installLinearEditMap()
const root = path.resolve(import.meta.dirname, '../..')
const parser = createMarkdownParser()

/** Checks one source; whether it took the fast path. */
function check(source: string, name: string): boolean {
  const tree = fastParse(admonitionTitlesToLabels(source, containerDirectiveNames))
  if (!tree) return false
  const expected = parser.parse(new VFile({ value: source, path: name }))
  expect(tree, name).toStrictEqual(expected)
  return true
}

function checkAll(files: string[], label: string) {
  let fast = 0
  const reasons = new Map<string, number>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    if (check(source, file)) fast++
    else {
      const reason = fastParseOrReason(admonitionTitlesToLabels(source, containerDirectiveNames)).reason!.replace(/".*"/s, '"…"')
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    }
  }
  // Reported, not asserted: how much of the site skips micromark.
  console.log(`fastParse ${label}: ${fast} of ${files.length} pages on the fast path; the others:`, Object.fromEntries(reasons))
  return fast
}

describe('fastParse', () => {
  it('gives micromark’s tree or nothing for every page of content/', () => {
    const files = findMarkdownFiles(path.join(root, 'content')).filter((file) => file.endsWith('.md'))
    expect(files.length).toBeGreaterThan(50)
    // Most pages take the fast path (a change that declined them all would still be "equal").
    expect(checkAll(files, 'content/')).toBeGreaterThan(files.length / 2)
  })

  const generated = mkdtempSync(path.join(tmpdir(), 'fastparse-'))
  afterAll(() => rmSync(generated, { recursive: true, force: true }))
  it('gives micromark’s tree or nothing for 100 generated pages', () => {
    writeTree(generated, 100, readRealPages(path.join(root, 'content')), 7)
    const files = findMarkdownFiles(generated).filter((file) => file.endsWith('.md'))
    expect(checkAll(files, 'generated')).toBeGreaterThan(files.length / 2)
  })

  const cases: Record<string, string> = {
    paragraphs: 'One *two* __three__ `four`\nfive  \nsix\\\nseven \n  eight\n',
    emphasis: '*a **b** c* ***d*** _e_f_ *g*h **i*j* __k__l foo*bar* *(x)* **"y"**\n',
    'emphasis rule of three': '*foo**bar**baz*\n\n*foo**bar*\n\n**foo*bar*baz**\n\n***a** b*\n',
    links: '[a *b*](/u "t") ![i](x.png \'t\') [no] [x]() [y](<a b> (t)) [z](a(b)c) [[n](/i)](/o) <https://x.y> <a@b.co>\n',
    'brackets that are text': '[a] b] [c [d](/e) f\n',
    escapes: '\\*a\\* \\[b\\] &amp; &copy; &#35; &#x41; &#0; &nosuch; \\q\n',
    headings: '# A #\n\n  ## B\n\n### C ###   \n\n#\n\n###### *six*\n',
    code: '```js title="x"  \na\n\n b\n```\n\n~~~~\n```\n~~~~\n\n    indented\n\n      more\n',
    lists: '- a\n- b\n\n  c\n- d\n\n1. one\n2. two\n\n3) x\n\n- a\n  - b\n    - c\n* other\n',
    'a loose list': '- a\n\n- b\n',
    quotes: '> a\nlazy\n> - b\n>\n> - c\n\n> # h\n> ```\n> x\n> ```\n',
    'thematic breaks': '***\n\n- - -\n\n___\n',
    html: '<div>\n  <b>x</b>\n</div>\n\nText <span class="x">y</span> <br/> a < b\n',
    'container directives':
      ':::note\nBody *a*\n:::\n\n:::tip[Title `x`]\n- list\n\n```\ncode\n```\n:::\n\n::::info\n:::details[D]\nx\n:::\n::::\n',
    tables:
      '| A | `b` c |\n| --- | :-: |\n|  x |  |\n| *y*| _z_|\n\n| l | r | c |\n|:--|--:|:-:|\n| **a** | [b](/c) | `x` |\n\n- item\n\n  | a |\n  | - |\n  | b |\n',
    'tables it declines':
      '| a |\n| - |\ntext after\n\na | b\n- | -\n\n| a | b |\n| - |\n\n| a |\n| - |\n| b | c |\n\n| a \\| b |\n| - |\n\nText\n| a |\n| - |\n\n| `|` |\n| - |\n',
    'code spans over lines': 'a `b\n   c`  d `e \nf` `\ng\n`\n\n- x `y\n  z` w\n',
    'literal-like text': 'HTTP and WWW and http: and www without a dot, 10:30 and a: b.\n',
    'an admonition title': ':::tip Some title\ntext\n:::\n',
    'a directive line in text': 'Text\n:::note\nx\n:::\n',
    'front matter': '---\ntitle: x\nlist:\n  - a\n---\n\n# T\n',
    'front matter with a fence-like line': '---\ntitle: x\n---  \n\ntext\n---\n',
    'constructs it declines': '| a |\n| - |\n\n~~x~~ www.x.y a@b.c :name ::leaf [^1] [r]\n\n[r]: /u\n\nSetext\n===\n',
    'a tab': '-\ta\n',
    'an unclosed fence': '```\na\n',
  }
  for (const [name, source] of Object.entries(cases)) it(`gives micromark’s tree or nothing: ${name}`, () => void check(source, name))

  it('takes the fast path for the constructs it reads', () => {
    for (const name of [
      'paragraphs',
      'emphasis',
      'links',
      'headings',
      'code',
      'lists',
      'container directives',
      'front matter',
      'tables',
      'code spans over lines',
    ])
      expect(fastParse(admonitionTitlesToLabels(cases[name], containerDirectiveNames)), name).toBeDefined()
  })

  // Random documents of the constructs it reads, near misses and container prefixes: each either
  // declined or equal (such documents found every mismatch the pages and the spec did not).
  it('gives micromark’s tree or nothing for 3,000 random documents', () => {
    let seed = 7
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]
    const bits = ['foo', 'bar baz', '*', '**', '_', '__', '***', '*a*', '_b_', '**c**', '`code`', '``a`b``', '`', '[', ']', '(', ')']
    bits.push('[x](/u)', '[y](</a b> "t")', '![i](p.png)', '![', '<b>', '</b>', '<br/>', '<x', '&amp;', '&copy;', '&#65;', '&')
    bits.push('\\*', '\\', ' ', '  ', '!', '"', ':', 'é', '—', '(x)', '*(', ')*', '_a_b', 'a_b_', '|', '#', '-', '1.', '<http://x.y>')
    const prefixes = ['', '', '- ', '* ', '1. ', '2) ', '  ', '    ', '> ', '>', '> - ', '- > ', '  - ', '    - ', '# ', '## ', '>\n']
    prefixes.push(':::note\n', ':::tip[T *x*]\n', ':::\n', '::::info\n', '::::\n', '```\n', '```js x\n', '~~~\n', '<div>\n', '***\n')
    prefixes.push('---\n', '\n', '| a | b |\n| - | - |\n| ', '| x |\n|:-:|\n| ', '<!-- c -->\n', '- ```\n', '  ```\n', '10. ', '-\n')
    let fast = 0
    for (let k = 0; k < 3000; k++) {
      let source = ''
      for (let b = Math.floor(random() * 8); b >= 0; b--) {
        source += pick(prefixes)
        for (let w = Math.floor(random() * 6); w >= 0; w--) source += pick(bits) + (random() < 0.5 ? ' ' : '')
        source += random() < 0.3 ? '\n\n' : '\n'
      }
      if (check(source, `random document ${k}: ${JSON.stringify(source)}`)) fast++
    }
    console.log(`fastParse random documents: ${fast} of 3000 on the fast path`)
    expect(fast).toBeGreaterThan(100)
  })

  it('gives micromark’s tree or nothing for every CommonMark spec example', () => {
    const require = createRequire(import.meta.url)
    const spec = require('commonmark-spec') as { tests: { markdown: string; number: number }[] }
    let fast = 0
    for (const example of spec.tests) if (check(example.markdown.replace(/→/g, '\t'), `spec example ${example.number}`)) fast++
    console.log(`fastParse CommonMark spec: ${fast} of ${spec.tests.length} examples on the fast path`)
    expect(spec.tests.length).toBeGreaterThan(600)
  })
})

describe('the pipeline’s parse', () => {
  it('leaves the fast path to micromark when the site’s remark plugins may add syntax', async () => {
    // A plugin as remark-math and the like are written: it adds to the parser's extensions, here a tree
    // extension whose transform appends a paragraph, which only the parse micromark runs applies.
    function remarkAppendsParagraph(this: Processor) {
      const data = this.data()
      ;(data.fromMarkdownExtensions ??= []).push({
        transforms: [
          (tree: Root) => void tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Added by the extension.' }] }),
        ],
      })
    }
    const pipeline = await createMarkdownPipeline({
      root,
      contentDir: path.join(root, 'content'),
      publicDir: path.join(root, 'public'),
      remarkPlugins: [remarkAppendsParagraph],
    })
    const page = await pipeline.compile('---\ntitle: P\n---\n\nA page fastParse reads.\n', path.join(root, 'content/page.md'))
    expect(textOf(page.tree)).toContain('Added by the extension.')
  })
})
