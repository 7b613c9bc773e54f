import type { Root, RootContent, ElementContent, Properties } from 'hast'
import type { VFile } from 'vfile'

// MDX's HTML tree holds JSX elements, `{expressions}` and `import`/`export` next to plain HTML. What reads a
// page's tree besides the page itself (search records, anchors, llms) wants plain hast: a JSX element
// becomes a `div` (flow) or `span` (text) around its children, or the HTML element it names; expressions
// and ESM, which only run in the page, are left out.

interface MdxJsxAttribute {
  type: string
  name?: string
  value?: unknown
}
type Node = RootContent & { name?: string | null; attributes?: MdxJsxAttribute[]; children?: Node[] }

function plainNodes(nodes: Node[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    switch (node.type) {
      case 'element':
        return [{ ...node, children: plainNodes(node.children as Node[]) }]
      case 'text':
        return [node]
      case 'mdxJsxFlowElement' as string:
      case 'mdxJsxTextElement' as string: {
        const isHtml = node.name && /^[a-z][a-z\d]*$/.test(node.name)
        const tagName = isHtml ? node.name! : node.type === 'mdxJsxFlowElement' ? 'div' : 'span'
        const properties: Properties = {}
        for (const attribute of node.attributes ?? []) {
          // Only literal attributes (`id="x"`); `{…}` values are known when the page runs.
          if (attribute.type === 'mdxJsxAttribute' && attribute.name && typeof attribute.value === 'string') {
            properties[attribute.name === 'class' ? 'className' : attribute.name] = attribute.value
          }
        }
        return [{ type: 'element', tagName, properties, children: plainNodes(node.children ?? []), position: node.position }]
      }
      default:
        return []
    }
  })
}

/** Keeps a plain-hast copy of the tree in `file.data.plainTree`; the tree MDX compiles is left as it is. */
export function rehypeKeepPlainTree() {
  return (tree: Root, file: VFile) => {
    file.data.plainTree = { type: 'root', children: plainNodes(tree.children as Node[]) }
  }
}
