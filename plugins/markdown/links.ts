import path from 'node:path'
import type { Element, Nodes, Root } from 'hast'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { walkTree } from './walkTree.ts'
import { fileToRoute, PAGE_EXTENSION, routeOfLinkPath } from '../../shared/routes.ts'
import { reportError } from './problems.ts'
import { isLayoutId } from '../../shared/layoutIds.ts'
import { readRoute } from './compileReads.ts'

export type ResolvedLink =
  | { kind: 'external' }
  | { kind: 'internal'; route: string; hash: string }
  | { kind: 'asset'; path: string }
  /** A link to a `.md`/`.mdx` file that is no page: `files` are the content paths looked at. */
  | { kind: 'missing-file'; files: string[]; hash: string }

/** A link or image found on a page, kept for the link checker. */
export interface LinkRecord {
  href: string
  resolved: ResolvedLink
  line: number
  column: number
  /** The file holding the link when it is not the page's own: a partial the page imports (project-relative). */
  file?: string
}

export interface LinkContext {
  /** The linking page's route, when its `id` or `slug` moves it from its file's default route. */
  fromRoute?: string
  /** A content file's route, undefined when it is no page (see PipelineOptions.routeOfFile). */
  routeOfFile?: (contentRelativeFile: string) => string | undefined
  /**
   * The folder (relative to the content folder, with `/`) that `/x.md` and a bare `x.md` the linking
   * file's folder lacks are looked up in: the pages folder for a page of it (`../src/pages`), the content
   * folder (the default) for a doc. A page of the pages folder falls back to the content folder.
   */
  linkRoot?: string
}

const scheme = /^[a-z][a-z\d+.-]*:|^\/\//i
const assetExtension = /\.(?!mdx?$|html$)[a-z\d]{1,5}$/i

/**
 * Resolves an href written in `fromFile` (relative to the content folder). A link to a `.md`/`.mdx` file
 * is resolved as Docusaurus 3 does (resolveFileLink) and becomes that page's route; other relative paths
 * resolve against the page's route, as a browser would; files with another extension are assets under
 * `public/`.
 */
export function resolveLink(href: string, fromFile: string, context: LinkContext = {}): ResolvedLink {
  if (scheme.test(href)) return { kind: 'external' }
  const hashIndex = href.indexOf('#')
  const rawPath = (hashIndex === -1 ? href : href.slice(0, hashIndex)).replace(/\?.*$/, '')
  const hash = hashIndex === -1 ? '' : href.slice(hashIndex + 1)
  const fromRoute = context.fromRoute ?? fileToRoute(fromFile)
  if (!rawPath) return { kind: 'internal', route: fromRoute, hash }
  if (PAGE_EXTENSION.test(rawPath)) return resolveFileLink(rawPath, hash, fromFile, context)
  const absolute = rawPath.startsWith('/') ? rawPath : path.posix.join(path.posix.dirname(fromRoute), rawPath)
  if (assetExtension.test(absolute)) return { kind: 'asset', path: absolute }
  return { kind: 'internal', route: routeOfLinkPath(absolute), hash }
}

/**
 * `[x](api/Store.md#y)`, as Docusaurus 3 resolves it (docusaurus-utils' resolveMarkdownLinkPathname): `./x.md`
 * and `../x.md` from the linking file's folder only; `/x.md` from the root (`linkRoot`); a bare `x.md` from
 * the file's folder, then the root. The first of those that is a page wins. A doc's links stay inside the
 * content folder; a page of the pages folder, outside it, reaches the pages beside it and the docs.
 */
function resolveFileLink(rawPath: string, hash: string, fromFile: string, context: LinkContext): ResolvedLink {
  let decoded = rawPath
  try {
    decoded = decodeURI(rawPath)
  } catch {
    // reported as a malformed escape by the caller
  }
  const from = fromFile.split('\\').join('/')
  const fromFolder = path.posix.dirname(from)
  const roots = context.linkRoot ? [context.linkRoot, ''] : ['']
  const fromRoots = (file: string) => roots.map((root) => path.posix.join(root, file))
  const candidates = decoded.startsWith('/')
    ? fromRoots(decoded.slice(1))
    : /^\.\.?\//.test(decoded)
      ? [path.posix.join(fromFolder, decoded)]
      : [path.posix.join(fromFolder, decoded), ...fromRoots(decoded)]
  const outside = (file: string) => file === '..' || file.startsWith('../')
  const files = [...new Set(candidates)].filter((file) => !outside(file) || outside(from))
  if (!context.routeOfFile) return { kind: 'internal', route: fileToRoute(files[0] ?? decoded), hash }
  for (const file of files) {
    const route = context.routeOfFile(file)
    if (route !== undefined) return { kind: 'internal', route, hash }
  }
  return { kind: 'missing-file', files, hash }
}

/**
 * Whether every `%` starts a valid UTF-8 escape (`%E0%A4%A` does not: decoding it would throw). Checked
 * byte by byte rather than by calling decodeURI in a try: a bundler takes an unused decodeURI call for
 * side-effect free and drops it with its try (rolldown did, bundling vite.config.ts), and the URIError then
 * came later, bare, from code that decodes the target.
 */
export function hasWellFormedEscapes(href: string): boolean {
  const escape = /%([0-9A-Fa-f]{2})/y
  let continuations = 0 // continuation bytes the current character still needs
  let minimum = 0 // the smallest code point its length may encode (no overlong forms)
  let codePoint = 0
  for (let i = 0; i < href.length;) {
    if (href[i] !== '%') {
      if (continuations) return false
      i++
      continue
    }
    escape.lastIndex = i
    const match = escape.exec(href)
    if (!match) return false
    i += 3
    const byte = parseInt(match[1], 16)
    if (continuations) {
      if ((byte & 0xc0) !== 0x80) return false
      codePoint = (codePoint << 6) | (byte & 0x3f)
      if (--continuations === 0 && (codePoint < minimum || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)))
        return false
    } else if (byte >= 0x80) {
      if (byte >= 0xc0 && byte < 0xe0) [continuations, minimum, codePoint] = [1, 0x80, byte & 0x1f]
      else if (byte >= 0xe0 && byte < 0xf0) [continuations, minimum, codePoint] = [2, 0x800, byte & 0x0f]
      else if (byte >= 0xf0 && byte < 0xf8) [continuations, minimum, codePoint] = [3, 0x10000, byte & 0x07]
      else return false
    }
  }
  return continuations === 0
}

/**
 * Rewrites internal hrefs to route paths and records every link and image for the checker. `pagesFolder`:
 * the pages folder relative to the content folder, the root of its pages' `.md` links.
 */
export function rehypeLinks(options: { routeOfFile?: LinkContext['routeOfFile']; pagesFolder?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const fromFile = String(file.data.contentPath)
    const fromRoute = file.data.route ?? fileToRoute(fromFile, file.data.frontmatter ?? {})
    // A page compiled at a route of its own is a page of the pages folder.
    const linkRoot = file.data.route !== undefined ? options.pagesFolder : undefined
    const { routeOfFile } = options
    // Each answer is recorded: a page kept between builds is valid while every route it asked for is the same.
    const recordedRouteOf = routeOfFile
      ? (contentFile: string) => {
          const route = routeOfFile(contentFile)
          readRoute(file, contentFile, route)
          return route
        }
      : undefined
    const context: LinkContext = { routeOfFile: recordedRouteOf, fromRoute, linkRoot }
    const links: LinkRecord[] = (file.data.links = [])
    /** Records one target and returns what the page should say instead (a route for a `.md` file). */
    const take = (value: string, node: Node, what: 'a link' | 'an image'): string | undefined => {
      if (!hasWellFormedEscapes(value)) {
        reportError(file, node, `${value}  malformed %-escape in ${what} target (write % as %25)`)
        return undefined
      }
      const resolved = resolveLink(value, fromFile, context)
      links.push({ href: value, resolved, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 })
      if (resolved.kind === 'internal') return resolved.route + (resolved.hash ? `#${resolved.hash}` : '')
      if (resolved.kind === 'asset') return resolved.path
      return undefined
    }
    /** One URL attribute's value, checked and rewritten (`srcset`: each candidate's URL). */
    const takeAttribute = (name: string, value: string, node: Node, tagName: string): string => {
      const what = tagName === 'a' ? 'a link' : 'an image'
      if (name.toLowerCase() !== 'srcset') return take(value, node, what) ?? value
      return value
        .split(',')
        .map((candidate) =>
          candidate.replace(/^(\s*)(\S+)/, (_whole, space: string, url: string) => space + (take(url, node, what) ?? url)),
        )
        .join(',')
    }
    walkTree<Nodes>(tree, (node) => {
      if (node.type === 'element') {
        const element = node as Element
        for (const name of urlAttributes[element.tagName] ?? []) {
          const value = element.properties[name]
          if (typeof value === 'string') element.properties[name] = takeAttribute(name, value, element, element.tagName)
        }
      } else {
        // MDX: `<a href="…">`, `<img src="…">`, `<video poster="…">` written as JSX are links too (a literal
        // string only; an `{expression}` is the author's own code).
        for (const attribute of jsxAttributes(node)) {
          attribute.value = takeAttribute(attribute.name, attribute.value as string, node, (node as unknown as { name: string }).name)
        }
      }
    })
  }
}

/**
 * The attributes that name a file or page, by element (hast property names): links, images and media
 * (a `<video src>`, its `poster`, a `<source srcset>`), each checked like a markdown link or image.
 */
const urlAttributes: Record<string, string[]> = {
  a: ['href'],
  img: ['src', 'srcSet'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src', 'srcSet'],
  track: ['src'],
}

/** The literal string URL attributes of an MDX JSX element (`mdxJsxFlowElement`/`mdxJsxTextElement`). */
function jsxAttributes(node: Node): { name: string; value: unknown }[] {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return []
  const jsx = node as unknown as { name: string | null; attributes: { type: string; name: string; value: unknown }[] }
  const wanted = jsx.name ? (urlAttributes[jsx.name] ?? []).flatMap((name) => (name === 'srcSet' ? [name, 'srcset'] : [name])) : []
  return jsx.attributes.filter(
    (candidate) => candidate.type === 'mdxJsxAttribute' && wanted.includes(candidate.name) && typeof candidate.value === 'string',
  )
}

/**
 * Collects every element id on the page: the anchors a link may point at. An id used twice (two
 * `{#same-id}` headings) or one the layout owns (`main-content`, see shared/layoutIds.ts) is an error:
 * a link to it would land on the wrong element.
 */
export function rehypeCollectIds() {
  return (tree: Root, file: VFile) => {
    const ids = new Set<string>()
    walkTree<Nodes>(tree, (node) => {
      // An element's id, or a literal `id="…"` on a JSX element an MDX page writes (`<h2 id="x">`).
      const id = node.type === 'element' ? (node as Element).properties.id : jsxId(node)
      if (typeof id !== 'string') return
      if (ids.has(id)) reportError(file, node, `The id "${id}" is used twice on this page: give one a different {#custom-id}`)
      else if (isLayoutId(id))
        reportError(file, node, `The id "${id}" belongs to the page layout: give this element another id ({#custom-id} on a heading)`)
      ids.add(id)
    })
    file.data.ids = ids
  }
}

/** A literal `id` of an MDX JSX element whose name is an HTML tag (lowercase), as anchors may target it. */
function jsxId(node: Node): unknown {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined
  const jsx = node as unknown as { name: string | null; attributes: { type: string; name: string; value: unknown }[] }
  if (!jsx.name || !/^[a-z]/.test(jsx.name)) return undefined
  return jsx.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id')?.value
}
