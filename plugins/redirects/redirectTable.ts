// The site's redirects: one table (old address → route of a page), given to docsPlugin() as
// `redirects: { file, table }`. The build checks it like a content link (checkRedirects) and writes, for
// every entry, a small HTML page at the old address plus a `_redirects` line (redirectFiles.ts), so an
// address readers arrive with keeps working on any static host.

export interface RedirectEntry {
  from: string
  to: string
  /** The entry's line in the table's file (1-based; 0 where it cannot be found), as errors name it. */
  line: number
}

/** The table's entries in order, each with its line in `fileText` (the first line that quotes its `from` as a key). */
export function redirectEntries(table: Record<string, string>, fileText = ''): RedirectEntry[] {
  const lines = fileText.split(/\r?\n/)
  return Object.entries(table).map(([from, to]) => {
    const key = new RegExp(`(['"\`])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`)
    return { from, to, line: lines.findIndex((text) => key.test(text)) + 1 }
  })
}

// An address the build can write a file for and a host serve as it is: no query, hash, trailing slash,
// `..` or characters outside the routes' own set (README, "What the build refuses").
const servableRoute = /^\/(?:[A-Za-z0-9_.-]+\/)*[A-Za-z0-9_.-]+$/

/**
 * Problems of the table, each naming `file:line`: an old address that is not a plain route or is a page
 * of the site (the page would be hidden, or hide the redirect), a target that is not a page (a missing
 * one, another redirect), an entry that points at itself.
 */
export function redirectProblems(entries: RedirectEntry[], options: { file: string; pages: Iterable<string> }): string[] {
  const pages = new Set(options.pages)
  const sources = new Set(entries.map((entry) => entry.from))
  const problems: string[] = []
  for (const { from, to, line } of entries) {
    const where = `${options.file}:${line}`
    if (!servableRoute.test(from) || from.split('/').includes('..'))
      problems.push(`${where}: redirect from "${from}": not a plain address (a path from /, no query, hash or trailing slash)`)
    else if (from.startsWith('/assets/')) problems.push(`${where}: redirect from "${from}": /assets/ holds the build's hashed files`)
    else if (pages.has(from))
      problems.push(`${where}: redirect from "${from}" collides with the page ${from} (remove the entry or the page)`)
    if (from === to) problems.push(`${where}: redirect from "${from}" to itself`)
    else if (sources.has(to)) problems.push(`${where}: redirect from "${from}" to "${to}", which is itself a redirect: point at its target`)
    else if (!pages.has(to)) problems.push(`${where}: redirect from "${from}" to "${to}", which is not a page`)
  }
  return problems
}
