// Types shared by the search build step (plugins/search/) and the browser (src/search/). No imports.

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3'

/**
 * One heading section of a page, in Algolia DocSearch's record shape: `npm run search:records` uploads
 * these as they are, and the embedded index is built from the same records.
 */
export interface SearchRecord {
  /** `url`, unique per record. */
  objectID: string
  /** `/api/store#getstate`; the page's own URL for its introduction (type `lvl1`). */
  url: string
  url_without_anchor: string
  anchor: string | null
  /** The deepest heading level the section belongs to. */
  type: RecordType
  hierarchy: {
    /** The sidebar category, e.g. `API Reference`. */
    lvl0: string
    /** The page title. */
    lvl1: string
    /** The h2 the section is under, if any. */
    lvl2: string | null
    /** The h3 the section is under, if any. */
    lvl3: string | null
    lvl4: null
    lvl5: null
    lvl6: null
  }
  /** The section's text (prose, lists, tables, admonitions; not code blocks), or null when empty. */
  content: string | null
  /** For Algolia's custom ranking: pages before sections, then document order. */
  weight: { pageRank: number; level: number; position: number }
}

/**
 * What the browser fetches for the embedded engine: the records, minus what can be recomputed
 * (objectID, url_without_anchor, null levels, weights), as columns of arrays (see plugins/search/indexFile.ts).
 */
export interface EmbeddedIndexFile {
  version: 1
  /** Distinct sidebar categories, referenced by index. */
  categories: string[]
  /** [url, category index, page title] per page. */
  pages: [url: string, category: number, title: string][]
  /** [page index, anchor or '', lvl2 or '', lvl3 or '', content] per section, in page order. */
  sections: [page: number, anchor: string, lvl2: string, lvl3: string, content: string][]
}

/** A run of text, marked when it matched the query. Rendered as text, never as HTML. */
export interface TextPart {
  text: string
  match: boolean
}

/** One result: a section of a page, with its matched words marked. */
export interface SearchHit {
  url: string
  type: RecordType
  /** The section's heading trail below the page title (lvl2, lvl3), marked. */
  headings: TextPart[][]
  /** A short excerpt of the section around the first match (may be empty). */
  snippet: TextPart[]
}

/** The hits of one page, best page first. */
export interface SearchResultGroup {
  /** The page's URL, without anchor. */
  url: string
  category: string
  title: TextPart[]
  hits: SearchHit[]
}

export interface SearchResponse {
  groups: SearchResultGroup[]
  /** Which engine answered. */
  source: 'embedded' | 'algolia'
  /** Set when Algolia was configured but failed, and the embedded index answered instead. */
  fallbackReason?: string
  /**
   * Set when the embedded engine answered from its first index (titles and headings only) while the
   * full index was still loading: ask again once it is there (SearchEngine.whenComplete).
   */
  partial?: boolean
  /** Milliseconds the search took (the embedded query, or the Algolia round trip). */
  tookMs: number
}

/** Algolia DocSearch credentials, as site.config.ts reads them (ALGOLIA_*); `apiKey` is search-only. */
export interface AlgoliaSettings {
  appId: string
  apiKey: string
  indexName: string
  /** `http(s)://host:port` of another Algolia-compatible host (self-hosted, tests). */
  host?: string
}
