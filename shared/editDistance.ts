// How many single-character edits apart two strings are: for the not-found page's suggestions
// (src/theme/similarRoutes.ts) and the options' "did you mean" (plugins/options.ts).

/**
 * Edit distance with adjacent transpositions (optimal string alignment): `sotre` is one edit from
 * `store`, as a reader's typo is. Gives up (returns `limit + 1`) once no alignment can stay within `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, beforePrevious[j - 2] + 1)
      row.push(best)
      rowMin = Math.min(rowMin, best)
    }
    if (rowMin > limit) return limit + 1
    beforePrevious = previous
    previous = row
  }
  return previous[b.length]
}
