import type { ReactNode } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { SearchButton } from '../search/SearchButton.tsx'
import { isActiveNavbarLink, type NavbarItem, type NavbarLinkItem } from '../../shared/siteChrome.ts'
import { ExternalIcon } from './Icons.tsx'
import { NavbarDropdown } from './NavbarDropdown.tsx'

// The navbar's items (docsPlugin's `navbar.items`, shared/siteChrome.ts) on one side of the bar: runs of
// links in a list, each search item in its own box between them, so a navbar whose search item is
// not written shows the search button after its right-hand links, as Docusaurus does.

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href)

/** One navbar link, marked while its section is read (`active`) and on its own page (`aria-current`). */
export function NavbarLink({ item, path, className = 'navbar-link' }: { item: NavbarLinkItem; path: string; className?: string }) {
  const classes = [className, isActiveNavbarLink(item, path) && 'active', item.className].filter(Boolean).join(' ')
  return (
    <RouteLink className={classes} href={item.href} aria-current={item.href === path ? 'page' : undefined}>
      {item.label}
      {isExternal(item.href) && <ExternalIcon />}
    </RouteLink>
  )
}

/** An `html` item: the site's own markup, as its config wrote it. */
export function NavbarHtml({ value, className }: { value: string; className?: string }) {
  return <li className={['navbar-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: value }} />
}

function itemKey(item: NavbarItem, index: number): string {
  return item.type === 'link' ? item.href : `${item.type}-${index}`
}

/** A list item of the bar (a search item is not one: it gets a box of its own). */
function ListedItem({ item, path }: { item: Exclude<NavbarItem, { type: 'search' }>; path: string }) {
  if (item.type === 'html') return <NavbarHtml value={item.value} className={item.className} />
  if (item.type === 'dropdown') return <NavbarDropdown item={item} path={path} />
  return (
    <li>
      <NavbarLink item={item} path={path} />
    </li>
  )
}

/** The items of one side: lists of class `listClassName`, and `.navbar-search` boxes where search items are. */
export function NavbarItems({ items, path, listClassName }: { items: NavbarItem[]; path: string; listClassName: string }) {
  const parts: ReactNode[] = []
  let run: ReactNode[] = []
  const endRun = () => {
    if (run.length)
      parts.push(
        <ul key={`list-${parts.length}`} className={listClassName}>
          {run}
        </ul>,
      )
    run = []
  }
  items.forEach((item, index) => {
    if (item.type !== 'search') return run.push(<ListedItem key={itemKey(item, index)} item={item} path={path} />)
    endRun()
    parts.push(
      <div key={`search-${index}`} className={['navbar-search', item.className].filter(Boolean).join(' ')}>
        <SearchButton />
      </div>,
    )
  })
  endRun()
  return parts
}

/** The drawer's list: every item but search (the drawer has the page behind it; search stays in the bar). */
export function DrawerItems({ items, path }: { items: NavbarItem[]; path: string }) {
  return (
    <ul className="drawer-links">
      {items.map((item, index) => {
        if (item.type === 'search') return null
        if (item.type !== 'dropdown') return <ListedItem key={itemKey(item, index)} item={item} path={path} />
        return (
          <li key={itemKey(item, index)} className="drawer-dropdown">
            <span className="drawer-dropdown-label">{item.label}</span>
            <ul>
              {item.items.map((child, childIndex) => (
                <ListedItem key={itemKey(child, childIndex)} item={child} path={path} />
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
