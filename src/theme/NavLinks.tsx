import { RouteLink } from '../router/RouteLink.tsx'
import { ExternalIcon } from './Icons.tsx'
import { isActiveItem, type NavLink } from '../../navigation.config.ts'

/** A list of navbar links (the navbar's and the drawer's), marking the section being read. */
export function NavLinks({ items, path, className }: { items: NavLink[]; path: string; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => {
        const external = /^https?:/.test(item.href)
        const active = isActiveItem(item, path)
        return (
          <li key={item.href}>
            <RouteLink
              className={active ? 'navbar-link active' : 'navbar-link'}
              href={item.href}
              aria-current={item.href === path ? 'page' : undefined}
            >
              {item.label}
              {external && <ExternalIcon />}
            </RouteLink>
          </li>
        )
      })}
    </ul>
  )
}
