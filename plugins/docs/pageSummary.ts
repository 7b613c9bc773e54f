import path from 'node:path'
import { VFile } from 'vfile'
import { createMarkdownParser } from '../markdown/pipeline.ts'
import { remarkFrontMatter } from '../markdown/frontMatter.ts'
import type { Root } from 'mdast'
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
  const titled = readTitledFrontMatter(source, file, true)
  return titled ? { frontmatter: titled.frontmatter, summary: titled.summary } : parsePageTop(source, file)
}

/** readPageTop by parsing the top of the page as markdown (any page: one without front matter or title too). */
export function parsePageTop(source: string, file: string): { frontmatter: FrontMatter; summary: PageSummary } {
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

/**
 * The front matter of a page whose front matter gives its title, read without parsing any markdown: the
 * block as the front matter syntax reads it (micromark-extension-frontmatter: `---` alone on the first
 * line, trailing spaces allowed, up to the next such line), then the pipeline's own front matter step.
 * Undefined when the source is anything else (no block, no title, a CR, a tab, a byte order mark, a block
 * that does not end within `source`), for readPageTop's parse to read. `top` is the part of the source
 * that decided it: any source that starts with it has the same front matter. `complete`: `source` is the
 * whole file (a block may end with it).
 */
export function readTitledFrontMatter(
  source: string,
  file: string,
  complete: boolean,
): { frontmatter: FrontMatter; summary: PageSummary; top: string } | undefined {
  const open = /^---[ \t]*\n/.exec(source)
  if (!open) return undefined
  let start = open[0].length
  for (;;) {
    const end = source.indexOf('\n', start)
    if (end === -1 && !complete) return undefined
    const line = source.slice(start, end === -1 ? source.length : end)
    if (/^---[ \t]*$/.test(line)) {
      // From the opening fence's line ending to the closing fence, less one line ending at each end (mdast-util-frontmatter).
      const raw = source.slice(open[0].length - 1, start)
      if (/[\r\t\0]/.test(raw) || /\r/.test(line)) return undefined
      const value = raw.replace(/^\n|\n$/g, '')
      const tree: Root = {
        type: 'root',
        children: [{ type: 'yaml', value, position: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } }],
      }
      const vfile = new VFile({ path: file })
      remarkFrontMatter()(tree, vfile)
      const frontmatter = vfile.data.frontmatter!
      if (!frontmatter.title) return undefined
      return { frontmatter, summary: summaryOf(frontmatter, file), top: end === -1 ? source : source.slice(0, end + 1) }
    }
    if (end === -1) return undefined
    start = end + 1
  }
}
