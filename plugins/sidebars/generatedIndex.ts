import type { SidebarNode } from '../../shared/sidebar.ts'
import type { CompactNode, PageNavigation } from '../../shared/types.ts'
import type { GeneratedIndexPage } from './resolve.ts'

// A category's `link: { type: 'generated-index' }` page, as Docusaurus makes it: the category's title and
// description, then a card per item (a page with its description, a category with its item count, a
// link), each a link. It is a page module like a markdown page's (frontmatter, toc, navigation, tree),
// served as `virtual:docs-generated-index<route>`, so the theme renders it as any doc page, with its
// sidebar, breadcrumbs and previous/next.

export const GENERATED_INDEX_PREFIX = 'virtual:docs-generated-index'
export const RESOLVED_GENERATED_INDEX_PREFIX = `\0${GENERATED_INDEX_PREFIX}`

/** The body: the description, then one card per item. */
export function generatedIndexTree(page: GeneratedIndexPage, descriptionOf: (route: string) => string | undefined): CompactNode[] {
  const cards = page.items.flatMap((node): CompactNode[] => {
    const card = cardOf(node, descriptionOf)
    return card ? [['li', { className: 'generated-index-card' }, ['a', { href: card.href }, ['strong', 0, card.label]], ...card.text]] : []
  })
  return [
    ...(page.description ? [['p', 0, page.description] as CompactNode] : []),
    ['ul', { className: 'generated-index-cards' }, ...cards],
  ]
}

function cardOf(node: SidebarNode, descriptionOf: (route: string) => string | undefined) {
  const paragraph = (text: string | undefined): CompactNode[] => (text ? [['p', 0, text]] : [])
  if (node.kind === 'link') return { href: node.path, label: node.label, text: paragraph(descriptionOf(node.path)) }
  if (node.kind === 'href') return { href: node.href, label: node.label, text: [] }
  if (node.kind !== 'category') return undefined
  const href = node.link ?? firstPath(node.items)
  if (!href) return undefined
  const count = node.items.filter((item) => item.kind !== 'html').length
  return { href, label: node.label, text: paragraph(`${count} item${count === 1 ? '' : 's'}`) }
}

function firstPath(nodes: SidebarNode[]): string | undefined {
  for (const node of nodes) {
    if (node.kind === 'link') return node.path
    if (node.kind === 'category') {
      const path = node.link ?? firstPath(node.items)
      if (path) return path
    }
  }
  return undefined
}

/** The page module (see plugins/docs/pageModule.ts for a markdown page's). */
export function generatedIndexModule(
  page: GeneratedIndexPage,
  options: { navigation: PageNavigation; sidebarModule?: string; descriptionOf: (route: string) => string | undefined },
): string {
  // No edit link: the page has no source file (Docusaurus shows none either).
  const frontmatter = {
    id: page.route,
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    custom_edit_url: null,
  }
  return (
    [
      `export const frontmatter = ${JSON.stringify(frontmatter)}`,
      'export const toc = []',
      `export const navigation = ${JSON.stringify(options.navigation)}`,
      `export const tree = JSON.parse(${JSON.stringify(JSON.stringify(generatedIndexTree(page, options.descriptionOf)))})`,
      'export const warnings = []',
      ...(options.sidebarModule ? [`export { sidebar } from ${JSON.stringify(options.sidebarModule)}`] : []),
    ].join('\n') + '\n'
  )
}
