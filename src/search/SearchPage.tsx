import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { PAGE_HEADING_ATTRIBUTE } from '../router/focus.ts'
import { siteSearch } from './siteSearch.ts'
import { useSearchResults } from './useSearchResults.ts'
import { useResultNavigation } from './useResultNavigation.ts'
import { SearchResults, flatHits } from './SearchResults.tsx'
import { QUERY_DEBOUNCE_MS, queryFromSearch, replacesEntry, searchUrl } from './queryHistory.ts'
import './search.css'

const limits = { maxGroups: 20, maxHitsPerGroup: 5 }
const idPrefix = 'search-page'

/** `/search?q=…`: the query lives in the URL; typing updates it after a pause, Back restores the last search. */
export function SearchPage() {
  const location = useLocation()
  const navigate = useNavigate()
  // While the next page loads after a result is followed, this page stays on screen with the old URL's
  // query (as RouterShell's displayed location would; this page keeps the last /search query itself).
  const lastQuery = useRef(queryFromSearch(location.search))
  if (location.pathname.replace(/\/+$/, '') === '/search') lastQuery.current = queryFromSearch(location.search)
  const urlQuery = lastQuery.current
  const [input, setInput] = useState(urlQuery)
  const written = useRef(urlQuery)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // The URL changed under us (Back, Forward, a link to /search?q=…): the box follows it.
  useEffect(() => {
    if (urlQuery === written.current) return
    written.current = urlQuery
    clearTimeout(timer.current)
    setInput(urlQuery)
  }, [urlQuery])
  useEffect(() => () => clearTimeout(timer.current), [])

  // What the reader typed before the page became interactive is in the box's DOM value, not in state
  // (hydration keeps a dirty input's value, but the next render would reset it to state): take it over
  // and search it, in a layout effect so the box never shows anything else.
  const box = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    const live = box.current?.value ?? ''
    if (live !== input) onChange(live)
    // Only on mount: afterwards state and DOM agree through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a mount-time takeover, not a sync
  }, [])

  const commit = (value: string) => {
    clearTimeout(timer.current)
    const next = value.trim()
    if (next === written.current) return
    navigate(searchUrl(next), { replace: replacesEntry(written.current, next) })
    written.current = next
  }
  const onChange = (value: string) => {
    setInput(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => commit(value), QUERY_DEBOUNCE_MS)
  }

  useEffect(() => siteSearch.warm(), [])
  const state = useSearchResults(siteSearch, urlQuery, limits)
  const hits = flatHits(state)
  const navigation = useResultNavigation(hits.length, state.response, (index) => navigate(hits[index].url), -1)

  return (
    <div className="search-page">
      <h1 className="search-page-title">Search the documentation</h1>
      {/* A real GET form: without JavaScript it still reaches /search?q=…; the app handles the submit. */}
      <form
        role="search"
        className="search-page-form"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          commit(input)
        }}
      >
        <label htmlFor={`${idPrefix}-input`} className="sr-only">
          Search the documentation
        </label>
        <input
          ref={box}
          id={`${idPrefix}-input`}
          name="q"
          className="search-input search-page-input"
          type="search"
          {...navigation.comboboxProps(idPrefix)}
          // The router focuses the page heading after a navigation; here that is the search box.
          {...{ [PAGE_HEADING_ATTRIBUTE]: '' }}
          tabIndex={0}
          enterKeyHint="search"
          placeholder="Search: an API, a concept, an error message…"
          value={input}
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
      <noscript>
        <p className="search-noscript">
          Search results need JavaScript, which is off or unavailable in this browser. The menus at the top of the page lead to every part
          of the documentation.
        </p>
      </noscript>
      <SearchResults state={state} idPrefix={idPrefix} active={navigation.active} onActivate={navigation.setActive} />
    </div>
  )
}
