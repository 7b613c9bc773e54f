import type { Point } from 'unist'

/** Thrown when a page holds a construct the fast parser does not reproduce exactly: the page goes to micromark. */
export class Unsupported extends Error {}

export function bail(reason: string): never {
  throw new Unsupported(reason)
}

/** Offsets to unist points (line and column from 1) for one source. */
export class Positions {
  readonly lineStarts: number[] = [0]
  constructor(readonly source: string) {
    for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) this.lineStarts.push(at + 1)
  }

  /** The 0-based line holding `offset`. */
  lineOf(offset: number): number {
    const starts = this.lineStarts
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return low
  }

  point(offset: number): Point {
    const line = this.lineOf(offset)
    return { line: line + 1, column: offset - this.lineStarts[line] + 1, offset }
  }

  /** Offset of the end of 0-based `line`, before its line ending. */
  lineEnd(line: number): number {
    return line + 1 < this.lineStarts.length ? this.lineStarts[line + 1] - 1 : this.source.length
  }

  lineText(line: number): string {
    return this.source.slice(this.lineStarts[line], this.lineEnd(line))
  }
}
