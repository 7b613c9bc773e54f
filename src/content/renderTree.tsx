import type { ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { unified } from 'unified'
import rehypeReact, { type Components } from 'rehype-react'
import type { Root } from 'hast'
import type { CompactNode } from '../shared/types.ts'
import { expandTree } from '../shared/compactTree.ts'
import { contentComponents } from './components.tsx'

// The page body arrives as a hast tree (compiled at build time); rehype-react turns it into React
// elements, mapping links, headings, code blocks and admonitions to our components.
const processor = unified().use(rehypeReact, {
  Fragment,
  jsx,
  jsxs,
  components: contentComponents as Partial<Components>,
})

export function renderTree(tree: CompactNode[]): ReactNode {
  return processor.stringify(expandTree(tree) as Root) as ReactNode
}
