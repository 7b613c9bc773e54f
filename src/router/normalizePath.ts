/**
 * The path the app routes on: a trailing `/index.html` and a trailing slash are dropped
 * (`/api/createstore/index.html` → `/api/createstore`, `/index.html` → `/`, `/api/store/` → `/api/store`).
 */
export function normalizePath(pathname: string): string {
  const stripped = stripIndexHtml(pathname).replace(/\/+$/, '')
  return stripped || '/'
}

/**
 * The address to show for a path: a trailing `/index.html` removed (`/api/createstore/index.html` →
 * `/api/createstore`, `/index.html` → `/`), and a trailing `.html` too (`/api/store.html` → `/api/store`:
 * static hosts serve the prerendered file at that address); anything else unchanged, including a
 * trailing slash, which reaches the same page.
 */
export function stripIndexHtml(pathname: string): string {
  if (/\/index\.html$/.test(pathname)) return pathname.replace(/\/index\.html$/, '') || '/'
  return pathname.replace(/\.html$/, '')
}
