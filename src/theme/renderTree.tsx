import { createElement, Fragment, memo, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { expandedElement, type CompactNode } from '../../shared/types.ts'
import { contentComponents } from './markdownComponents.tsx'

// The page body arrives as compact JSON whose properties are already React props (plugins/compactTree.ts
// does the hast → React conversion at build time); links, headings, code blocks and admonitions map to
// our components.

type Components = Record<string, ComponentType<Record<string, unknown>>>
const siteComponents = contentComponents as unknown as Components

function renderNode(node: CompactNode, components: Components): ReactNode {
  if (typeof node === 'string') return node
  const [tagName, props] = expandedElement(node[0], node[1])
  const children = node.slice(2) as CompactNode[]
  return createElement(components[tagName] ?? tagName, props || null, ...children.map((child) => renderNode(child, components)))
}

/** `pageComponents`: the page module's own (PageModule.components), for elements only some pages have. */
export function renderTree(tree: CompactNode[], pageComponents?: Record<string, unknown>): ReactNode {
  const components = pageComponents ? { ...siteComponents, ...(pageComponents as Components) } : siteComponents
  // Dev: blocks keyed and memoized (builds drop this branch: a production page renders once per visit).
  if (import.meta.env.DEV) return renderBlocks(tree, components)
  return createElement(Fragment, null, ...tree.map((node) => renderNode(node, components)))
}

// `npm run dev` re-renders the open page after each edit of its markdown. The page store hands over the
// previous objects of unchanged top-level blocks (src/content/pageUpdate.ts), so each block's element is
// made once per object, keyed by it: React finds the same element where it was and skips it (no
// createElement either, which in development records a stack for every element), rendering only new
// blocks.

const blockElements = new WeakMap<object, ReactElement>()
let blocksMade = 0

const Block = memo(function Block({ node, components }: { node: CompactNode; components: Components }) {
  return renderNode(node, components)
})

function renderBlocks(tree: CompactNode[], components: Components): ReactNode {
  return tree.map((node) => {
    if (typeof node === 'string') return node
    let element = blockElements.get(node)
    if (!element) blockElements.set(node, (element = createElement(Block, { key: String(blocksMade++), node, components })))
    return element
  })
}
