import type { Nodes, Root } from 'mdast'
import type { VFile } from 'vfile'
import { walkTree } from '../walkTree.ts'
import { reportError, reportWarning } from '../problems.ts'
import { externalImageWarning, isExternalUrl, refusedTarget } from '../linkProtocols.ts'

// What MDX JSX may not write, as raw HTML may not (rawHtml.ts): a `<script>` (the Content-Security-Policy
// hashes only the engine's own inline scripts, so it could not run, and it is code the reader never
// asked for), a `<base>` (it moves every relative link of the page), a `<meta http-equiv>` (refresh to
// another site, a policy of its own) and a literal `javascript:`, `vbscript:` or `data:` URL in an
// attribute. A `{expression}` can still compute anything: MDX is code, reviewed like code (README).
// An `<img>` from another site gets the warning a markdown image gets (linkProtocols.ts).

type JsxAttribute = { type: string; name?: string; value?: unknown }
type JsxNode = { type: string; name?: string | null; attributes?: JsxAttribute[] }

const refusedElements: Record<string, string> = {
  script: "runs code the Content-Security-Policy does not allow: scripts come from the site's own bundle (write a component)",
  base: 'changes where every relative link of the page goes',
}

/** Attributes whose value is a URL the browser follows or loads. */
const urlAttributes = new Set([
  'href',
  'src',
  'srcset',
  'srcSet',
  'poster',
  'action',
  'formAction',
  'formaction',
  'xlinkHref',
  'xlink:href',
  'data',
  'cite',
  'background',
  'ping',
])

/** An attribute that loads an image (`<img src>`, `<img srcSet>`, `<source srcSet>`, `<video poster>`). */
const isImageSource = (element: string, attribute: string) =>
  (element === 'img' && ['src', 'srcSet', 'srcset'].includes(attribute)) ||
  (element === 'source' && ['srcSet', 'srcset'].includes(attribute)) ||
  (element === 'video' && attribute === 'poster')

/** The literal string value of an attribute (`href="…"`), else undefined (an expression, or none). */
function literal(attribute: JsxAttribute): string | undefined {
  return typeof attribute.value === 'string' ? attribute.value : undefined
}

export function remarkUnsafeJsx() {
  return (tree: Root, file: VFile) => {
    walkTree<Nodes>(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const element = node as unknown as JsxNode
      const name = element.name ?? ''
      const attributes = (element.attributes ?? []).filter((attribute) => attribute.type === 'mdxJsxAttribute')
      if (name in refusedElements) reportError(file, node, `MDX: <${name}> is not allowed: it ${refusedElements[name]}`)
      if (
        name === 'meta' &&
        attributes.some((attribute) => attribute.name?.toLowerCase() === 'http-equiv' || attribute.name === 'httpEquiv')
      ) {
        reportError(
          file,
          node,
          "MDX: <meta http-equiv> is not allowed: it can send the reader elsewhere or change the page's security policy",
        )
      }
      // Lower case only: `<Image src>` is a component, which decides itself what its props become.
      if (!/^[a-z]/.test(name)) return
      for (const attribute of attributes) {
        const value = literal(attribute)
        if (value === undefined || !attribute.name || !urlAttributes.has(attribute.name)) continue
        const kind = name === 'img' && attribute.name === 'src' ? 'image' : 'link'
        const reason = refusedTarget(value, kind)
        if (reason) reportError(file, node, `MDX: <${name} ${attribute.name}="${value.slice(0, 60)}"> is not allowed: ${reason}`)
        else if (isImageSource(name, attribute.name) && isExternalUrl(value))
          reportWarning(file, node, `MDX: <${name}>: ${externalImageWarning(value)}`)
      }
    })
  }
}
