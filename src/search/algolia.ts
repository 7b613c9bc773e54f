import { liteClient } from 'algoliasearch/lite'
import type { AlgoliaSettings, RecordType, SearchHit, SearchResultGroup, TextPart } from '../../shared/searchTypes.ts'
import { groupByPage, type GroupLimits } from './groupResults.ts'
import { highlightTerms, highlightedSnippet, partsFromTaggedString, wordPattern } from './highlight.ts'

// Queries to an Algolia (DocSearch-shaped) index through the algoliasearch lite client, turned into the
// same result groups as the embedded engine. Loaded only when the build has Algolia credentials.

// Our own highlight tags: Algolia's default `<em>` would look like HTML, and nothing here is HTML.
export const highlightPreTag = '[[search-mark]]'
export const highlightPostTag = '[[/search-mark]]'

type Highlighted = { value?: string }
export interface AlgoliaHit {
  objectID: string
  url: string
  url_without_anchor?: string
  anchor?: string | null
  type?: string
  hierarchy: Record<string, string | null | undefined>
  content?: string | null
  _highlightResult?: { hierarchy?: Record<string, Highlighted | undefined>; content?: Highlighted }
  _snippetResult?: { content?: Highlighted }
}

/** The client for one index; `host` (`http(s)://host:port`) replaces Algolia's hosts. */
export function createAlgoliaClient(settings: AlgoliaSettings) {
  const host = settings.host ? new URL(settings.host) : undefined
  return liteClient(settings.appId, settings.apiKey, {
    // (Absent, not undefined: an undefined `hosts` would replace Algolia's default hosts.)
    ...(host && { hosts: [{ url: host.host, protocol: host.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite' as const }] }),
    // A dead host should fail within our 3 s budget rather than after the client's retries.
    timeouts: { connect: 2000, read: 2500, write: 2500 },
  })
}

export type AlgoliaClient = ReturnType<typeof createAlgoliaClient>

/** Sends one query; rejects on network errors, HTTP errors and timeouts (the caller falls back). */
export async function searchAlgolia(
  client: AlgoliaClient,
  indexName: string,
  query: string,
  limits: GroupLimits,
): Promise<SearchResultGroup[]> {
  const { results } = await client.searchForHits<AlgoliaHit>({
    requests: [
      {
        indexName,
        query,
        hitsPerPage: limits.maxGroups * limits.maxHitsPerGroup,
        attributesToRetrieve: ['hierarchy', 'url', 'url_without_anchor', 'anchor', 'type', 'content'],
        attributesToHighlight: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3'],
        attributesToSnippet: ['content:24'],
        snippetEllipsisText: '…',
        highlightPreTag,
        highlightPostTag,
      },
    ],
  })
  return groupAlgoliaHits(results[0]?.hits ?? [], query, limits)
}

/** A URL of this site from a record: DocSearch crawlers store absolute URLs, our records paths. */
function sitePath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname + parsed.hash
  } catch {
    return '/' + url.replace(/^\/*/, '')
  }
}

function groupAlgoliaHits(hits: AlgoliaHit[], query: string, limits: GroupLimits): SearchResultGroup[] {
  const queryWords = query.toLowerCase().match(wordPattern) ?? []
  // Prefer Algolia's own marks; a field it didn't highlight is marked by the query's words.
  const marked = (highlighted: Highlighted | undefined, raw: string | null | undefined): TextPart[] =>
    highlighted?.value !== undefined
      ? partsFromTaggedString(highlighted.value, highlightPreTag, highlightPostTag)
      : highlightTerms(raw ?? '', queryWords)

  const ranked = hits.map((hit) => {
    const url = sitePath(hit.url)
    return { hit, url, pageUrl: sitePath(hit.url_without_anchor ?? url.split('#')[0]) }
  })
  return groupByPage(ranked, limits).map((group) => {
    const first = group[0].hit
    return {
      url: group[0].pageUrl,
      category: first.hierarchy.lvl0 ?? '',
      title: marked(first._highlightResult?.hierarchy?.lvl1, first.hierarchy.lvl1),
      hits: group.map(({ hit, url }): SearchHit => {
        const levels = (['lvl2', 'lvl3'] as const).filter((level) => hit.hierarchy[level])
        return {
          url,
          type: levels.length === 2 ? 'lvl3' : levels.length === 1 ? 'lvl2' : ('lvl1' as RecordType),
          headings: levels.map((level) => marked(hit._highlightResult?.hierarchy?.[level], hit.hierarchy[level])),
          snippet: hit._snippetResult?.content
            ? marked(hit._snippetResult.content, hit.content)
            : highlightedSnippet(hit.content ?? '', queryWords),
        }
      }),
    }
  })
}
