import { useCallback, useEffect, useState } from 'react'
import type { SearchResponse } from '../../shared/searchTypes.ts'
import type { GroupLimits } from './groupResults.ts'
import type { SearchEngine } from './searchEngine.ts'
import { keepShownPages } from './keepShownPages.ts'

export interface SearchState {
  /** The query the results answer (the previous results stay on screen while the next ones load). */
  query: string
  response?: SearchResponse
  loading: boolean
  /** Neither engine could answer (the index file failed to load). */
  error?: string
  /** How many pages match in all (`response` holds only the first ones); counted up to COUNTED_PAGES. */
  total?: number
}

/**
 * How far matching pages are counted. The engines return a capped list of groups, not a total, so the
 * total is the length of a longer list (Algolia: 200 pages × 5 hits stays within its 1000 hits a query).
 */
export const COUNTED_PAGES = 200

/** Runs `query` through the engine; the latest query wins, an earlier answer arriving late is dropped. */
export function useSearchResults(engine: SearchEngine, query: string, limits: GroupLimits): SearchState & { retry: () => void } {
  const [state, setState] = useState<SearchState>({ query: '', loading: false })
  const [attempt, setAttempt] = useState(0)
  const { maxGroups, maxHitsPerGroup } = limits

  useEffect(() => {
    const trimmed = query.trim()
    if (!trimmed) {
      setState({ query: '', loading: false })
      return
    }
    let current = true
    setState((previous) => ({ ...previous, loading: true, error: undefined }))
    engine.search(trimmed, { maxGroups: Math.max(maxGroups, COUNTED_PAGES), maxHitsPerGroup, shown: maxGroups }).then(
      (response) => {
        if (!current) return
        setState((previous) => {
          // The full index's answer to what the first index answered: the pages shown keep their places.
          const groups =
            previous.query === trimmed && previous.response?.partial && !response.partial
              ? keepShownPages(previous.response.groups, response.groups, maxGroups)
              : response.groups.slice(0, maxGroups)
          return { query: trimmed, response: { ...response, groups }, total: response.groups.length, loading: false }
        })
        // Answered from the titles and headings while the full index loads: ask again once it is there.
        if (response.partial)
          void engine.whenComplete().then(
            () => current && setAttempt((n) => n + 1),
            () => undefined,
          )
      },
      (error: unknown) =>
        current && setState({ query: trimmed, loading: false, error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      current = false
    }
  }, [engine, query, maxGroups, maxHitsPerGroup, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
