import path from 'node:path'
import type { Root as MdastRoot } from 'mdast'
import type { Root as HastRoot, Element } from 'hast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'

// Partials: MDX files a page imports (`import Install from './_install.mdx'`). Their links resolve from
// the partial's own folder (their compile runs with their own path), but they are checked as the links of
// each page that imports them, whose anchors `#x` in a partial name.

declare module 'vfile' {
  interface DataMap {
    /** Absolute paths of the `.md`/`.mdx` files the page imports. */
    partials: string[]
  }
}

interface EsmNode {
  data?: { estree?: { body: { type: string; source?: { value: unknown } }[] } }
}

/** Collects the `.md`/`.mdx` files a page imports with a relative path into `file.data.partials`. */
export function remarkCollectPartials() {
  return (tree: MdastRoot, file: VFile) => {
    const partials: string[] = []
    visit(tree, 'mdxjsEsm', (node) => {
      for (const statement of (node as EsmNode).data?.estree?.body ?? []) {
        const source = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined
        if (typeof source === 'string' && /^\.{1,2}\//.test(source) && /\.mdx?$/.test(source)) {
          partials.push(path.resolve(path.dirname(file.path), source))
        }
      }
    })
    file.data.partials = partials
  }
}

const hashOnly = 'dataPartialHash'

/**
 * A partial's `[x](#anchor)` points into the page showing it, which the partial does not know: the
 * link step would make it `/_partials/_file#anchor`. These two steps, around the link step, keep it as
 * written (the first hides it from the link step, the second puts it back).
 */
export function rehypeHideHashLinks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.tagName === 'a' ? node.properties.href : undefined
      if (typeof href === 'string' && href.startsWith('#')) {
        node.properties[hashOnly] = href
        delete node.properties.href
      }
    })
  }
}

/** …and records them with an empty route: the page that imports the partial fills in its own (contentStore). */
export function rehypeRestoreHashLinks() {
  return (tree: HastRoot, file: VFile) => {
    const links = (file.data.links ??= [])
    visit(tree, 'element', (node: Element) => {
      const href = node.properties[hashOnly]
      if (typeof href !== 'string') return
      node.properties.href = href
      delete node.properties[hashOnly]
      const { line = 1, column = 1 } = node.position?.start ?? {}
      links.push({ href, resolved: { kind: 'internal', route: '', hash: href.slice(1) }, line, column })
    })
  }
}
