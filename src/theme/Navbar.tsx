import { memo, useCallback, useState } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { SearchButton } from '../search/SearchButton.tsx'
import { siteConfig } from '../siteConfig.ts'
import { ColorModeToggle } from './ColorModeToggle.tsx'
import { Logo, MenuIcon } from './Icons.tsx'
import { MobileDrawer } from './MobileDrawer.tsx'
import { navbarItems, navbarSecondaryItems } from '../../navigation.config.ts'
import { NavLinks } from './NavLinks.tsx'

/** The top bar: brand, sections, help, GitHub, search, colour mode; below 996 px a menu button and drawer. */
// Memoized: a navigation re-renders it only when the path changes (not for a hash on the same page).
export const Navbar = memo(function Navbar({ path }: { path: string }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <button
          type="button"
          className="icon-button navbar-menu-button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-drawer"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <RouteLink className="navbar-brand" href="/">
          <Logo className="navbar-logo" />
          {siteConfig.title}
        </RouteLink>
        <nav aria-label="Main">
          <NavLinks items={navbarItems} path={path} className="navbar-items" />
        </nav>
        <div className="navbar-end">
          <NavLinks items={navbarSecondaryItems} path={path} className="navbar-secondary" />
          <div className="navbar-search">
            <SearchButton />
          </div>
          <ColorModeToggle />
        </div>
      </div>
      <MobileDrawer open={menuOpen} onClose={closeMenu} path={path} />
    </header>
  )
})
