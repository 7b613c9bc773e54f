// Results are shown by page: the page of the best hit first, each page's hits in rank order.

export interface GroupLimits {
  maxGroups: number
  maxHitsPerGroup: number
  /**
   * How many of the groups are shown, the rest only counted (the search box shows 8 of up to 200): the
   * embedded engine marks the words and cuts the snippets of these only, work that took a slow phone
   * ~100 ms a keystroke for 200 groups. All by default.
   */
  shown?: number
}

/** Groups ranked hits by page, keeping rank order between pages (by their best hit) and within them. */
export function groupByPage<T extends { pageUrl: string }>(ranked: T[], { maxGroups, maxHitsPerGroup }: GroupLimits): T[][] {
  const groups = new Map<string, T[]>()
  for (const hit of ranked) {
    let group = groups.get(hit.pageUrl)
    if (!group) {
      if (groups.size >= maxGroups) continue
      groups.set(hit.pageUrl, (group = []))
    }
    if (group.length < maxHitsPerGroup) group.push(hit)
  }
  return [...groups.values()]
}

/**
 * The category shown above a page's results, or '' when the page title already says it: "Recipes:
 * Index" under Recipes, "FAQ Index" under FAQ, "API Reference" under API Reference read once, not twice.
 */
export function shownCategory(category: string, pageTitle: string): string {
  const words = (text: string) =>
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join(' ') ?? ''
  const title = words(pageTitle)
  const said = words(category)
  return said && (title === said || title.startsWith(`${said} `)) ? '' : category
}
