// How the search page writes its query into the URL: the URL is the source of truth (shareable, and
// Back returns to the previous search), without an entry for every keystroke.

/** Milliseconds of quiet typing before the query is written to the URL and searched. */
export const QUERY_DEBOUNCE_MS = 200

/** `/search?q=…` for a query (`/search` when it is empty). */
export function searchUrl(query: string): string {
  const trimmed = query.trim()
  return trimmed ? `/search?${new URLSearchParams({ q: trimmed })}` : '/search'
}

export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? ''
}

/**
 * Whether writing `next` should replace the current history entry rather than add one: refining the
 * same query (`comb` → `combineReducers`, or deleting back) replaces; a different search adds an entry,
 * so Back goes to it. Starting from or clearing to an empty box replaces too.
 */
export function replacesEntry(previous: string, next: string): boolean {
  const a = previous.trim().toLowerCase()
  const b = next.trim().toLowerCase()
  return !a || !b || a.startsWith(b) || b.startsWith(a)
}
