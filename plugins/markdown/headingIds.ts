import type { Nodes, Root, Text } from 'mdast'
import GithubSlugger from 'github-slugger'
import { walkTree } from './walkTree.ts'
import { toString } from 'mdast-util-to-string'

// Matched from the last `{#` only: `/\s*\{#([\w-]+)\}\s*$/` over the whole text was quadratic in a run of
// white space (a 200 KB heading of spaces took 15 s).
const customIdTail = /^\{#([\w-]+)\}\s*$/

/** `Title {#custom-id}` → the id and the text before it (white space trimmed), else undefined. */
export function customIdOf(text: string): { id: string; text: string } | undefined {
  const at = text.lastIndexOf('{#')
  const match = at < 0 ? null : customIdTail.exec(text.slice(at))
  return match ? { id: match[1], text: text.slice(0, at).trimEnd() } : undefined
}

/**
 * Gives every heading an id by GitHub's rules (github-slugger: unique on the page, `-1`, `-2` for
 * repeats), or the id written as `{#custom-id}` at the end of the heading. An H1 keeps none, as
 * Docusaurus 3's Heading renders it (no table of contents lists it): a link to it is a broken anchor,
 * as under Docusaurus; its id still counts, so `## Same` below `# Same` is `same-1` there as here.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger()
    walkTree<Nodes>(tree, (heading) => {
      if (heading.type !== 'heading') return
      let id: string | undefined
      const last = heading.children.at(-1)
      if (last?.type === 'text') {
        const custom = customIdOf((last as Text).value)
        if (custom) {
          id = custom.id
          ;(last as Text).value = custom.text
          slugger.slug(id) // reserve it, so a later heading with the same text gets a suffix
        }
      }
      id ??= slugger.slug(toString(heading, { includeHtml: false })) // `<sup>beta</sup>` counts as "beta", as on GitHub
      if (heading.depth === 1) return
      const data = (heading.data ??= {})
      data.hProperties = { ...(data.hProperties as object), id }
    })
  }
}
