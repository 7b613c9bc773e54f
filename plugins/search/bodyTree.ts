import { expandedElement, type CompactNode, type FrontMatter, type HastNode } from '../../shared/types.ts'
import { sectionsOf, type SearchSection } from './records.ts'

// The content store keeps each page's body as the compact tree its module ships (plugins/compactTree.ts),
// not as hast (docs/contentStore.ts: DocsPage.body). Search reads text, tag names and a few properties
// (`id`, `alt`, an admonition's `type` and `title`), which the compact form keeps as they were, so it
// reads them from a tree built back from the compact nodes, as each page compiles.

/** A page's search sections (DocsPage.searchSections), read from its body's compact nodes; none for an `unlisted` page. */
export function searchSectionsOf(
  body: readonly CompactNode[],
  frontmatter: Pick<FrontMatter, 'unlisted' | 'description'>,
): SearchSection[] {
  return frontmatter.unlisted === true ? [] : sectionsOf(bodyTree(body), frontmatter.description)
}

/** Compact nodes as a hast root, good for reading their text and their elements' plain properties. */
export function bodyTree(body: readonly CompactNode[]): HastNode {
  return { type: 'root', children: body.map(hastOf) }
}

function hastOf(node: CompactNode): HastNode {
  if (typeof node === 'string') return { type: 'text', value: node }
  const [tagName, properties] = expandedElement(node[0], node[1])
  return { type: 'element', tagName, properties: properties || {}, children: (node.slice(2) as CompactNode[]).map(hastOf) }
}
