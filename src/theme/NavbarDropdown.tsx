import { useEffect, useRef, type KeyboardEvent } from 'react'
import { isActiveNavbarLink, type NavbarDropdownItem } from '../../shared/siteChrome.ts'
import { ChevronIcon } from './Icons.tsx'
import { NavbarHtml, NavbarLink } from './NavbarItems.tsx'

/**
 * A `dropdown` item: a <details> whose <summary> opens the menu, so it works by keyboard (Enter, Space)
 * and before the app runs. Once it runs, Escape closes it back onto its summary, focus or a click
 * leaving it closes it, a navigation closes it, and a pointer that hovers opens it, as Docusaurus' does.
 */
export function NavbarDropdown({ item, path }: { item: NavbarDropdownItem; path: string }) {
  const details = useRef<HTMLDetailsElement>(null)
  const close = () => {
    if (details.current) details.current.open = false
  }
  useEffect(close, [path])
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])
  const hoverable = () => window.matchMedia('(hover: hover)').matches
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return
    close()
    details.current.querySelector('summary')?.focus()
  }
  const active = item.items.some((child) => child.type === 'link' && isActiveNavbarLink(child, path))
  return (
    <li
      className={['navbar-dropdown', item.className].filter(Boolean).join(' ')}
      onMouseEnter={() => hoverable() && details.current && (details.current.open = true)}
      onMouseLeave={() => hoverable() && close()}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && close()}
      onKeyDown={onKeyDown}
    >
      <details ref={details}>
        <summary
          className={active ? 'navbar-link active' : 'navbar-link'}
          // A mouse click on a menu the hover already opened keeps it open (else the click would shut it);
          // a keyboard's Enter or Space (a click of detail 0) still toggles it.
          onClick={(event) => event.detail > 0 && hoverable() && details.current?.open && event.preventDefault()}
        >
          {item.label}
          <ChevronIcon className="navbar-dropdown-chevron" />
        </summary>
        <ul className="navbar-dropdown-menu">
          {item.href && (
            <li>
              <NavbarLink
                item={{ type: 'link', label: item.label, href: item.href, position: item.position }}
                path={path}
                className="navbar-dropdown-link"
              />
            </li>
          )}
          {item.items.map((child, index) =>
            child.type === 'html' ? (
              <NavbarHtml key={index} value={child.value} className={child.className} />
            ) : (
              <li key={child.href}>
                <NavbarLink item={child} path={path} className="navbar-dropdown-link" />
              </li>
            ),
          )}
        </ul>
      </details>
    </li>
  )
}
