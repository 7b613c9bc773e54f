import { Fragment, useEffect } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import type { SearchHit, TextPart } from '../../shared/searchTypes.ts'
import { COUNTED_PAGES, type SearchState } from './useSearchResults.ts'
import { shownCategory } from './groupResults.ts'

// The results list the modal and the search page share: groups by page, each hit a link to its section.
// Every string here is rendered as text (React escapes it); matches are <mark> elements.

function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))
}

/** The hits in display order, for keyboard navigation. */
export function flatHits(state: SearchState): SearchHit[] {
  return state.response?.groups.flatMap((group) => group.hits) ?? []
}

export const optionId = (idPrefix: string, index: number) => `${idPrefix}-option-${index}`

interface SearchResultsProps {
  state: SearchState & { retry: () => void }
  idPrefix: string
  active: number
  onActivate: (index: number) => void
  /** Called when a result is followed (the modal closes). */
  onSelect?: () => void
}

export function SearchResults({ state, idPrefix, active, onActivate, onSelect }: SearchResultsProps) {
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(idPrefix, active))?.scrollIntoView({ block: 'nearest' })
  }, [active, idPrefix])

  const { response } = state
  let index = -1
  return (
    <div className="search-results">
      <p className="search-status" role="status">
        {statusText(state)}
      </p>
      {state.error && (
        <p className="search-error">
          Search is unavailable: the search index could not be loaded ({state.error}).{' '}
          <button type="button" className="search-retry" onClick={state.retry}>
            Try again
          </button>
        </p>
      )}
      {response?.fallbackReason && (
        <p className="search-notice" data-testid="search-fallback">
          Algolia search is not answering ({response.fallbackReason}), so these results come from the search index built into this site.
        </p>
      )}
      {response && response.groups.length > 0 && (
        <div role="listbox" id={`${idPrefix}-listbox`} aria-label="Search results" className="search-listbox">
          {response.groups.map((group) => {
            const title = group.title.map((part) => part.text).join('')
            const category = shownCategory(group.category, title)
            return (
              <div role="group" aria-label={category ? `${category}: ${title}` : title} key={group.url} className="search-group">
                <div className="search-group-title" aria-hidden="true">
                  {category && <span className="search-group-category">{category}</span>}
                  <span className="search-group-page">
                    <Marked parts={group.title} />
                  </span>
                </div>
                {group.hits.map((hit) => {
                  index += 1
                  const own = index
                  return (
                    <RouteLink
                      key={hit.url}
                      href={hit.url}
                      id={optionId(idPrefix, own)}
                      role="option"
                      aria-selected={own === active}
                      tabIndex={-1}
                      className="search-hit"
                      onMouseMove={() => own !== active && onActivate(own)}
                      onClick={onSelect}
                    >
                      <span className="search-hit-heading">
                        {hit.headings.length === 0 ? (
                          <Marked parts={group.title} />
                        ) : (
                          hit.headings.map((heading, level) => (
                            <Fragment key={level}>
                              {level > 0 && <span className="search-hit-separator"> › </span>}
                              <Marked parts={heading} />
                            </Fragment>
                          ))
                        )}
                      </span>
                      {hit.snippet.length > 0 && (
                        <span className="search-hit-snippet">
                          <Marked parts={hit.snippet} />
                        </span>
                      )}
                    </RouteLink>
                  )
                })}
              </div>
            )
          })}
        </div>
      )}
    </div>
  )
}

/** How many pages match in all, and how many of them are shown when that is fewer. */
export function statusText({ query, response, loading, error, total }: SearchState): string {
  if (error) return ''
  if (!response) return loading ? 'Loading search…' : ''
  const shown = response.groups.length
  const all = Math.max(total ?? shown, shown)
  if (!all) return `No results for “${query}”. Check the spelling, or try fewer or other words.`
  // From the titles and headings only, while the full index loads: no count yet, it would grow.
  if (response.partial) return `Pages whose titles and headings match “${query}”; searching the full text…`
  const counted = all >= COUNTED_PAGES ? `At least ${all} pages match` : all === 1 ? '1 page matches' : `${all} pages match`
  return shown < all ? `${counted} “${query}”; showing the first ${shown}` : `${counted} “${query}”`
}
