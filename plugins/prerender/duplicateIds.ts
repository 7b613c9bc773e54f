// Duplicate element ids in a rendered page. The compile refuses a page's own repeated ids (links.ts), but
// ids a partial or a component brings only meet the page's in the rendered HTML: two `<h2 id="setup">`,
// one from the page and one from a partial, send `#setup` links to the first and break label references.

const idAttribute = /\sid="([^"]*)"/g

/** Each id that occurs more than once in the HTML (React escapes `"` in text, so only attributes match). */
export function duplicateIds(html: string): string[] {
  return repeatedIds(idsOf(html))
}

/** Every id of the HTML, in order. */
export const idsOf = (html: string): string[] => Array.from(html.matchAll(idAttribute), ([, id]) => id)

/** Each id that occurs more than once in `ids`, in the order of its second occurrence. */
export function repeatedIds(ids: Iterable<string>): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const id of ids) {
    if (seen.has(id)) repeated.add(id)
    seen.add(id)
  }
  return [...repeated]
}
