import { describe, expect, it } from 'vitest'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import type { Node } from 'unist'
import { visit } from 'unist-util-visit'
import { walkTree } from '../../plugins/markdown/walkTree.ts'

// walkTree stands in for unist-util-visit in the steps that read every node (links, ids, images): the
// same nodes in the same order, so what those steps collect (a page's links and ids, its problems) reads
// the same.

const markdown = [
  '# Title',
  '',
  'Text with [a link](./a.md), `code`, **strong _nested_ text** and ![an image](/img/x.png).',
  '',
  '- one',
  '  - two [deep](#x)',
  '',
  '| a | b |',
  '| - | - |',
  '| [c](/c) | d |',
  '',
  '```js',
  'const x = 1',
  '```',
].join('\n')

const trees = () => {
  const processor = unified().use(remarkParse).use(remarkGfm)
  const mdast = processor.runSync(processor.parse(markdown))
  const hast = unified()
    .use(remarkRehype)
    .runSync(structuredClone(mdast) as never)
  return { mdast: mdast as Node, hast: hast as Node }
}

describe('walkTree', () => {
  it.each(['mdast', 'hast'] as const)('meets every node of a %s tree in unist-util-visit’s order', (kind) => {
    const tree = trees()[kind]
    const visited: Node[] = []
    visit(tree, (node) => void visited.push(node))
    const walked: Node[] = []
    walkTree(tree, (node) => void walked.push(node))
    expect(walked.length).toBeGreaterThan(30)
    expect(walked).toHaveLength(visited.length)
    walked.forEach((node, index) => expect(node).toBe(visited[index]))
  })

  it('reads a node’s children after its own visit, as visit does (a step may rewrite them)', () => {
    const tree = { type: 'root', children: [{ type: 'a', children: [{ type: 'old' }] }] } as Node
    const seen: string[] = []
    walkTree(tree, (node) => {
      seen.push(node.type)
      if (node.type === 'a') (node as Node & { children: Node[] }).children = [{ type: 'new' }]
    })
    expect(seen).toEqual(['root', 'a', 'new'])
  })
})
