import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { toString } from 'mdast-util-to-string'
import type { TocEntry } from '../../shared/types.ts'

/**
 * Collects the h2 and h3 headings (after ids are assigned) into the page's table of contents, or the
 * levels front matter `toc_min_heading_level`/`toc_max_heading_level` give (2–6, as in Docusaurus);
 * `hide_table_of_contents: true` leaves it empty. A leading H1 is taken out of the body: the layout shows
 * the title as the page's one H1, and the H1 text stands in for a missing front matter title.
 */
export function remarkToc() {
  return (tree: Root, file: VFile) => {
    // In MDX, `import`/`export` and `{/* comments */}` may come before it.
    const first = tree.children.find((node) => node.type !== 'yaml' && !isMdxPreamble(node))
    if (first?.type === 'heading' && first.depth === 1) {
      const frontmatter = file.data.frontmatter!
      if (!frontmatter.title) frontmatter.title = toString(first, { includeHtml: false })
      tree.children.splice(tree.children.indexOf(first), 1)
    }
    const {
      toc_min_heading_level: min = 2,
      toc_max_heading_level: max = Math.max(3, min),
      hide_table_of_contents: hidden,
    } = file.data.frontmatter ?? {}
    const toc: TocEntry[] = []
    visit(tree, 'heading', (heading) => {
      if (hidden || heading.depth < min || heading.depth > max) return
      const id = (heading.data?.hProperties as { id?: string } | undefined)?.id
      if (id) toc.push({ id, text: toString(heading, { includeHtml: false }), depth: heading.depth as TocEntry['depth'] })
    })
    file.data.toc = toc
  }
}

/** MDX's `import`/`export` blocks and expression blocks holding only a comment. */
function isMdxPreamble(node: Root['children'][number]): boolean {
  if (node.type === 'mdxjsEsm') return true
  return node.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)
}
