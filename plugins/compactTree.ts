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
  return (node.children ?? []).flatMap((child): CompactNode[] => {
    if (child.type === 'text') return dropWhitespace && !child.value?.trim() ? [] : [child.value ?? '']
    if (child.type !== 'element') return []
    const props = reactProps(child)
    const token = tokenTag(child.tagName!, props)
    return [[token ?? child.tagName!, token ? 0 : props, ...compactChildren(child)]]
  })
}

/**
 * `.k` for a `<span class="k">` with no other property (see CompactNode): a code block is mostly such
 * spans, and `[".k",0,…]` instead of `["span",{"className":"k"},…]` makes a page chunk with code about
 * 5 % smaller after gzip.
 */
function tokenTag(tagName: string, props: Record<string, unknown> | 0): string | undefined {
  if (tagName !== 'span' || !props) return undefined
  const keys = Object.keys(props)
  return keys.length === 1 && typeof props.className === 'string' && /^[\w-]+$/.test(props.className) ? '.' + props.className : undefined
}

/**
 * hast properties → React props: `className` as a string, `dataFooBar` → `data-foo-bar`, `ariaLabel` →
 * `aria-label`, a `style` string as React's style object. hast already spells the rest as React does
 * (`colSpan`, `srcSet`, `allowFullScreen`, boolean `open`); its list values are space-separated tokens
 * (`rel`, `headers`, `sandbox`), joined with spaces.
 */
export function reactProps(node: HastNode): Record<string, unknown> | 0 {
  const props: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue
    if (key === 'className') props.className = Array.isArray(value) ? value.join(' ') : value
    else if (key === 'style') props.style = styleToJs(String(value))
    else if (/^data[A-Z]/.test(key))
      props[
        'data-' +
          key
            .slice(4)
            .replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
            .slice(1)
      ] = value
    else if (/^aria[A-Z]/.test(key)) props['aria-' + key.slice(4).toLowerCase()] = Array.isArray(value) ? value.join(' ') : value
    else props[key] = Array.isArray(value) ? value.join(' ') : value
  }
  // A GFM task list checkbox is display-only: React wants that said, or it warns about `checked`.
  if (node.tagName === 'input' && 'checked' in props) props.readOnly = true
  return Object.keys(props).length ? props : 0
}
