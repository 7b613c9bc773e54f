import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPlan } from '../../scripts/content/plan.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { fileToRoute } from '../../shared/routes.ts'
import { readPageSummary } from '../../plugins/docs/pageSummary.ts'
import { sidebarConfig } from '../../sidebar.config.ts'
import { buildSidebar, categoryTrail, neighbours, sidebarLinks, type SidebarNode } from '../../shared/sidebar.ts'

const root = path.resolve(import.meta.dirname, '../..')
const contentDir = path.join(root, 'content')
const labels = new Map(
  findMarkdownFiles(contentDir).map((file) => [
    fileToRoute(path.relative(contentDir, file)),
    readPageSummary(readFileSync(file, 'utf8'), file).sidebarLabel,
  ]),
)
const sidebar = buildSidebar(sidebarConfig, (route) => labels.get(route))

/** Every link with the categories above it, as the plan writes them (`Tutorials > Redux Essentials`). */
function linksWithSection(nodes: SidebarNode[], section: string[] = []): { section: string; route: string; label: string }[] {
  return nodes.flatMap((node) =>
    node.kind === 'link'
      ? [{ section: section.join(' > '), route: node.path, label: node.label }]
      : linksWithSection(node.items, [...section, node.label]),
  )
}

describe('the sidebar config', () => {
  it('lists the planned pages in the plan order, under the planned categories, with the planned labels', () => {
    const planned = loadPlan(root)
      .filter((page) => page.section !== '(not in the sidebar)')
      .map((page) => ({ section: page.section, route: page.route, label: page.sidebarLabel ?? page.title }))
    expect(linksWithSection(sidebar)).toEqual(planned)
  })

  it('names only pages that exist (the sidebar drops unknown routes silently, so this is where they show)', () => {
    const configured = JSON.stringify(sidebarConfig).match(/"\/[^"]*"/g)!.map((route) => JSON.parse(route) as string)
    expect(configured.filter((route) => !labels.has(route))).toEqual([])
  })
})

describe('sidebar model', () => {
  const tree = buildSidebar(
    [
      '/a',
      { label: 'Guide', items: ['/b', { label: 'Deep', items: ['/c', '/missing'] }] },
      { label: 'Other', items: ['/d'] },
    ],
    (route) => (route === '/missing' ? undefined : route.toUpperCase()),
  )

  it('labels links, keys categories by their path, and leaves out unknown routes', () => {
    expect(tree[1]).toEqual({
      kind: 'category',
      key: 'Guide',
      label: 'Guide',
      items: [
        { kind: 'link', path: '/b', label: '/B' },
        { kind: 'category', key: 'Guide/Deep', label: 'Deep', items: [{ kind: 'link', path: '/c', label: '/C' }] },
      ],
    })
  })

  it('finds the categories around a page, outermost first', () => {
    expect(categoryTrail(tree, '/c').map((category) => category.key)).toEqual(['Guide', 'Guide/Deep'])
    expect(categoryTrail(tree, '/a')).toEqual([])
    expect(categoryTrail(tree, '/nowhere')).toEqual([])
  })

  it('orders pages for previous/next across categories', () => {
    const links = sidebarLinks(tree)
    expect(links.map((link) => link.path)).toEqual(['/a', '/b', '/c', '/d'])
    expect(neighbours(links, '/c')).toEqual({ previous: links[1], next: links[3] })
    expect(neighbours(links, '/a')).toEqual({ previous: undefined, next: links[1] })
    expect(neighbours(links, '/d')).toEqual({ previous: links[2], next: undefined })
    expect(neighbours(links, '/introduction/README')).toEqual({})
  })
})
