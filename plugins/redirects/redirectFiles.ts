import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { escapeAttribute, escapeText } from '../prerender/escapeHtml.ts'
import { absoluteUrl, htmlFileOf } from '../prerender/outputPath.ts'
import type { RedirectEntry } from './redirectTable.ts'

// What the build writes for the redirects table (redirectTable.ts):
// - at each old address, a small HTML page: a canonical link to the new page, a script that replaces the
//   address keeping its query and hash (`/Errors?code=3` → `/errors?code=3`), a meta refresh for readers
//   without JavaScript (in <noscript>: beside the script it could fire later and drop the query), and a
//   plain link. The script is the same on every page, so the Content-Security-Policy allows it by one
//   hash (prerender/headers.ts hashes the inline scripts of every page it is given);
// - `_redirects` (Netlify, Cloudflare Pages): a permanent redirect per entry, which those hosts answer
//   before any file, query kept.

/** The one inline script of every redirect page: to the link's target, with this address's query and hash. */
export const REDIRECT_SCRIPT =
  "location.replace(document.getElementById('redirect-target').getAttribute('href')+location.search+location.hash)"

/** The HTML of the page at `entry.from`; `base` is the site's base path (`/`). */
export function redirectPage(entry: RedirectEntry, options: { siteUrl: string; base: string }): string {
  const target = escapeAttribute(options.base.replace(/\/+$/, '') + entry.to)
  const canonical = escapeAttribute(absoluteUrl(options.siteUrl, entry.to))
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${escapeText(entry.to)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<noscript><meta http-equiv="refresh" content="0; url=${target}"></noscript>
</head>
<body>
<p>This page has moved to <a id="redirect-target" href="${target}">${canonical}</a>.</p>
<script>${REDIRECT_SCRIPT}</script>
</body>
</html>
`
}

/**
 * Where the page of an old address goes (relative to the output folder): its route's file, or, when that
 * file differs only in case from a file of the site (`Errors.html` beside `errors.html`, one file on a
 * case-insensitive disk or host), `<address>/index.html`, which every static host also serves at the
 * address. `siteFiles`: the HTML files of the site's pages.
 */
export function redirectFileOf(from: string, siteFiles: Iterable<string>): string {
  const file = htmlFileOf(from)
  const taken = new Set([...siteFiles].map((name) => name.toLowerCase()))
  return taken.has(file.toLowerCase()) ? `${from.replace(/^\/+/, '')}/index.html` : file
}

/**
 * `_redirects`: `from to 301!` per entry (`!`: even though the redirect page is a file there). An entry
 * whose addresses differ only in case is left to its HTML page: hosts that match paths without regard to
 * case would send the new address to itself.
 */
export function redirectsFile(entries: RedirectEntry[], base: string): string {
  const prefix = base.replace(/\/+$/, '')
  const lines = ['# Written by the build from the redirects table (plugins/redirects/): old address, new page, status.']
  for (const { from, to } of entries) {
    if (from.toLowerCase() === to.toLowerCase()) continue
    lines.push(`${prefix}${from} ${prefix}${to} 301!`)
  }
  return lines.join('\n') + '\n'
}

/** Writes every redirect page and `_redirects` (none without entries) into `outDir`; returns the pages' HTML (for the policy's script hashes). */
export function writeRedirects(options: {
  outDir: string
  entries: RedirectEntry[]
  siteFiles: string[]
  siteUrl: string
  base: string
}): string[] {
  const pages = options.entries.map((entry) => {
    const html = redirectPage(entry, options)
    const file = path.join(options.outDir, redirectFileOf(entry.from, options.siteFiles))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
    return html
  })
  if (pages.length) writeFileSync(path.join(options.outDir, '_redirects'), redirectsFile(options.entries, options.base))
  return pages
}
