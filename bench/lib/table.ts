// Tables printed by the benchmarks: markdown, with columns padded so the terminal shows them aligned too.

export function markdownTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (cell ?? '').padEnd(widths[column])).join(' | ')} |`
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
export const milliseconds = (ms: number) => `${Math.round(ms)} ms`
export const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
