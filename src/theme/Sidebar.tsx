import { memo, useEffect, useState } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { docsSidebar } from './docsSidebar.ts'
import { categoryTrail, sidebarLinks, type SidebarCategory, type SidebarNode } from '../../shared/sidebar.ts'
import { ChevronIcon } from './Icons.tsx'

// The categories the reader has open, remembered when a sidebar unmounts (a page without one, or the
// drawer closing) so the next one opens as the reader left it. Written only in effects: the server,
// rendering page after page, never sees it change.
let keptExpanded = new Set<string>()

/**
 * The docs sidebar tree. Categories start closed, except those around the current page, which open
 * again whenever the reader arrives on a page inside them; the reader may open and close any category.
 */
export function Sidebar({ path, idPrefix }: { path: string; idPrefix: string }) {
  const [expanded, setExpanded] = useState(() => openAround(keptExpanded, path))
  useEffect(() => {
    keptExpanded = expanded
  }, [expanded])
  // Derived from the path during render (not in an effect) so the first render, the server's included,
  // already shows the current page's categories open.
  const [openedFor, setOpenedFor] = useState(path)
  if (openedFor !== path) {
    setOpenedFor(path)
    setExpanded((current) => openAround(current, path))
  }
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const trail = new Set(categoryTrail(docsSidebar, path).map((category) => category.key))
  return <SidebarItems nodes={docsSidebar} path={path} expanded={expanded} trail={trail} toggle={toggle} idPrefix={idPrefix} />
}

function openAround(expanded: Set<string>, path: string): Set<string> {
  const trail = categoryTrail(docsSidebar, path)
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
      {nodes.map((node) =>
        node.kind === 'link' ? (
          <SidebarLink key={node.path} path={node.path} label={node.label} current={node.path === props.path} />
        ) : (
          <Category key={node.key} category={node} {...props} />
        ),
      )}
    </ul>
  )
}

/** Memoized: a navigation re-renders the two links whose `current` changed, not all eighty. */
const SidebarLink = memo(function SidebarLink({ path, label, current }: { path: string; label: string; current: boolean }) {
  return (
    <li>
      <RouteLink className="sidebar-link" href={path} aria-current={current ? 'page' : undefined}>
        {label}
      </RouteLink>
    </li>
  )
})

function Category({ category, ...props }: { category: SidebarCategory } & Omit<ItemsProps, 'nodes'>) {
  const open = props.expanded.has(category.key)
  const listId = `${props.idPrefix}-${category.key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const current = props.trail.has(category.key)
  const className = current ? 'sidebar-category contains-current' : 'sidebar-category'
  return (
    <li>
      {category.link ? (
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
  const first = sidebarLinks(category.items)[0]
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
