import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SearchRecord } from '../../shared/searchTypes.ts'
import { createMarkdownPipeline } from '../markdown/pipeline.ts'
import { findMarkdownFiles } from '../contentFiles.ts'
import { extractRecords, type RecordSource } from './records.ts'
import { categoryOfRoute } from './categories.ts'

/** The records of some compiled pages, in route order (the same order every build). */
export function recordsOfPages(pages: Iterable<RecordSource>): SearchRecord[] {
  return [...pages]
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap((page) => extractRecords(page, categoryOfRoute(page.route)))
}

/**
 * Compiles every page of a content folder with the site's markdown pipeline (outside Vite) and returns
 * its records: what `npm run search:records` uploads, and what the ranking tests search.
 */
export async function collectRecords(root: string, contentDir = path.join(root, 'content')): Promise<SearchRecord[]> {
  const pipeline = await createMarkdownPipeline({ root, contentDir, publicDir: path.join(root, 'public') })
  const pages = []
  for (const file of findMarkdownFiles(contentDir)) pages.push(await pipeline.compile(readFileSync(file, 'utf8'), file))
  return recordsOfPages(pages)
}
