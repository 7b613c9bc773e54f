import type { CompactNode, HastNode } from './types.ts'

// The build encodes each page's hast in a compact form (see CompactNode); the browser expands it back
// before rendering. Comments and doctypes are dropped: a page body has no use for them.

export function compactTree(node: HastNode): CompactNode[] {
  return (node.children ?? []).flatMap(compactNode)
}

function compactNode(node: HastNode): CompactNode[] {
  if (node.type === 'text') return [node.value ?? '']
  if (node.type !== 'element') return []
  const properties: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue
    properties[key] = key === 'className' && Array.isArray(value) ? value.join(' ') : value
  }
  const children = (node.children ?? []).flatMap(compactNode)
  return [[node.tagName!, Object.keys(properties).length ? properties : 0, ...children]]
}

export function expandTree(nodes: CompactNode[]): HastNode {
  return { type: 'root', children: nodes.map(expandNode) }
}

function expandNode(node: CompactNode): HastNode {
  if (typeof node === 'string') return { type: 'text', value: node }
  const [tagName, compactProperties, ...children] = node
  const properties: Record<string, unknown> = { ...(compactProperties || {}) }
  if (typeof properties.className === 'string') properties.className = properties.className.split(' ')
  return { type: 'element', tagName, properties, children: children.map(expandNode) }
}
