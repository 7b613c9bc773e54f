import type { Heading, Nodes, Root } from 'mdast'
import type { VFile } from 'vfile'
import { EXIT, visit } from 'unist-util-visit'
import { walkTree } from './walkTree.ts'
import { toString } from 'mdast-util-to-string'
import type { TocEntry } from '../../shared/types.ts'

declare module 'vfile' {
  interface DataMap {
    /** The page's own `# H1` (Docusaurus' `contentTitle`), as text. */
    contentTitle: string
  }
}

/** The site's table-of-contents depth (docsPlugin's `toc` option, Docusaurus' `tableOfContents`). */
export interface TocLevels {
  minHeadingLevel: number
  maxHeadingLevel: number
}

export const defaultTocLevels: TocLevels = { minHeadingLevel: 2, maxHeadingLevel: 3 }

/**
 * The page's heading and table of contents, by Docusaurus 3's rules:
 * - the first heading of the page, when it is an H1 above any thematic break, is the page's own heading
 *   (`contentTitle`): it stays in the body, marked as the heading the router focuses, and its text is the
 *   title when front matter has none. Without it, the layout makes the heading from the title
 *   (src/theme/DocPage.tsx; `hide_title` hides only that one).
 * - the table of contents lists the headings from `toc_min_heading_level` to `toc_max_heading_level`
 *   (front matter), else the site's levels (default 2..3); a page whose min is above its max lists none,
 *   as Docusaurus' filter does. `hide_table_of_contents: true` leaves it empty.
 */
export function remarkToc(levels: TocLevels = defaultTocLevels) {
  return (tree: Root, file: VFile) => {
    const heading = contentTitleHeading(tree)
    if (heading) {
      const text = toString(heading, { includeHtml: false })
      file.data.contentTitle = text
      const frontmatter = file.data.frontmatter!
      if (!frontmatter.title) frontmatter.title = text
      const data = (heading.data ??= {})
      // What the layout's made heading carries: its style, and the router's focus after a navigation.
      data.hProperties = { ...(data.hProperties as object), className: ['doc-title'], tabIndex: -1, dataPageHeading: '' }
    }
    const {
      toc_min_heading_level: min = levels.minHeadingLevel,
      toc_max_heading_level: max = levels.maxHeadingLevel,
      hide_table_of_contents: hidden,
    } = file.data.frontmatter ?? {}
    const toc: TocEntry[] = []
    walkTree<Nodes>(tree, (node) => {
      if (node.type !== 'heading') return
      if (hidden || node.depth < min || node.depth > max) return
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id
      if (!id) return
      const entry: TocEntry = { id, text: toString(node, { includeHtml: false }), depth: node.depth as TocEntry['depth'] }
      const parts = codeRuns(node)
      if (parts) entry.parts = parts
      toc.push(entry)
    })
    file.data.toc = toc
  }
}

/** A heading's text in runs with its inline code apart, or undefined when it has none (the plain text serves). */
function codeRuns(heading: Heading): TocEntry['parts'] {
  if (!heading.children.some((child) => child.type === 'inlineCode')) return undefined
  const parts: NonNullable<TocEntry['parts']> = []
  for (const child of heading.children) {
    if (child.type === 'inlineCode') parts.push({ code: child.value })
    else {
      const text = toString(child, { includeHtml: false })
      if (!text) continue
      if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += text
      else parts.push(text)
    }
  }
  return parts
}

/** The page's own H1: its first heading, if an H1 and above the first thematic break (Docusaurus' contentTitle). */
export function contentTitleHeading(tree: Root): Heading | undefined {
  let found: Heading | undefined
  visit(tree, (node) => {
    if (node.type === 'thematicBreak') return EXIT
    if (node.type !== 'heading') return
    if (node.depth === 1) found = node
    return EXIT
  })
  return found
}
