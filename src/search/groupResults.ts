// Results are shown by page: the page of the best hit first, each page's hits in rank order.

export interface GroupLimits {
  maxGroups: number
  maxHitsPerGroup: number
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
