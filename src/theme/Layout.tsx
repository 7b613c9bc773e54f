import type { MouseEvent, ReactNode } from 'react'
import type { ResolvedRoute } from '../routes.ts'
import { Navbar } from './Navbar.tsx'
import { DocsSidebar } from './DocsSidebar.tsx'
import { useDisplayedSidebar } from './docsSidebar.ts'
import { Footer } from './Footer.tsx'
import { AnnouncementBar } from './AnnouncementBar.tsx'
import { pageMeta } from './pageMeta.ts'
import { useDocumentMeta } from './useDocumentMeta.ts'
import './styles/base.css'
import './styles/icons.css'
import './styles/icon-sprite.css'
import './styles/layout.css'
import './styles/doc.css'
import './styles/markdown.css'
import './styles/code.css'
import './styles/home.css'
import './styles/pageLoader.css'
import './styles/chrome.css'
// The site's own stylesheets (docsPlugin's `customCss`) after the theme's, so that they win.
import 'virtual:site-css'

/**
 * The frame of every page: skip link, announcement bar, navbar, the docs sidebar (markdown pages only), the page in
 * <main>, footer. It stays mounted across navigations, so the sidebar keeps its state and scroll.
 */
export function Layout({ route, children }: { route: ResolvedRoute; children: ReactNode }) {
  useDocumentMeta(pageMeta(route))
  const sidebar = useDisplayedSidebar(route.path)
  return (
    <div className="site">
      {/* Focuses <main> itself: no history entry, and it works before hydration as a plain fragment link. */}
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar path={route.path} />
      <div className="page-body">
        {route.kind === 'doc' && sidebar && <DocsSidebar path={route.path} nodes={sidebar} />}
        <main id="main-content" className="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer />
    </div>
  )
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  document.getElementById('main-content')?.focus()
}
