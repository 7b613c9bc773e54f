import { useEffect, useState } from 'react'
import { CheckIcon, ChevronIcon, CopyIcon } from './Icons.tsx'
import { announcePolitely } from './announce.ts'
import { useHydrated } from './useHydrated.ts'
import { PAGE_HEADING_ATTRIBUTE } from '../router/focus.ts'

// Two controls of a doc page that need the app, so the prerendered HTML leaves them out (useHydrated):
// a copy of the page as Markdown (the build serves it at `<route>.md`, plugins/seo) and a way back to
// the top of a long page.

/** Copies `<path>.md` to the clipboard: the page as its author wrote it, for a chat or a note. */
export function CopyPageMarkdown({ path }: { path: string }) {
  const hydrated = useHydrated()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 2000)
    return () => clearTimeout(timer)
  }, [state])
  if (!hydrated) return null

  const copy = async () => {
    const text = fetch(`${path}.md`).then((response) => {
      if (!response.ok) throw new Error(`${path}.md: ${response.status}`)
      return response.text()
    })
    try {
      // Safari copies only within the click's task: a ClipboardItem takes the text while it is still on its way.
      if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((markdown) => new Blob([markdown], { type: 'text/plain' })) }),
        ])
      } else {
        await navigator.clipboard.writeText(await text)
      }
      setState('copied')
      announcePolitely('Page copied as Markdown')
    } catch {
      setState('failed')
      announcePolitely('Could not copy the page')
    }
  }
  return (
    <button type="button" className="page-tool copy-page" title="Copy this page as Markdown" onClick={copy}>
      {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
      <span className="page-tool-label">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Failed' : 'Copy page'}</span>
      <span className="sr-only"> as Markdown</span>
    </button>
  )
}

/**
 * Shown once the reader is well down a long page: back to the top, focus on the page's heading. For
 * pointer and touch: not a tab stop (the keyboard has Home), since one that comes and goes with the
 * scroll position would appear in, or vanish from, the middle of a keyboard reader's Tab sequence.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setShown(window.scrollY > 1.5 * window.innerHeight)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  if (!shown) return null
  const toTop = () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })
    document.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`)?.focus({ preventScroll: true })
  }
  return (
    <button type="button" className="back-to-top" aria-label="Back to top" title="Back to top" tabIndex={-1} onClick={toTop}>
      <ChevronIcon />
    </button>
  )
}
