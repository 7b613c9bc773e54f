import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { SearchIcon } from '../theme/Icons.tsx'
import { takeHeldSearchText } from '../earlyTaps.ts'
import './searchButton.css'

// The navbar's search entry point: this button and the keyboard shortcuts are all of search that a
// page's first load carries. The modal, the engines and the index load when search is first used
// (the modal's code already on hover or focus, so it opens at once).

const loadModal = () => import('./SearchModal.tsx')
// Rendered (so loaded) only once the dialog opens: the index starts loading as soon as the code is
// here, not after the dialog's first render (on a slow phone that render and its effects took ~1 s).
const SearchModal = lazy<ComponentType<{ onClose: () => void; takeTypedAhead: () => string }>>(() =>
  loadModal().then(
    (module) => (module.siteSearch.warm(), { default: module.SearchModal }),
    // The chunk failed (offline, or a deploy replaced it): the search page still works as a full load.
    () => ({ default: OpenSearchPage }),
  ),
)

/** Loads the dialog's code and starts loading the index, ahead of the dialog (a tap held before the app ran). */
export const preloadSearch = () =>
  void loadModal().then(
    (module) => module.siteSearch.warm(),
    () => undefined,
  )

function OpenSearchPage() {
  useEffect(() => window.location.assign('/search'), [])
  return null
}

/** Typing targets where `/` is a character, not a shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  )
}

export function SearchButton() {
  const [open, setOpen] = useState(false)
  // Rendered as "Ctrl K" on the server; Apple platforms read "⌘ K" once hydrated.
  const [modifier, setModifier] = useState('Ctrl')
  // A plain link in the prerendered HTML; a button that opens the dialog once the app is running.
  const [enhanced, setEnhanced] = useState(false)
  const opener = useRef<Element | null>(null)

  // What the reader types between the shortcut and the modal's first render (its code may still be on
  // the way): handed to the modal, so no keystroke is lost. Null once the modal has taken it.
  const typedAhead = useRef<string | null>(null)
  const takeTypedAhead = useCallback(() => {
    const text = typedAhead.current ?? ''
    typedAhead.current = null
    return text
  }, [])

  const openModal = useCallback(() => {
    opener.current = document.activeElement
    // A tap before the app ran, replayed now (earlyTaps.ts), brings what the reader typed since.
    typedAhead.current = takeHeldSearchText()
    setOpen(true)
  }, [])
  const close = useCallback(() => {
    typedAhead.current = null
    setOpen(false)
  }, [])
  // Focus goes back where it was once the dialog is gone (while it is open, the page behind is inert).
  useEffect(() => {
    const element = opener.current
    if (open || !element) return
    opener.current = null
    if (element instanceof HTMLElement && element.isConnected) element.focus({ preventScroll: true })
  }, [open])

  useEffect(() => {
    setEnhanced(true)
    if (/Mac|iPhone|iPad|iPod/.test(navigator.platform)) setModifier('⌘')
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      if (open && typedAhead.current !== null && !event.ctrlKey && !event.metaKey && !event.altKey) {
        if (event.key.length === 1) typedAhead.current += event.key
        else if (event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1)
        else return
        event.preventDefault()
        return
      }
      const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target)
      if (!commandK && !slash) return
      event.preventDefault() // Ctrl+K would otherwise focus the browser's own search box
      if (!open) openModal()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, openModal])

  const preload = () => void loadModal().catch(() => undefined)

  return (
    <>
      {/* A link to the search page, which works without JavaScript; once the app runs it opens the modal
          instead (a button to assistive technology, Space included; modified clicks still open the page). */}
      <a
        href="/search"
        className="search-button"
        role={enhanced ? 'button' : undefined}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          openModal()
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return
          event.preventDefault()
          openModal()
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys" aria-hidden="true">
          {`${modifier} K`}
        </kbd>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      )}
    </>
  )
}
