import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { RouteLink } from '../router/RouteLink.tsx'
import { siteSearch } from './siteSearch.ts'
import { useSearchResults } from './useSearchResults.ts'
import { useResultNavigation } from './useResultNavigation.ts'
import { useDebouncedValue } from './useDebouncedValue.ts'
import { SearchResults, flatHits } from './SearchResults.tsx'
import { searchUrl } from './queryHistory.ts'
import './search.css'

export { siteSearch }

const limits = { maxGroups: 8, maxHitsPerGroup: 4 }
const idPrefix = 'search-modal'
const MODAL_DEBOUNCE_MS = 120

// Reopening the modal shows the last search again, as DocSearch does.
let lastQuery = ''

const focusableSelector = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The search dialog: a modal <dialog> (the page behind is inert), focus kept inside by Tab and
 * Shift+Tab, closed by Esc, the close button, a click outside, or following a result.
 */
export function SearchModal({ onClose, takeTypedAhead }: { onClose: () => void; takeTypedAhead?: () => string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  const [query, setQuery] = useState(lastQuery)
  const debounced = useDebouncedValue(query, MODAL_DEBOUNCE_MS)

  // A layout effect: its cleanup must close the dialog while it is still in the document, or the page
  // behind would stay inert for the moment focus is handed back.
  useLayoutEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    input.current?.focus()
    // Keys typed before this render start a new search; otherwise the last one is there, selected.
    const typed = takeTypedAhead?.()
    if (typed) setQuery(typed)
    else input.current?.select()
    return () => element?.close()
  }, [takeTypedAhead])
  useEffect(() => siteSearch.warm(), [])
  useEffect(() => {
    lastQuery = query
  }, [query])

  const state = useSearchResults(siteSearch, debounced, limits)
  const hits = flatHits(state)
  const navigation = useResultNavigation(
    hits.length,
    state.response,
    (index) => {
      onClose()
      navigate(hits[index].url)
    },
    0,
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'Tab') {
      trapFocus(event)
    }
  }
  // A click on the backdrop lands on the <dialog> element itself, outside its panel.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) onClose()
  }

  return (
    <dialog
      ref={dialog}
      className="search-modal"
      aria-label="Search the documentation"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="search-modal-panel">
        <form role="search" className="search-modal-form" onSubmit={(event) => event.preventDefault()}>
          <svg className="search-modal-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={input}
            className="search-input search-modal-input"
            type="search"
            aria-label="Search the documentation"
            {...navigation.comboboxProps(idPrefix)}
            enterKeyHint="go"
            placeholder="Search the docs"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className="search-modal-close" onClick={onClose}>
            Close
          </button>
        </form>
        <div className="search-modal-body">
          {debounced.trim() ? (
            <SearchResults
              state={state}
              idPrefix={idPrefix}
              active={navigation.active}
              onActivate={navigation.setActive}
              onSelect={onClose}
            />
          ) : (
            <p className="search-modal-hint">Type to search every page of the documentation.</p>
          )}
        </div>
        <div className="search-modal-footer">
          <span className="search-modal-keys" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
          </span>
          {query.trim() && (
            <RouteLink href={searchUrl(query)} className="search-modal-all" onClick={onClose}>
              All results for “{query.trim()}”
            </RouteLink>
          )}
        </div>
      </div>
    </dialog>
  )
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  )
  if (!focusable.length) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const current = document.activeElement
  if (event.shiftKey && (current === first || !event.currentTarget.contains(current))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (current === last || !event.currentTarget.contains(current))) {
    event.preventDefault()
    first.focus()
  }
}
