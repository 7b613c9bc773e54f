import type { EmbeddedIndexFile, SearchRecord } from '../../shared/searchTypes.ts'

/**
 * The records as the browser downloads them: columns instead of objects, each page's fields once.
 * Measured on the full docs (79 pages, 788 sections): 507 KB (164 KB gzip) against 791 KB (188 KB) for
 * the records' JSON; parsing it takes a few milliseconds.
 *
 * Why records and not a prebuilt index (MiniSearch.loadJSON): the serialized index is another 111 KB
 * gzip on top of the text that snippets need anyway (272 KB in all, +66%), to save 130–270 ms of CPU:
 * loading it took ~100 ms in Chromium, building it from the records 230–370 ms (cold). The build
 * runs in chunks that leave typing responsive, starts when the search box opens, and is done about
 * when the first word is typed. Records also keep one format with Algolia and no coupling to
 * MiniSearch's serialization version.
 */
export function toEmbeddedIndexFile(records: SearchRecord[]): EmbeddedIndexFile {
  const categories: string[] = []
  const pages: EmbeddedIndexFile['pages'] = []
  const pageIndex = new Map<string, number>()
  const sections: EmbeddedIndexFile['sections'] = []
  for (const record of records) {
    const { lvl0, lvl1, lvl2, lvl3 } = record.hierarchy
    let page = pageIndex.get(record.url_without_anchor)
    if (page === undefined) {
      let category = categories.indexOf(lvl0)
      if (category === -1) category = categories.push(lvl0) - 1
      page = pages.push([record.url_without_anchor, category, lvl1]) - 1
      pageIndex.set(record.url_without_anchor, page)
    }
    sections.push([page, record.anchor ?? '', lvl2 ?? '', lvl3 ?? '', record.content ?? ''])
  }
  return { version: 1, categories, pages, sections }
}

/**
 * The first index the browser loads: every page title and section heading, no text (22 KB gzip of the
 * full index's 280 KB on the real docs). On a slow phone the full index takes seconds to download and
 * build; this one answers the first query meanwhile (src/search/searchEngine.ts). Same format, each
 * section's text left empty.
 */
export function toHeadingsIndexFile(file: EmbeddedIndexFile): EmbeddedIndexFile {
  return { ...file, sections: file.sections.map(([page, anchor, lvl2, lvl3]) => [page, anchor, lvl2, lvl3, '']) }
}
