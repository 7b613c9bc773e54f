import type { HastNode } from '../../shared/types.ts'
import type { RecordType, SearchRecord } from '../../shared/searchTypes.ts'

/** What record extraction needs of a compiled page (a subset of CompiledPage). */
export interface RecordSource {
  route: string
  frontmatter: { title: string; description?: string; unlisted?: boolean }
  tree: HastNode
}

// Elements whose text is a block of its own: their edges separate words ("</li><li>" is a space).
const blockTags = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
  'details',
  'summary',
  'docs-admonition',
  'div',
  'h4',
  'h5',
  'h6',
  'hr',
  'br',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
])

/**
 * The readable text of some nodes, whitespace collapsed. Code blocks are left out: they repeat API names
 * in every tutorial, which would drown the pages that explain them (inline `code` is kept).
 */
export function textOfNodes(nodes: HastNode[]): string {
  const parts: string[] = []
  const walk = (node: HastNode) => {
    if (node.type === 'text') parts.push(node.value ?? '')
    if (node.type !== 'element' && node.type !== 'root') return
    const tag = node.tagName ?? ''
    // A rich admonition title is also its `title` property, read below.
    if (tag === 'pre' || tag === 'script' || tag === 'style' || tag === 'docs-admonition-title') return
    const block = blockTags.has(tag)
    if (block) parts.push(' ')
    if (tag === 'img' && typeof node.properties?.alt === 'string') parts.push(` ${node.properties.alt} `)
    if (tag === 'docs-admonition') {
      // Default titles ("Tip", "Note") would make every admonition match those words.
      const type = String(node.properties?.type ?? '')
      const title = String(node.properties?.title ?? '')
      if (title && title.toLowerCase() !== type) parts.push(`${title} `)
    }
    node.children?.forEach(walk)
    if (block) parts.push(' ')
  }
  nodes.forEach(walk)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

const levelWeight: Record<RecordType, number> = { lvl1: 100, lvl2: 90, lvl3: 80 }

/**
 * A heading section of a page as its compile leaves it for search (DocsPage.searchSections): the text
 * before the first h2 (`lvl1`), then one per h2 and h3 (h4–h6 stay inside their h3's section). Records are
 * made of them once the pages' categories are known (`recordsOf`).
 */
export interface SearchSection {
  type: RecordType
  anchor: string | null
  lvl2: string | null
  lvl3: string | null
  content: string | null
}

/** A page's heading sections; `description` stands for the text of a page that opens straight on a heading. */
export function sectionsOf(tree: HastNode, description?: string): SearchSection[] {
  const sections: SearchSection[] = []
  let current = { type: 'lvl1' as RecordType, anchor: null as string | null, lvl2: null as string | null, lvl3: null as string | null }
  let body: HastNode[] = []

  const flush = () => {
    let content = textOfNodes(body)
    if (current.type === 'lvl1' && !content) content = description ?? ''
    sections.push({ ...current, content: content || null })
    body = []
  }

  for (const node of tree.children ?? []) {
    const tag = node.type === 'element' ? node.tagName : undefined
    if (tag === 'h2' || tag === 'h3') {
      flush()
      const text = textOfNodes(node.children ?? [])
      const anchor = typeof node.properties?.id === 'string' ? node.properties.id : null
      current = tag === 'h2' ? { type: 'lvl2', anchor, lvl2: text, lvl3: null } : { type: 'lvl3', anchor, lvl2: current.lvl2, lvl3: text }
    } else {
      body.push(node)
    }
  }
  flush()
  return sections
}

/** A page's records, one per section, in `category` (its top-level sidebar label: `hierarchy.lvl0`). */
export function recordsOf(
  page: Pick<RecordSource, 'route' | 'frontmatter'>,
  category: string,
  sections: readonly SearchSection[],
): SearchRecord[] {
  return sections.map((section, position) => {
    const url = section.anchor ? `${page.route}#${section.anchor}` : page.route
    return {
      objectID: url,
      url,
      url_without_anchor: page.route,
      anchor: section.anchor,
      type: section.type,
      hierarchy: {
        lvl0: category,
        lvl1: page.frontmatter.title,
        lvl2: section.lvl2,
        lvl3: section.lvl3,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: section.content,
      weight: { pageRank: 0, level: levelWeight[section.type], position },
    }
  })
}

/** One record per heading section of a rendered page (`sectionsOf`), in `category`. */
export function extractRecords(page: RecordSource, category: string): SearchRecord[] {
  return recordsOf(page, category, sectionsOf(page.tree, page.frontmatter.description))
}
