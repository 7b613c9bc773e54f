import { createElement, Fragment, type ComponentType, type ReactNode } from 'react'
import type { CompactNode } from '../../shared/types.ts'
import { contentComponents } from './markdownComponents.tsx'

// The page body arrives as compact JSON whose properties are already React props (plugins/compactTree.ts
// does the hast → React conversion at build time); links, headings, code blocks and admonitions map to
// our components.

const components = contentComponents as unknown as Record<string, ComponentType<Record<string, unknown>>>

function renderNode(node: CompactNode): ReactNode {
  if (typeof node === 'string') return node
  const [tagName, props, ...children] = node
  return createElement(components[tagName] ?? tagName, props || null, ...children.map(renderNode))
}

export function renderTree(tree: CompactNode[]): ReactNode {
  return createElement(Fragment, null, ...tree.map(renderNode))
}
