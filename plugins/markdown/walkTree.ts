import type { Node, Parent } from 'unist'

// The hast steps that read every node of a page (links, ids, images, raw HTML) walk it with this rather
// than unist-util-visit: a page's highlighted code makes its tree thousands of nodes, and visit's
// per-node closure, test and copied ancestor list were a fifth of a page's compile (after the parse).
// Same order as visit: the node, then its children in order, each child's own children before the next.

/**
 * Calls `enter` on `node` and every node under it, parents before children, in document order. `enter`
 * may change a node but not add or remove nodes. `N`: the tree's node union (mdast's or hast's `Nodes`).
 */
export function walkTree<N extends Node = Node>(node: N, enter: (node: N) => void): void {
  enter(node)
  const children = (node as Partial<Parent>).children as N[] | undefined
  if (children) for (let index = 0; index < children.length; index++) walkTree(children[index], enter)
}
