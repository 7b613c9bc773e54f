import { describe, expect, it } from 'vitest'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import type { Node } from 'unist'
import { SKIP, visit } from 'unist-util-visit'
import { walkChildren, walkTree } from '../../plugins/markdown/walkTree.ts'

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

describe('walkChildren', () => {
  it.each(['mdast', 'hast'] as const)('meets every node under a %s root with the index and parent visit gives', (kind) => {
    const tree = trees()[kind]
    const visited: [Node, number | undefined, Node | undefined][] = []
    visit(tree, (node, index, parent) => void visited.push([node, index, parent]))
    const walked: [Node, number | undefined, Node | undefined][] = []
    walkChildren(tree, (node, index, parent) => void walked.push([node, index, parent]))
    expect(walked.length).toBeGreaterThan(30)
    expect(walked).toHaveLength(visited.length - 1) // not the root
    walked.forEach(([node, index, parent], at) => {
      expect(node).toBe(visited[at + 1][0])
      expect(index).toBe(visited[at + 1][1])
      expect(parent).toBe(visited[at + 1][2])
    })
  })

  it('goes on at the index returned, not into the node, as visit does with [SKIP, index]; reads children after enter', () => {
    const make = () =>
      ({
        type: 'root',
        children: [{ type: 'swap', children: [{ type: 'hidden' }] }, { type: 'grow', children: [{ type: 'old' }] }, { type: 'leaf' }],
      }) as Node
    type P = Node & { children: Node[] }
    const step = (node: Node, index: number, parent: P, skip: (next: number) => unknown) => {
      if (node.type === 'swap') {
        parent.children.splice(index, 1, { type: 'swapped', children: [{ type: 'also hidden' }] } as Node)
        return skip(index + 1)
      }
      if (node.type === 'grow') (node as P).children.unshift({ type: 'new' })
    }
    const visited: string[] = []
    visit(make(), (node, index, parent) => {
      visited.push(node.type)
      if (parent && index !== undefined) return step(node, index, parent as P, (next) => [SKIP, next]) as never
    })
    const walked: string[] = []
    walkChildren(make(), (node, index, parent) => {
      walked.push(node.type)
      return step(node, index, parent as P, (next) => next) as number | undefined
    })
    expect(walked).toEqual(['swap', 'grow', 'new', 'old', 'leaf'])
    expect(['root', ...walked]).toEqual(visited)
  })
})
