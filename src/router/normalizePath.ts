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
 * `/api/createstore`, `/index.html` → `/`); anything else unchanged, including a trailing slash, which
 * reaches the same page.
 */
export function stripIndexHtml(pathname: string): string {
  if (!/\/index\.html$/.test(pathname)) return pathname
  return pathname.replace(/\/index\.html$/, '') || '/'
}
