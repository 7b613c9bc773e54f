import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPlan } from '../../scripts/content/plan.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { docIdOf, fileToRoute } from '../../shared/routes.ts'
import { readPageTop } from '../../plugins/docs/pageSummary.ts'
import { resolveSidebar } from '../../plugins/docs/sidebarConfig.ts'
import { sidebarConfig } from '../../sidebar.config.ts'
import {
  buildSidebar,
  categoryTrail,
  firstSidebarLink,
  initiallyOpenKeys,
  neighbours,
  sidebarLinks,
  sidebarSections,
  walkSidebar,
  type SidebarNode,
} from '../../shared/sidebar.ts'

const root = path.resolve(import.meta.dirname, '../..')
const contentDir = path.join(root, 'content')
const pages = findMarkdownFiles(contentDir).map((file) => {
  const relative = path.relative(contentDir, file)
  const { frontmatter, summary } = readPageTop(readFileSync(file, 'utf8'), file)
  return {
    file: relative,
    route: fileToRoute(relative, frontmatter),
    docId: docIdOf(relative, frontmatter),
    frontmatter,
    label: summary.sidebarLabel,
  }
})
const labels = new Map(pages.map((page) => [page.route, page.label]))
const resolved = resolveSidebar(sidebarConfig, pages, { contentDir, sidebarFile: 'sidebar.config.ts' })
const sidebar = buildSidebar(resolved.items, (route) => labels.get(route))

/** Every link with the categories above it, as the plan writes them (`Tutorials > Redux Essentials`); a category's own page first. */
function linksWithSection(nodes: SidebarNode[], section: string[] = []): { section: string; route: string; label: string }[] {
  return nodes.flatMap((node) =>
    node.kind === 'link'
      ? [{ section: section.join(' > '), route: node.path, label: node.label }]
      : node.kind !== 'category'
        ? []
        : [
            ...(node.link ? [{ section: [...section, node.label].join(' > '), route: node.link, label: node.label }] : []),
            ...linksWithSection(node.items, [...section, node.label]),
          ],
  )
}

describe('the sidebar config', () => {
  // Issue 16: a page that is its category's own page is named once, by the category (the plan's section
  // name): "API Reference" links to /api/api-reference instead of holding a page of that name, and the
  // Style Guide, alone in its category, is a top-level link "Style Guide".
  const categoryPages: Record<string, Partial<{ section: string; label: string }>> = {
    '/api/api-reference': { section: 'API Reference', label: 'API Reference' },
    '/style-guide/style-guide': { section: '', label: 'Style Guide' },
  }

  it('lists the planned pages in the plan order, under the planned categories, with the planned labels', () => {
    const planned = loadPlan(root)
      .filter((page) => page.section !== '(not in the sidebar)')
      .map((page) => ({ section: page.section, route: page.route, label: page.sidebarLabel ?? page.title, ...categoryPages[page.route] }))
    expect(linksWithSection(sidebar)).toEqual(planned)
  })

  it('names only pages that exist, and each doc id it links a category to', () => {
    expect(resolved.problems).toEqual([])
    expect(resolved.links.map((link) => link.href).filter((route) => !labels.has(route))).toEqual([])
  })

  it('makes the API Reference category the link to its page, and its breadcrumb trail', () => {
    const api = sidebar.find((node) => 'label' in node && node.label === 'API Reference')
    expect(api).toMatchObject({ kind: 'category', link: '/api/api-reference' })
    expect(categoryTrail(sidebar, '/api/api-reference').map((category) => category.label)).toEqual(['API Reference'])
    expect(categoryTrail(sidebar, '/api/store').map((category) => category.label)).toEqual(['API Reference'])
    expect(sidebar.find((node) => 'label' in node && node.label === 'Style Guide')).toEqual({
      kind: 'link',
      path: '/style-guide/style-guide',
      label: 'Style Guide',
    })
  })
})

describe('sidebar model', () => {
  const tree = buildSidebar(
    ['/a', { label: 'Guide', items: ['/b', { label: 'Deep', items: ['/c', '/missing'] }] }, { label: 'Other', items: ['/d'] }],
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

  it("finds the trail the first listing in reading order gives, preferring an item to its category's own page", () => {
    // The definition, listing each category's links (what categoryTrail did before it became one walk).
    const listed = (nodes: SidebarNode[], path: string): SidebarNode[] => {
      for (const node of nodes) {
        if (node.kind === 'link' && node.path === path) return []
        if (node.kind === 'category' && sidebarLinks([node]).some((link) => link.path === path)) return [node, ...listed(node.items, path)]
      }
      return []
    }
    const tricky = buildSidebar(
      [
        '/a',
        { label: 'Own', link: '/own', items: ['/x', { label: 'Inner', link: '/own', items: ['/y'] }] },
        { label: 'Twice', items: ['/x', { label: 'Deeper', items: ['/a', '/z'] }] },
      ],
      (route) => route,
    )
    for (const nodes of [tree, tricky, sidebar])
      for (const path of ['/nowhere', ...sidebarLinks(nodes).map((link) => link.path)]) {
        expect(categoryTrail(nodes, path)).toEqual(listed(nodes, path))
      }
    expect(categoryTrail(tricky, '/own').map((category) => category.label)).toEqual(['Own', 'Inner'])
    const categories = [...walkSidebar(tricky)].filter((node) => node.kind === 'category')
    for (const category of categories) expect(firstSidebarLink(category.items)).toEqual(sidebarLinks(category.items)[0])
  })

  it("answers a trail from the sidebar's index as the walk for that route would, a fresh array each time", () => {
    // The walk categoryTrail made per question before it kept an index by sidebar.
    const walked = (nodes: SidebarNode[], path: string): SidebarNode[] => {
      const trail: SidebarNode[] = []
      const contains = (items: SidebarNode[]): boolean => {
        for (const node of items) {
          if (node.kind === 'link' && node.path === path) return true
          if (node.kind !== 'category') continue
          trail.push(node)
          if (contains(node.items) || node.link === path) return true
          trail.pop()
        }
        return false
      }
      return contains(nodes) ? trail : []
    }
    // Routes met more than once, as a category's page and an item, at several depths, before and after.
    const config = [
      '/r1',
      { label: 'A', link: '/a', items: ['/r2', { label: 'A1', link: '/a1', items: ['/a', '/r3'] }, '/r1'] },
      {
        label: 'B',
        link: '/r3',
        items: [
          { label: 'B1', link: '/b1', items: ['/b1', '/r4'] },
          { label: 'B2', link: '/r2', items: ['/r5'] },
        ],
      },
      { label: 'C', link: '/c', items: [{ label: 'C1', link: '/c', items: ['/r6'] }] },
      '/r4',
    ]
    const nodes = buildSidebar(config, (route) => route)
    const routes = ['/nowhere', '/a', '/a1', '/b1', '/c', '/r1', '/r2', '/r3', '/r4', '/r5', '/r6']
    for (const path of routes) expect(categoryTrail(nodes, path), path).toEqual(walked(nodes, path))
    expect(categoryTrail(nodes, '/c').map((category) => category.key)).toEqual(['C', 'C/C1'])
    // The caller may change what it is given; the next answer is the same.
    categoryTrail(nodes, '/r3').pop()
    expect(categoryTrail(nodes, '/r3')).toEqual(walked(nodes, '/r3'))
    // Another sidebar (another array) has its own index, not the first one's.
    const other = buildSidebar([{ label: 'Other', items: ['/a'] }], (route) => route)
    expect(categoryTrail(other, '/a').map((category) => category.key)).toEqual(['Other'])
    expect(categoryTrail(nodes, '/a').map((category) => category.key)).toEqual(['A', 'A/A1'])
  })

  it('lists the categories that start open, in reading order, the same list for the same sidebar', () => {
    const nodes = buildSidebar(
      [
        { label: 'Shut', items: ['/a', { label: 'Inner', collapsed: false, items: ['/b'] }] },
        { label: 'Open', collapsed: false, items: ['/c'] },
        { label: 'Fixed', collapsible: false, items: ['/d'] },
      ],
      (route) => route,
    )
    expect(initiallyOpenKeys(nodes)).toEqual(['Shut/Inner', 'Open', 'Fixed'])
    expect(initiallyOpenKeys(nodes)).toBe(initiallyOpenKeys(nodes))
    expect(initiallyOpenKeys(buildSidebar(['/a'], (route) => route))).toEqual([])
  })

  it('orders pages for previous/next across categories', () => {
    const links = sidebarLinks(tree)
    expect(links.map((link) => link.path)).toEqual(['/a', '/b', '/c', '/d'])
    expect(neighbours(links, '/c')).toEqual({ previous: links[1], next: links[3] })
    expect(neighbours(links, '/a')).toEqual({ previous: undefined, next: links[1] })
    expect(neighbours(links, '/d')).toEqual({ previous: links[2], next: undefined })
    expect(neighbours(links, '/introduction/README')).toEqual({})
  })

  it('gives a category with a link page a link before its items; with no items it is a plain link', () => {
    const linked = buildSidebar(
      [
        { label: 'API', link: '/api', items: ['/api/store'] },
        { label: 'Alone', link: '/alone', items: [] },
        { label: 'Gone', link: '/missing', items: ['/b'] },
      ],
      (route) => (route === '/missing' ? undefined : route.toUpperCase()),
    )
    expect(linked).toEqual([
      { kind: 'category', key: 'API', label: 'API', link: '/api', items: [{ kind: 'link', path: '/api/store', label: '/API/STORE' }] },
      { kind: 'link', path: '/alone', label: 'Alone' },
      { kind: 'category', key: 'Gone', label: 'Gone', items: [{ kind: 'link', path: '/b', label: '/B' }] },
    ])
    expect(sidebarLinks(linked).map((link) => [link.path, link.label])).toEqual([
      ['/api', 'API'],
      ['/api/store', '/API/STORE'],
      ['/alone', 'Alone'],
      ['/b', '/B'],
    ])
    expect(categoryTrail(linked, '/api').map((category) => category.key)).toEqual(['API'])
  })

  it('walks every node depth first, a category before its items', () => {
    expect(
      [...walkSidebar(tree)].map((node) => (node.kind === 'category' ? node.key : node.kind === 'link' ? node.path : node.kind)),
    ).toEqual(['/a', 'Guide', '/b', 'Guide/Deep', '/c', 'Other', '/d'])
  })

  it('gives each top-level section every route under it, category pages included; a doc-id link is not a route yet', () => {
    const sections = sidebarSections([
      '/loose',
      { label: 'API', link: '/api', items: ['/api/store', { label: 'Utils', link: '/api/utils', items: ['/api/compose'] }] },
      { label: 'By id', link: { type: 'doc', id: 'intro' }, items: ['/intro/why'] },
      { label: 'Alone', link: '/alone', items: [] },
    ])
    expect(sections).toEqual([
      { label: null, routes: ['/loose'] },
      { label: 'API', routes: ['/api', '/api/store', '/api/utils', '/api/compose'] },
      { label: 'By id', routes: ['/intro/why'] },
      { label: 'Alone', routes: ['/alone'] },
    ])
  })
})
