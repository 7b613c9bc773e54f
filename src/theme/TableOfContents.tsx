import { memo, useEffect, useRef, useState } from 'react'
import type { TocEntry } from '../../shared/types.ts'
import { RouteLink } from '../router/RouteLink.tsx'
import { activeHeading } from './activeHeading.ts'
import { ChevronIcon } from './Icons.tsx'
import { revealInContainer } from './revealInContainer.ts'

// Both lists are memoized: a page updated in dev keeps its toc object when the headings did not change
// (src/content/pageUpdate.ts), and neither list renders again.

/** The sticky "On this page" column of wide screens, marking the section being read. */
export const TableOfContents = memo(function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const active = useActiveHeading(toc)
  const nav = useRef<HTMLElement>(null)
  // A long table of contents scrolls on its own: keep the marked entry in view.
  useEffect(() => {
    if (active && nav.current) revealInContainer(nav.current, '[aria-current]')
  }, [active])
  if (!toc.length) return null
  return (
    <nav className="toc" aria-labelledby="toc-title" ref={nav}>
      <p id="toc-title" className="toc-title">
        On this page
      </p>
      <TocList toc={toc} active={active} />
    </nav>
  )
})

/** The same list for narrow screens, folded into a disclosure above the article. */
export const TocCollapsible = memo(function TocCollapsible({ toc }: { toc: TocEntry[] }) {
  if (!toc.length) return null
  return (
    <details
      className="toc-collapsible"
      // Following a link folds the list away again, so the section it leads to is what the reader sees.
      onClick={(event) => {
        if ((event.target as Element).closest('a')) event.currentTarget.open = false
      }}
    >
      <summary>
        On this page
        <ChevronIcon />
      </summary>
      <TocList toc={toc} />
    </details>
  )
})

function TocList({ toc, active }: { toc: TocEntry[]; active?: string }) {
  return (
    <ul className="toc-list">
      {toc.map((entry) => (
        <li key={entry.id} className={`depth-${entry.depth}`}>
          <RouteLink href={`#${entry.id}`} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.parts
              ? entry.parts.map((part, at) => (typeof part === 'string' ? part : <code key={at}>{part.code}</code>))
              : entry.text}
          </RouteLink>
        </li>
      ))}
    </ul>
  )
}

/** The id of the section in view, updated on scroll and resize (at most once per frame). */
function useActiveHeading(toc: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>()
  useEffect(() => {
    if (!toc.length) return
    let frame = 0
    const update = () => {
      frame = 0
      const headings = toc.flatMap((entry) => {
        const element = document.getElementById(entry.id)
        return element ? [{ id: entry.id, top: element.getBoundingClientRect().top }] : []
      })
      const navbarBottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0
      const root = document.documentElement
      setActive(
        activeHeading(headings, {
          // A heading reached through a link lands just below the navbar (scroll-padding-top in base.css).
          threshold: navbarBottom + 32,
          viewportHeight: window.innerHeight,
          atBottom: window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2,
        }),
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // The first read too in the next frame, not in the navigation's commit (where it forced layout).
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [toc])
  return active
}
