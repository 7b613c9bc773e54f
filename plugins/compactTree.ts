import styleToJs from 'style-to-js'
import type { CompactNode, HastNode } from '../shared/types.ts'

// A page body ships as compact JSON (see CompactNode in shared/types.ts) whose properties are
// already React props, so the browser renders it with a few lines of createElement
// (src/theme/renderTree.tsx) instead of carrying unified, rehype-react and the HTML property tables
// (about 12 KB gzip on every page's first load).

/** Elements in which React refuses whitespace text children (it breaks hydration). */
const noWhitespace = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup'])

export function compactTree(node: HastNode): CompactNode[] {
  return compactChildren(node)
}

function compactChildren(node: HastNode): CompactNode[] {
  const dropWhitespace = node.type === 'element' && noWhitespace.has(node.tagName!)
  const out: CompactNode[] = []
  const children = node.children
  if (!children) return out
  // Loops, not flatMap: every node of every page (a code block's thousands of tokens) passes here.
  for (let index = 0; index < children.length; index++) {
    const child = children[index]
    if (child.type === 'text') {
      if (!(dropWhitespace && !child.value?.trim())) out.push(child.value ?? '')
    } else if (child.type === 'element') {
      const props = reactProps(child)
      const token = tokenTag(child.tagName!, props)
      const compact: CompactNode = [token ?? child.tagName!, token ? 0 : props]
      const grandchildren = compactChildren(child)
      for (let at = 0; at < grandchildren.length; at++) compact.push(grandchildren[at])
      out.push(compact)
    }
  }
  return out
}

/**
 * `.k` for a `<span class="k">` with no other property (see CompactNode): a code block is mostly such
 * spans, and `[".k",0,…]` instead of `["span",{"className":"k"},…]` makes a page chunk with code about
 * 5 % smaller after gzip.
 */
function tokenTag(tagName: string, props: Record<string, unknown> | 0): string | undefined {
  if (tagName !== 'span' || !props || typeof props.className !== 'string') return undefined
  let keys = 0
  for (const key in props) if (Object.hasOwn(props, key)) keys++
  return keys === 1 && /^[\w-]+$/.test(props.className) ? '.' + props.className : undefined
}

/**
 * hast properties → React props: `className` as a string, `dataFooBar` → `data-foo-bar`, `ariaLabel` →
 * `aria-label`, a `style` string as React's style object. hast already spells the rest as React does
 * (`colSpan`, `srcSet`, `allowFullScreen`, boolean `open`); its list values are space-separated tokens
 * (`rel`, `headers`, `sandbox`), joined with spaces.
 */
export function reactProps(node: HastNode): Record<string, unknown> | 0 {
  const props: Record<string, unknown> = {}
  const properties = node.properties ?? {}
  let any = false
  for (const key of Object.keys(properties)) {
    const value = properties[key]
    if (value === undefined || value === null || value === false) continue
    any = true
    if (key === 'className') props.className = Array.isArray(value) ? value.join(' ') : value
    else if (key === 'style') props.style = styleToJs(String(value))
    else if (prefixedBy(key, 'data'))
      props[
        'data-' +
          key
            .slice(4)
            .replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
            .slice(1)
      ] = value
    else if (prefixedBy(key, 'aria')) props['aria-' + key.slice(4).toLowerCase()] = Array.isArray(value) ? value.join(' ') : value
    else props[key] = Array.isArray(value) ? value.join(' ') : value
  }
  // A GFM task list checkbox is display-only: React wants that said, or it warns about `checked`.
  if (node.tagName === 'input' && 'checked' in props) props.readOnly = true
  return any ? props : 0
}

/** `/^data[A-Z]/.test(key)` (for `data`, `aria`) without a regular expression per property. */
function prefixedBy(key: string, prefix: string): boolean {
  if (key.length <= prefix.length || !key.startsWith(prefix)) return false
  const next = key.charCodeAt(prefix.length)
  return next >= 65 && next <= 90
}
