import { memo, useEffect, useState } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { categoryTrail, firstSidebarLink, initiallyOpenKeys, type SidebarCategory, type SidebarNode } from '../../shared/sidebar.ts'
import { ChevronIcon } from './Icons.tsx'
import { closedCategoryHtml } from './closedCategories.ts'

// The categories the reader has open, remembered when a sidebar unmounts (a page without one, or the
// drawer closing) so the next one opens as the reader left it. Written only in effects: the server,
// rendering page after page, never sees it change.
let keptExpanded = new Set<string>()

/**
 * The docs sidebar tree. Categories start closed, except those around the current page, which open
 * again whenever the reader arrives on a page inside them; the reader may open and close any category.
 */
export function Sidebar({ nodes, path, idPrefix }: { nodes: SidebarNode[]; path: string; idPrefix: string }) {
  const [expanded, setExpanded] = useState(() => openAround(nodes, withInitiallyOpen(nodes, keptExpanded), path))
  useEffect(() => {
    keptExpanded = expanded
  }, [expanded])
  // Derived from the path during render (not in an effect) so the first render, the server's included,
  // already shows the current page's categories open.
  const [openedFor, setOpenedFor] = useState({ path, nodes })
  if (openedFor.path !== path || openedFor.nodes !== nodes) {
    // Another sidebar (a page of another sidebar of a Docusaurus sidebars file): its `collapsed: false` categories open too.
    const otherSidebar = openedFor.nodes !== nodes
    setOpenedFor({ path, nodes })
    setExpanded((current) => openAround(nodes, otherSidebar ? withInitiallyOpen(nodes, current) : current, path))
  }
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const trail = new Set(categoryTrail(nodes, path).map((category) => category.key))
  return <SidebarItems nodes={nodes} path={path} expanded={expanded} trail={trail} toggle={toggle} idPrefix={idPrefix} />
}

/** `expanded` with the categories that start open (Docusaurus' `collapsed: false`). */
function withInitiallyOpen(nodes: SidebarNode[], expanded: Set<string>): Set<string> {
  const keys = initiallyOpenKeys(nodes)
  return keys.every((key) => expanded.has(key)) ? expanded : new Set([...expanded, ...keys])
}

function openAround(nodes: SidebarNode[], expanded: Set<string>, path: string): Set<string> {
  const trail = categoryTrail(nodes, path)
  if (trail.every((category) => expanded.has(category.key))) return expanded
  return new Set([...expanded, ...trail.map((category) => category.key)])
}

interface ItemsProps {
  nodes: SidebarNode[]
  path: string
  expanded: Set<string>
  trail: Set<string>
  toggle: (key: string) => void
  idPrefix: string
}

function SidebarItems({ nodes, ...props }: ItemsProps) {
  return (
    <ul className="sidebar-list">
      {nodes.map((node, index) => {
        if (node.kind === 'link')
          return (
            <SidebarLink
              key={node.path}
              path={node.path}
              label={node.label}
              current={node.path === props.path}
              className={node.className}
            />
          )
        if (node.kind === 'category') return <Category key={node.key} category={node} {...props} />
        if (node.kind === 'href')
          return <SidebarHref key={`href-${index}`} href={node.href} label={node.label} className={node.className} />
        // A Docusaurus `html` item: the site's own markup, shown as written.
        return (
          <li
            key={`html-${index}`}
            className={['sidebar-html', node.defaultStyle ? 'sidebar-html-default' : '', node.className ?? ''].filter(Boolean).join(' ')}
            dangerouslySetInnerHTML={{ __html: node.value }}
          />
        )
      })}
    </ul>
  )
}

/** Memoized: a navigation re-renders the two links whose `current` changed, not all eighty. */
const SidebarLink = memo(function SidebarLink({
  path,
  label,
  current,
  className,
}: {
  path: string
  label: string
  current: boolean
  className?: string
}) {
  return (
    <li className={className}>
      <RouteLink className="sidebar-link" href={path} aria-current={current ? 'page' : undefined}>
        {label}
      </RouteLink>
    </li>
  )
})

/** A Docusaurus `link` item: a route through the router, an external address in a new tab as Docusaurus opens it. */
function SidebarHref({ href, label, className }: { href: string; label: string; className?: string }) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
  return (
    <li className={className}>
      {external ? (
        <a className="sidebar-link sidebar-link-external" href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <RouteLink className="sidebar-link" href={href}>
          {label}
        </RouteLink>
      )}
    </li>
  )
}

function Category({ category, ...props }: { category: SidebarCategory } & Omit<ItemsProps, 'nodes'>) {
  // The prerenderer's closed categories come as HTML made once (closedCategories.ts); the browser build drops this.
  if (import.meta.env.SSR) {
    const html = closedCategoryHtml(category, props)
    if (html !== undefined) return <li className={category.className} dangerouslySetInnerHTML={{ __html: html }} />
  }
  // Docusaurus' `collapsible: false`: always open, no toggle.
  const collapsible = category.collapsible !== false
  const open = !collapsible || props.expanded.has(category.key)
  const listId = `${props.idPrefix}-${category.key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const current = props.trail.has(category.key)
  const className = current ? 'sidebar-category contains-current' : 'sidebar-category'
  return (
    <li className={category.className}>
      {!collapsible ? (
        <div className={`${className} sidebar-category-fixed`}>
          {category.link ? (
            <RouteLink
              className="sidebar-category-link"
              href={category.link}
              aria-current={category.link === props.path ? 'page' : undefined}
            >
              {category.label}
            </RouteLink>
          ) : (
            category.label
          )}
        </div>
      ) : category.link ? (
        // A category with its own page (Docusaurus' category link): the label is a link, the chevron a toggle.
        <div className={`${className} sidebar-category-linked`} data-expanded={open}>
          <RouteLink
            className="sidebar-category-link"
            href={category.link}
            aria-current={category.link === props.path ? 'page' : undefined}
          >
            {category.label}
          </RouteLink>
          <button
            type="button"
            className="sidebar-category-toggle"
            aria-label={`Toggle the category ${category.label}`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => props.toggle(category.key)}
          >
            <ChevronIcon />
          </button>
        </div>
      ) : (
        <button type="button" className={className} aria-expanded={open} aria-controls={listId} onClick={() => props.toggle(category.key)}>
          {category.label}
          <ChevronIcon />
        </button>
      )}
      <div id={listId} className="sidebar-category-items" hidden={!open}>
        {open ? <SidebarItems nodes={category.items} {...props} /> : <ClosedCategory category={category} />}
      </div>
    </li>
  )
}

/**
 * A closed category renders its links only once opened: they were most of every page's HTML (79 links
 * in every page, whichever category it is in) and of the sidebar's render. Without JavaScript, where the
 * button cannot open it, the category shows its first page instead (layout.css, `scripting: none`),
 * whose own sidebar has the category open: every page stays reachable.
 */
function ClosedCategory({ category }: { category: SidebarCategory }) {
  const first = firstSidebarLink(category.items)
  if (!first) return null
  return (
    <ul className="sidebar-list">
      <li>
        <RouteLink className="sidebar-link" href={first.path}>
          {first.label}
        </RouteLink>
      </li>
    </ul>
  )
}
