// Summaries of repeated measurements.

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: number[]): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The nearest-rank percentile: the smallest value with at least `p`% of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[Math.min(rank, sorted.length) - 1]
}

/** The run whose `key` is the median (a real run, so its other fields belong together). */
export function medianRun<T>(runs: T[], key: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => key(a) - key(b))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
