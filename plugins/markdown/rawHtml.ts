import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { reportError } from './problems.ts'

/**
 * Raw HTML in markdown is refused, not sanitized: the page could only ever show a filtered copy of what
 * the author wrote, and markdown, admonitions and `:::details` cover what the docs need. (HTML comments
 * are allowed and dropped: they are notes to other authors.)
 */
export function remarkRefuseHtml() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'html', (node, index, parent) => {
      const html = node.value.trim()
      // Only comments, each closed before the next begins: `<!-- a --><b>x</b><!-- b -->` is HTML, not a comment.
      if (/^(?:<!--(?:(?!-->)[\s\S])*-->\s*)+$/.test(html)) {
        if (parent && index !== undefined) parent.children.splice(index, 1)
        return index
      }
      const tag = html.match(/^<\/?[A-Za-z][\w-]*/)?.[0] ?? html.slice(0, 20)
      reportError(file, node, `Raw HTML is not allowed (found \`${tag}…\`): use markdown, or put code in backticks`)
    })
  }
}
