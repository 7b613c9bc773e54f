import type { Root, Paragraph, Text, Nodes } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { VFile } from 'vfile'
import { walkChildren } from './walkTree.ts'
import { toString } from 'mdast-util-to-string'
import { reportError } from './problems.ts'

export const admonitionTypes = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important'] as const
export type AdmonitionType = (typeof admonitionTypes)[number]
/** Every container directive a page may use: the admonitions and `:::details`. */
export const containerDirectiveNames: readonly string[] = [...admonitionTypes, 'details']

const defaultTitles: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
}

const known = containerDirectiveNames
const unknown = (name: string) => `Unknown directive ":::${name}" (use one of ${known.join(', ')})`

/**
 * Turns `:::tip[Title]` … `:::` into `<docs-admonition type title>` and `:::details[Summary]` into
 * `<details><summary>` (admonitionTitles.ts has already rewritten Docusaurus' `:::tip Title` form). We only use container directives, but remark-directive also parses `:name` in
 * running text (`10:30`, `key:value`): those are put back as the text the author wrote.
 */
export function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    walkChildren<Nodes>(tree, (node, index, parent) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const start = node.position?.start.offset
        const end = node.position?.end.offset
        if (start !== undefined && end !== undefined) {
          const text: Text = { type: 'text', value: source.slice(start, end), position: node.position }
          const replacement: Paragraph | Text =
            node.type === 'leafDirective' ? { type: 'paragraph', children: [text], position: node.position } : text
          parent.children.splice(index, 1, replacement as never)
          return index + 1
        }
      }
      if (node.type === 'paragraph' && /^:::/.test(toString(node))) {
        const line = toString(node).split('\n')[0]
        const name = line.match(/^:+([\w-]+)/)?.[1]
        if (name && !known.includes(name)) reportError(file, node, unknown(name))
        else
          reportError(
            file,
            node,
            `Malformed directive "${line}": write \`:::type Title\` or \`:::type[Title]\` on its own line and close it with \`:::\``,
          )
      }
      if (node.type !== 'containerDirective') return
      const directive = node as ContainerDirective
      const labelNode = directive.children[0]
      const hasLabel = labelNode?.type === 'paragraph' && labelNode.data?.directiveLabel === true
      const label = hasLabel ? toString(labelNode, { includeHtml: false }) : ''
      if (hasLabel) directive.children.shift()
      // A title with markdown in it (`:::tip Use **this**`) keeps it, as in Docusaurus: its inline nodes
      // go first in the body as a `docs-admonition-title` the theme lifts into the title line, while the
      // `title` property keeps the plain text (search, the default-title check).
      const richLabel = hasLabel && labelNode.children.some((child) => child.type !== 'text')
      const data = (directive.data ??= {})
      if ((admonitionTypes as readonly string[]).includes(directive.name)) {
        data.hName = 'docs-admonition'
        data.hProperties = { type: directive.name, title: label || defaultTitles[directive.name as AdmonitionType] }
        if (richLabel)
          directive.children.unshift({ type: 'paragraph', data: { hName: 'docs-admonition-title' }, children: labelNode.children })
      } else if (directive.name === 'details') {
        data.hName = 'details'
        data.hProperties = {}
        directive.children.unshift({
          type: 'paragraph',
          data: { hName: 'summary' },
          children: hasLabel ? labelNode.children : [{ type: 'text', value: 'Details' }],
        })
      } else {
        reportError(file, directive, unknown(directive.name))
      }
    })
  }
}
