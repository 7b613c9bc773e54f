import { expandedElement, type CompactNode, type HastNode } from '../../shared/types.ts'

// The content store keeps each page's body as the compact JSON its module ships (plugins/compactTree.ts),
// not as hast (docs/contentStore.ts: DocsPage.body). Search reads text, tag names and a few properties
// (`id`, `alt`, an admonition's `type` and `title`), which the compact form keeps as they were, so it
// reads them from a tree built back from that JSON, one page at a time.

/** A page's body JSON as a hast root, good for reading its text and its elements' plain properties. */
export function bodyTree(body: string): HastNode {
  return treeOfCompact(JSON.parse(body) as CompactNode[])
}

/** The same from the compact nodes themselves (a compile, before they are made into JSON). */
export function treeOfCompact(nodes: readonly CompactNode[]): HastNode {
  return { type: 'root', children: nodes.map(hastOf) }
}

function hastOf(node: CompactNode): HastNode {
  if (typeof node === 'string') return { type: 'text', value: node }
  const [tagName, properties] = expandedElement(node[0], node[1])
  return { type: 'element', tagName, properties: properties || {}, children: (node.slice(2) as CompactNode[]).map(hastOf) }
}
