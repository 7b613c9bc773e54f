import path from 'node:path'
import type { SearchRecord } from '../../shared/searchTypes.ts'
import { PageError } from '../markdown/problems.ts'
import { createContentStore, type DocsPage } from '../docs/contentStore.ts'
import { extractRecords, recordsOf, type RecordSource } from './records.ts'
import { categoriesFromSidebar, categoryOfRoute } from './categories.ts'
import type { SidebarConfigItem } from '../../shared/sidebar.ts'

/**
 * The records of some compiled pages, in route order (the same order every build); `unlisted` pages
 * (front matter) have none. `categories`: route → top-level sidebar label (categoriesFromSidebar).
 */
export function recordsOfPages(pages: Iterable<RecordSource | DocsPage>, categories: Map<string, string>): SearchRecord[] {
  return [...pages]
    .filter((page) => page.frontmatter.unlisted !== true)
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap((page) => {
      const category = categoryOfRoute(page.route, categories)
      // A compiled page carries its sections, read as it compiled (search/bodyTree.ts).
      return 'searchSections' in page ? recordsOf(page, category, page.searchSections) : extractRecords(page, category)
    })
}

/**
 * Compiles every page of a content folder with the site's markdown pipeline (outside Vite) and returns
 * its records, each in its `sidebar` category: what `npm run search:records` uploads, and what the
 * ranking tests search.
 */
export async function collectRecords(
  root: string,
  sidebar: SidebarConfigItem[],
  contentDir = path.join(root, 'content'),
): Promise<SearchRecord[]> {
  const store = createContentStore({ root, contentDir, publicDir: path.join(root, 'public') })
  const errors = await store.compileAll()
  if (errors.length) throw new PageError(errors)
  return recordsOfPages(store.pages(), categoriesFromSidebar(sidebar))
}
