import type { Root, Heading, Text } from 'mdast'
import GithubSlugger from 'github-slugger'
import { visit } from 'unist-util-visit'
import { toString } from 'mdast-util-to-string'

const customId = /\s*\{#([\w-]+)\}\s*$/

/**
 * Gives every heading an id by GitHub's rules (github-slugger: unique on the page, `-1`, `-2` for
 * repeats), or the id written as `{#custom-id}` at the end of the heading.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger()
    visit(tree, 'heading', (heading: Heading) => {
      let id: string | undefined
      const last = heading.children.at(-1)
      if (last?.type === 'text') {
        const match = (last as Text).value.match(customId)
        if (match) {
          id = match[1]
          ;(last as Text).value = (last as Text).value.slice(0, match.index)
          slugger.slug(id) // reserve it, so a later heading with the same text gets a suffix
        }
      }
      id ??= slugger.slug(toString(heading, { includeHtml: false })) // `<sup>beta</sup>` counts as "beta", as on GitHub
      const data = (heading.data ??= {})
      data.hProperties = { ...(data.hProperties as object), id }
    })
  }
}
