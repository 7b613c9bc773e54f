import { describe, expect, it } from 'vitest'
import type { Root as MdastRoot } from 'mdast'
import { VFile } from 'vfile'
import { extractHighlightComments, parseCodeMeta, remarkCodeBlocks } from '../../plugins/markdown/codeBlocks.ts'
import { createCodeHighlighter, tokenRoles } from '../../plugins/markdown/highlighter.ts'
import { compile, findAll, textOf } from '../helpers.ts'
import type { HastNode } from '../../shared/types.ts'

const classesOf = (node: HastNode) => (node.properties?.className as string[] | undefined) ?? []

/** The block's lines as shown: a marked line is a span.line of its own, the others are runs of tokens and text. */
function lines(pre: HastNode): { classes: string[]; nodes: HastNode[] }[] {
  const result = [{ classes: [] as string[], nodes: [] as HastNode[] }]
  for (const node of findAll(pre, 'code')[0].children as HastNode[]) {
    if (node.type === 'text') {
      const [first, ...rest] = String(node.value).split('\n')
      if (first) result.at(-1)!.nodes.push({ type: 'text', value: first })
      for (const part of rest) result.push({ classes: [], nodes: part ? [{ type: 'text', value: part }] : [] })
    } else if (classesOf(node).includes('line'))
      Object.assign(result.at(-1)!, { classes: classesOf(node), nodes: node.children as HastNode[] })
    else result.at(-1)!.nodes.push(node)
  }
  return result
}
const isToken = (s: HastNode) => tokenRoles.includes(classesOf(s)[0])
const highlighted = (pre: HastNode) => lines(pre).flatMap((line, i) => (line.classes.includes('highlighted') ? [i + 1] : []))

describe('code meta', () => {
  it('reads title, line ranges and flags', () => {
    const meta = parseCodeMeta('title="src/app/store.js" {1,3-5} run fragment')
    expect(meta.title).toBe('src/app/store.js')
    expect([...meta.highlight]).toEqual([1, 3, 4, 5])
    expect([...meta.flags]).toEqual(['run', 'fragment'])
  })

  it('removes highlight comments and marks the lines they point at', () => {
    const result = extractHighlightComments(
      [
        'a',
        '// highlight-next-line',
        'b',
        'c',
        '  // highlight-start',
        'd',
        'e',
        '// highlight-end',
        'f',
        '{/* highlight-next-line */}',
        'g',
      ].join('\n'),
    )
    expect(result.code).toBe(['a', 'b', 'c', 'd', 'e', 'f', 'g'].join('\n'))
    expect([...result.highlight]).toEqual([2, 4, 5, 7])
  })
})

describe('highlighted code blocks', () => {
  it('shows the title, highlights {ranges} and magic comments, and removes the comments', async () => {
    const page = await compile('```js title="counter.js" {1}\nconst a = 1\n// highlight-next-line\nconst b = 2\nconst c = 3\n```\n')
    const [pre] = findAll(page.tree, 'pre')
    // data-lines counts the lines shown (the magic comment's line is gone): code.css sizes the block by it.
    expect(pre.properties).toMatchObject({ dataLanguage: 'js', dataTitle: 'counter.js', dataLines: 3 })
    expect(textOf(pre)).toBe('const a = 1\nconst b = 2\nconst c = 3')
    expect(highlighted(pre)).toEqual([1, 2])
  })

  it('colours tokens for js, jsx, ts, tsx, json, bash/sh and diff', async () => {
    for (const lang of ['js', 'jsx', 'ts', 'tsx', 'json', 'bash', 'sh', 'diff']) {
      const code = {
        js: 'const x = 1',
        jsx: 'const x = <App />',
        ts: 'let x: number = 1',
        tsx: 'const x: JSX.Element = <a />',
        json: '{"a": 1}',
        bash: 'npm install redux',
        sh: 'echo "hi"',
        diff: '- old\n+ new',
      }[lang]
      const page = await compile('```' + lang + '\n' + code + '\n```\n')
      const tokens = findAll(page.tree, 'span').filter(isToken)
      expect(tokens.length, lang).toBeGreaterThan(0)
      expect(textOf(findAll(page.tree, 'pre')[0])).toBe(code)
    }
  })

  it('folds token types into colour roles and leaves punctuation unwrapped', async () => {
    const page = await compile('```js\nconst f = (a) => "s" + 1\n```\n')
    const roles = findAll(page.tree, 'span')
      .filter(isToken)
      .map((s) => [(s.properties?.className as string[])[0], textOf(s)])
    expect(roles).toEqual([
      ['k', 'const'],
      ['f', 'f'],
      ['o', '='],
      ['o', '=>'],
      ['s', '"s"'],
      ['o', '+'],
      ['n', '1'],
    ])
  })

  it('keeps a token that spans lines on both lines', async () => {
    const page = await compile('```js\n/* one\ntwo */ x\n```\n')
    const [pre] = findAll(page.tree, 'pre')
    const [first, second] = lines(pre)
    expect(first.nodes.map(classesOf)).toEqual([['c']])
    expect(second.nodes.map(classesOf)[0]).toEqual(['c'])
    expect(second.nodes.map(textOf).join('')).toBe('two */ x')
  })

  it("gives only a marked line an element of its own: a highlighted line, and a diff's added or removed one", async () => {
    const plain = findAll((await compile('```js\nconst a = 1\nconst b = 2\n```\n')).tree, 'pre')[0]
    expect(findAll(plain, 'span').filter((span) => classesOf(span).includes('line'))).toEqual([])
    const marked = findAll((await compile('```js {2}\nconst a = 1\nconst b = 2\n```\n')).tree, 'pre')[0]
    expect(lines(marked).map((line) => line.classes)).toEqual([[], ['line', 'highlighted']])
    const diff = findAll((await compile('```diff\n context\n-old\n+new\n```\n')).tree, 'pre')[0]
    expect(lines(diff).map((line) => line.classes)).toEqual([[], ['line'], ['line']])
    expect(textOf(diff)).toBe(' context\n-old\n+new')
  })

  it('warns "Language does not exist" with file:line and renders plain text', async () => {
    const page = await compile('Text\n\n```klingon\nQapla <b>\n```\n', 'guide/lang.md')
    expect(page.warnings).toEqual(['content/guide/lang.md:3:1  Language does not exist: klingon'])
    const [pre] = findAll(page.tree, 'pre')
    expect(textOf(pre)).toBe('Qapla <b>')
    expect(findAll(pre, 'span').some(isToken)).toBe(false)
  })

  it('treats a fence without language as plain text, without warning', async () => {
    const page = await compile('```\nplain\n```\n')
    expect(page.warnings).toEqual([])
    expect(findAll(page.tree, 'pre')[0].properties?.dataLanguage).toBe('text')
  })
})

describe('the highlighter of the dev server', () => {
  it('highlights a block once while its code stays the same, and each compile of it gets a tree of its own', () => {
    const plain = createCodeHighlighter()
    const remembering = createCodeHighlighter({ remember: true })
    const code = 'const answer = 42\nconsole.log(answer)'
    const first = remembering.highlight(code, 'js')!
    expect(first).toEqual(plain.highlight(code, 'js'))
    expect(remembering.highlight(code, 'js')).toBe(first)
    expect(remembering.highlight(code, 'ts')).toEqual(plain.highlight(code, 'ts'))
    expect(remembering.highlight('klingon', 'klingon')).toBeNull()
    // The step makes its hast afresh from the kept lines: a later step changing one page's tree changes no other's.
    const step = remarkCodeBlocks({ highlighter: remembering })
    const treeOf = () => {
      const tree: MdastRoot = { type: 'root', children: [{ type: 'code', lang: 'js', meta: null, value: code }] }
      step(tree, new VFile())
      return tree.children[0].data as unknown as { hChildren: HastNode[] }
    }
    const once = treeOf()
    const firstToken = findAll(once.hChildren[0], 'span')[0].children![0] as { value: string }
    expect(firstToken.value).toBe('const')
    firstToken.value = 'changed by a later step'
    expect(textOf(treeOf().hChildren[0])).toBe(code)
  })
})
