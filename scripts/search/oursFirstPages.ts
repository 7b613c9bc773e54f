import path from 'node:path'
import { collectRecords } from '../../plugins/search/collectRecords.ts'
import { sidebarConfig } from '../../sidebar.config.ts'
import { toEmbeddedIndexFile } from '../../plugins/search/indexFile.ts'
import { createEmbeddedIndex } from '../../src/search/embeddedIndex.ts'

// Our search's first page for each query, over the index of the real content, as tests/src/search/ranking.test.ts builds it.

const root = path.resolve(import.meta.dirname, '../..')

export async function oursFirstPages(queries: string[]): Promise<Map<string, string | undefined>> {
  const index = await createEmbeddedIndex(toEmbeddedIndexFile(await collectRecords(root, sidebarConfig)))
  return new Map(queries.map((query) => [query, index.search(query)[0]?.url]))
}
