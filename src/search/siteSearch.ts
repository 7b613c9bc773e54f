import { algolia, headingsUrl, indexUrl } from 'virtual:search-config'
import type { AlgoliaSettings } from '../../shared/searchTypes.ts'
import type { EmbeddedIndexFile } from '../../shared/searchTypes.ts'
import { algoliaQuery, createSearchEngine, type SearchEngine } from './searchEngine.ts'

async function fetchIndexFile(url: string): Promise<EmbeddedIndexFile> {
  if (!url) throw new Error('this build has no search index')
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as EmbeddedIndexFile
}

const viaAlgolia = algolia ? algoliaQuery(algolia as AlgoliaSettings) : undefined

/** The site's search, as the build configured it (docsPlugin's `search` option): Algolia first if set. */
export const siteSearch: SearchEngine = createSearchEngine({
  algolia: viaAlgolia?.query,
  warmAlgolia: viaAlgolia?.warm,
  loadIndexFile: () => fetchIndexFile(indexUrl),
  loadFirstIndexFile: headingsUrl ? () => fetchIndexFile(headingsUrl) : undefined,
})
