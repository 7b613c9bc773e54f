import path from 'node:path'
import { VFile } from 'vfile'
import { createMarkdownParser } from '../markdown/pipeline.ts'
import { remarkFrontMatter } from '../markdown/frontMatter.ts'
import { remarkToc } from '../markdown/toc.ts'
import type { FrontMatter } from '../../shared/types.ts'
import { PAGE_EXTENSION } from '../../shared/routes.ts'

/** What the route manifest lists of a page (and the sidebar labels it with). */
export interface PageSummary {
  id: string
  title: string
  sidebarLabel: string
  /** Previous/next links' label (Docusaurus: `pagination_label`, else `sidebar_label`, else the title). */
  paginationLabel: string
  description: string
}

/** A page's summary from its front matter as the pipeline reads it (a leading H1 standing in for a missing title). */
export function summaryOf(frontmatter: FrontMatter, file: string): PageSummary {
  const title = frontmatter.title || path.basename(file).replace(PAGE_EXTENSION, '')
  const sidebarLabel = frontmatter.sidebar_label ?? title
  const paginationLabel = typeof frontmatter.pagination_label === 'string' ? frontmatter.pagination_label : sidebarLabel
  return { id: frontmatter.id, title, sidebarLabel, paginationLabel, description: frontmatter.description ?? '' }
}

// The pipeline's own front matter and title steps, without the rest of it.
const topOfPage = createMarkdownParser().use(remarkFrontMatter).use(remarkToc)

/** Where the source may be cut: at each blank line, then at its end. */
function* cuts(source: string): Generator<number> {
  for (const match of source.matchAll(/\n[ \t]*\r?\n/g)) yield match.index
  yield source.length
}

/**
 * The summary of a page that is not compiled yet (the dev server lists every page before it compiles
 * any). Those two steps read only the front matter block and, for a page without a title, the block
 * after it, so only the top of the source is parsed, a blank line at a time until it holds them:
 * parsing whole pages took seconds for the site. Malformed front matter is reported by the compile.
 */
export function readPageSummary(source: string, file: string): PageSummary {
  return readPageTop(source, file).summary
}

/** readPageSummary with the front matter it read (the route, draft and sidebar keys). */
export function readPageTop(source: string, file: string): { frontmatter: FrontMatter; summary: PageSummary } {
  const opensWithFence = source.startsWith('---')
  for (const end of cuts(source)) {
    const top = new VFile({ value: source.slice(0, end), path: file })
    const tree = topOfPage.parse(top)
    const hasFrontMatter = tree.children[0]?.type === 'yaml'
    if (opensWithFence && !hasFrontMatter && end < source.length) continue // the closing fence lies further down
    // The title's H1 is the first heading, if above any thematic break (toc.ts): once either is read,
    // nothing further down changes the title (a heading never spans a blank line).
    const settled = tree.children.some((node) => node.type === 'heading' || node.type === 'thematicBreak')
    topOfPage.runSync(tree, top)
    const frontmatter = top.data.frontmatter!
    if (frontmatter.title || settled || end === source.length) return { frontmatter, summary: summaryOf(frontmatter, file) }
  }
  throw new Error('unreachable: the last cut is the whole source')
}
