import { memo, useCallback, useState } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { SearchButton } from '../search/SearchButton.tsx'
import { siteConfig } from '../siteConfig.ts'
import { ColorModeToggle } from './ColorModeToggle.tsx'
import { MenuIcon } from './Icons.tsx'
import { MobileDrawer } from './MobileDrawer.tsx'
import { NavbarItems } from './NavbarItems.tsx'
import { ChromeLogoImage } from './NavbarLogo.tsx'

const { navbar, colorMode } = siteConfig
const leftItems = navbar.items.filter((item) => item.position === 'left')
const rightItems = navbar.items.filter((item) => item.position === 'right')
// Docusaurus puts the search bar at the right end of a navbar whose items don't place it.
const placesSearch = navbar.items.some((item) => item.type === 'search')

/**
 * The top bar (docsPlugin's `navbar`): logo and title, the left items, the right items, search, colour
 * mode; below 996 px a menu button and drawer.
 */
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
        <RouteLink className="navbar-brand" href={navbar.logo?.href ?? '/'}>
          {navbar.logo && <ChromeLogoImage logo={navbar.logo} className="navbar-logo" />}
          {navbar.title}
        </RouteLink>
        <nav aria-label="Main">
          <NavbarItems items={leftItems} path={path} listClassName="navbar-items" />
        </nav>
        <div className="navbar-end">
          <NavbarItems items={rightItems} path={path} listClassName="navbar-secondary" />
          {!placesSearch && (
            <div className="navbar-search">
              <SearchButton />
            </div>
          )}
          {!colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </div>
      <MobileDrawer open={menuOpen} onClose={closeMenu} path={path} />
    </header>
  )
})
