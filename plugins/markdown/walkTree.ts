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

/** A node with children, as walkChildren hands it to `enter`. */
export type ParentOf<N> = N & { children: N[] }

/**
 * Calls `enter` on every node under `parent` (not `parent` itself) with its index and parent, parents
 * before children, in document order: unist-util-visit's `visit(parent, (node, index, parent) => …)`
 * for the steps that replace nodes as they go (code blocks, directives), without its per-node closure
 * and copied ancestor list. `enter` may replace the node at `index` or change its children (they are read
 * after it returns, as visit reads them); returning a number skips the node's children and goes on at
 * that index, as visit's `[SKIP, index]` does.
 */
export function walkChildren<N extends Node = Node>(
  parent: N,
  enter: (node: N, index: number, parent: ParentOf<N>) => number | void,
): void {
  const siblings = parent as ParentOf<N>
  // `siblings.children` read each time: `enter` may have replaced the array.
  for (let index = 0; index < siblings.children.length;) {
    const node = siblings.children[index]
    const next = enter(node, index, siblings)
    if (typeof next === 'number') {
      index = next
      continue
    }
    if ((node as Partial<Parent>).children) walkChildren(node, enter)
    index++
  }
}
