import type { SearchResultGroup } from '../../shared/searchTypes.ts'

/**
 * The full index's answer to a query that the first index (titles and headings only) answered a moment
 * before, as it replaces that answer on screen. The reader may be reaching for one of the pages shown, so
 * those keep their places, in the first answer's order; each takes the full answer's hits (their snippets,
 * which the first index has no text for) where the full answer ranks it among the pages it marked and cut
 * for display (its first `maxGroups`), else it stays as it was. The full answer's other marked pages follow
 * in its order, up to `maxGroups`. Ranked afresh, a page that matched by its text alone could jump above a
 * page under the pointer, which a click then missed.
 */
export function keepShownPages(shown: SearchResultGroup[], full: SearchResultGroup[], maxGroups: number): SearchResultGroup[] {
  const displayed = full.slice(0, maxGroups)
  const fullByUrl = new Map(displayed.map((group) => [group.url, group]))
  const inPlace = shown.map((group) => fullByUrl.get(group.url) ?? group)
  const placed = new Set(shown.map((group) => group.url))
  return [...inPlace, ...displayed.filter((group) => !placed.has(group.url))].slice(0, maxGroups)
}
