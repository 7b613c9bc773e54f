/**
 * The path the app routes on: a trailing `/index.html` and a trailing slash are dropped
 * (`/api/createstore/index.html` → `/api/createstore`, `/index.html` → `/`).
 */
export function normalizePath(pathname: string): string {
  const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '')
  return stripped || '/'
}
