import { memo, useEffect, useLayoutEffect, useRef } from 'react'
import { Sidebar } from './Sidebar.tsx'
import { revealInContainer } from './revealInContainer.ts'
import type { SidebarNode } from '../../shared/sidebar.ts'

// The sidebar's scroll position outlives the sidebar itself: a page without it (home, search) in
// between does not send the reader back to the top of a long tree.
let keptScrollTop: number | undefined

/** The desktop sidebar column: its own scroll, kept across navigations, with the current page in view. */
export const DocsSidebar = memo(function DocsSidebar({ path, nodes }: { path: string; nodes: SidebarNode[] }) {
  const ref = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const scroller = ref.current!
    if (keptScrollTop !== undefined) scroller.scrollTop = keptScrollTop
    const onScroll = () => {
      keptScrollTop = scroller.scrollTop
    }
    scroller.addEventListener('scroll', onScroll, { passive: true })
    return () => scroller.removeEventListener('scroll', onScroll)
  }, [])

  // In the frame after the new page is committed: its layout read then finds the layout done, instead of
  // forcing it during the navigation's commit.
  useEffect(() => {
    const frame = requestAnimationFrame(() => revealInContainer(ref.current!, '[aria-current="page"]'))
    return () => cancelAnimationFrame(frame)
  }, [path])

  return (
    // The column runs the page's full height (its border with it); the list inside sticks below the navbar.
    <aside className="sidebar" aria-label="Docs sidebar">
      <div className="sidebar-scroll" ref={ref}>
        <nav aria-label="Docs">
          <Sidebar nodes={nodes} path={path} idPrefix="sidebar" />
        </nav>
      </div>
    </aside>
  )
})
