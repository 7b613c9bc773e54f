import type { Root, Element, Properties } from 'hast'
import type { Parent } from 'unist'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { sanitize } from 'hast-util-sanitize'
import { htmlAllowlist } from './htmlAllowlist.ts'
import { hostAllowed } from './options.ts'
import { reportError, reportWarning } from './problems.ts'
import { externalImageWarning, isExternalUrl } from './linkProtocols.ts'

/**
 * Raw HTML in a markdown page: parsed by rehype-raw (parse5, the browser's HTML parser), then every
 * element written as HTML is checked against the allowlist (htmlAllowlist.ts) with hast-util-sanitize.
 * Whatever the sanitizer would strip fails the build, naming file:line and the construct, rather than
 * vanishing from the page unseen. Iframes must come from `markdown.iframeHosts` and load lazily. HTML
 * comments are notes to other authors and are dropped.
 *
 * Runs right after remark-rehype (`allowDangerousHtml`), before any other rehype step.
 */
export function rehypeRawHtml(options: { iframeHosts: readonly string[] }) {
  // Imported with the first page compiled, not at the top: Vite bundles the engine into the config in one
  // file, where a package imported at a module's top is loaded by every build, one that compiles no page too.
  let parseRaw: ReturnType<typeof import('rehype-raw').default> | undefined
  return async (input: Root, file: VFile): Promise<Root> => {
    const rawRanges: [number, number][] = []
    // Every node of the page is looked at (walkTree.ts says why not visit); raw nodes have no children.
    const findRaw = (parent: Parent) => {
      for (let index = 0; index < parent.children.length;) {
        const node = parent.children[index]
        if (node.type !== 'raw') {
          if ('children' in node) findRaw(node as Parent)
          index++
        } else if (onlyComments((node as unknown as { value: string }).value)) {
          parent.children.splice(index, 1)
        } else {
          const start = node.position?.start.offset
          const end = node.position?.end.offset
          if (start !== undefined && end !== undefined) rawRanges.push([start, end])
          index++
        }
      }
    }
    findRaw(input)
    if (!rawRanges.length) return input // most pages: no HTML to parse
    parseRaw ??= (await import('rehype-raw')).default()
    const tree = parseRaw(input, file)
    // An element whose start tag lies in raw HTML was written by the author; the rest came from markdown.
    const written = (node: Element) => {
      const offset = node.position?.start.offset
      return offset !== undefined && rawRanges.some(([start, end]) => offset >= start && offset < end)
    }
    visit(tree, (node, index, parent) => {
      if (node.type === 'comment' && parent && index !== undefined) {
        parent.children.splice(index, 1)
        return index
      }
      if (node.type === 'element' && written(node)) checkElement(node, file, options.iframeHosts)
    })
    return tree
  }
}

const onlyComments = (html: string) => /^\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*)+$/.test(html)

function checkElement(node: Element, file: VFile, iframeHosts: readonly string[]) {
  const tag = `<${node.tagName}>`
  const clean = sanitize({ type: 'element', tagName: node.tagName, properties: node.properties, children: [] }, htmlAllowlist) as
    Root | Element
  if (clean.type !== 'element' || clean.tagName !== node.tagName) {
    reportError(file, node, `Raw HTML: ${tag} is not allowed${whyNot(node.tagName)}`)
    return
  }
  for (const [key, value] of Object.entries(node.properties)) {
    const kept = clean.properties[key]
    if (sameValue(value, kept) || inlineImage(node.tagName, key, value)) continue
    const attribute = attributeName(key)
    const shown = `${attribute}="${String(Array.isArray(value) ? value.join(' ') : value).slice(0, 60)}"`
    if (typeof value === 'string' && /^\s*[a-z][a-z0-9+.-]*:/i.test(value) && kept === undefined && allowedOn(node.tagName, key)) {
      reportError(file, node, `Raw HTML: ${shown} on ${tag}: only http(s)${key === 'href' ? ', mailto and tel' : ''} URLs are allowed`)
    } else {
      reportError(
        file,
        node,
        `Raw HTML: the attribute ${shown} is not allowed on ${tag}${key.startsWith('on') ? ' (no inline event handlers: the page runs no inline script)' : ''}`,
      )
    }
  }
  // A style attribute is fine: the build allows each one the pages have by its hash (plugins/prerender/mediaPolicy.ts).
  if (node.tagName === 'iframe') checkIframe(node, file, iframeHosts)
  const image = externalSource(node, imageSources)
  if (image) reportWarning(file, node, `Raw HTML: ${tag}: ${externalImageWarning(image)}`)
  const media = externalSource(node, mediaSources)
  if (media) {
    reportWarning(
      file,
      node,
      `Raw HTML: ${tag} loads ${media.slice(0, 80)}, which the Content-Security-Policy blocks (video and audio come from the site itself: put the file in public/)`,
    )
  }
}

/** The attributes that load an image (`img-src`, which allows the pages' image hosts) and video or audio (`media-src 'self'`). */
const imageSources: Record<string, string[]> = { img: ['src', 'srcSet'], source: ['srcSet'], video: ['poster'] }
const mediaSources: Record<string, string[]> = { source: ['src'], video: ['src'], audio: ['src'], track: ['src'] }

/** An `http(s)://` source among an element's attributes of that kind. */
function externalSource(node: Element, kinds: Record<string, string[]>): string | undefined {
  return (kinds[node.tagName] ?? []).map((key) => String(node.properties[key] ?? '').trim()).find(isExternalUrl)
}

function checkIframe(node: Element, file: VFile, iframeHosts: readonly string[]) {
  const src = node.properties.src
  let host: string | undefined
  try {
    const url = new URL(String(src ?? ''))
    if (url.protocol === 'https:') host = url.hostname
  } catch {
    // not an absolute URL: refused below
  }
  if (!host || !hostAllowed(host, iframeHosts)) {
    const allowed = iframeHosts.length ? iframeHosts.join(', ') : 'none'
    reportError(
      file,
      node,
      `Raw HTML: <iframe src="${String(src ?? '').slice(0, 80)}">: frames must be https pages of a host in markdown.iframeHosts (${allowed})`,
    )
  }
  node.properties.loading = 'lazy'
}

/** A `data:image/…` image source is inert (and allowed by the CSP's `img-src`), as in markdown images. */
const inlineImage = (tagName: string, key: string, value: Properties[string]) =>
  tagName === 'img' && key === 'src' && typeof value === 'string' && /^data:image\//i.test(value.trim())

function whyNot(tagName: string): string {
  if (tagName === 'script') return ': the page runs no inline or third-party script'
  if (tagName === 'style') return ': put styles in the site CSS (the Content-Security-Policy blocks inline styles)'
  return ` (if it is code such as \`Array<string>\`, put it in backticks; allowed elements: ${htmlAllowlist.tagNames!.join(', ')})`
}

function allowedOn(tagName: string, key: string): boolean {
  const listed = [...(htmlAllowlist.attributes?.[tagName] ?? []), ...(htmlAllowlist.attributes?.['*'] ?? [])]
  return listed.some((entry) => (typeof entry === 'string' ? entry : entry[0]) === key)
}

function sameValue(a: Properties[string], b: Properties[string]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i])
  return a === b
}

/** `className` → `class`, `onClick` → `onclick`, `dataFoo` → `data-foo`: the name as the author wrote it. */
function attributeName(key: string): string {
  if (key === 'className') return 'class'
  if (key === 'htmlFor') return 'for'
  if (/^data[A-Z]/.test(key))
    return (
      'data-' +
      key
        .slice(4)
        .replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
        .slice(1)
    )
  return key.toLowerCase()
}
