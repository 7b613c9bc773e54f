import { useEffect, useRef } from 'react'
import { siteConfig } from '../siteConfig.ts'
import { CloseIcon } from './Icons.tsx'
import { DrawerItems } from './NavbarItems.tsx'
import { ChromeLogoImage } from './NavbarLogo.tsx'
import { Sidebar } from './Sidebar.tsx'
import { revealInContainer } from './revealInContainer.ts'
import { useDisplayedSidebar } from './docsSidebar.ts'

/**
 * The narrow-screen menu: the navbar's items (search aside) and the whole sidebar in a modal <dialog>, which brings
 * focus containment, Escape and the inert page behind it from the browser. Its content is only rendered
 * while open (the prerendered HTML doesn't carry a second sidebar).
 */
export function MobileDrawer({ open, onClose, path }: { open: boolean; onClose: () => void; path: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const sidebar = useDisplayedSidebar(path)

  useEffect(() => {
    const element = dialog.current!
    if (open && !element.open) {
      element.showModal()
      revealInContainer(body.current!, '[aria-current="page"]')
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  // A navigation (a link in the drawer, or back/forward) closes it.
  const shownPath = useRef(path)
  useEffect(() => {
    if (shownPath.current === path) return
    shownPath.current = path
    onClose()
  }, [path, onClose])

  return (
    <dialog
      id="mobile-drawer"
      ref={dialog}
      className="drawer"
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; one on a link inside starts a navigation.
        if (event.target === event.currentTarget || (event.target as Element).closest('a')) onClose()
      }}
    >
      {open && (
        <>
          <div className="drawer-header">
            <span className="drawer-brand">
              {siteConfig.navbar.logo && <ChromeLogoImage logo={siteConfig.navbar.logo} className="drawer-logo" />}
              {siteConfig.navbar.title}
            </span>
            <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div className="drawer-body" ref={body}>
            <nav aria-label="Menu">
              <DrawerItems items={siteConfig.navbar.items} path={path} />
              {sidebar && <Sidebar nodes={sidebar} path={path} idPrefix="drawer" />}
            </nav>
          </div>
        </>
      )}
    </dialog>
  )
}
