// The route and URL rules, once, for the build (plugins/) and the browser (src/). Pure string functions:
// no Node or DOM APIs, so both sides' tsconfigs compile this file.

/** Routes the app renders itself (home, search) rather than a content page; links may point at them. */
export const APP_ROUTES: readonly string[] = ['/', '/search']

/** A page's front matter block at the top of its source (`---` … `---`); group 1 is the YAML. */
export const FRONT_MATTER_BLOCK = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/

/**
 * The path the app routes on: a trailing `/index.html` or `.html` and a trailing slash are dropped
 * (`/api/createstore/index.html` → `/api/createstore`, `/index.html` → `/`, `/api/store/` → `/api/store`,
 * `/api/store.html` → `/api/store`).
 */
export function normalizePath(pathname: string): string {
  const stripped = stripIndexHtml(pathname).replace(/\/+$/, '')
  return stripped || '/'
}

/**
 * The address to show for a path: a trailing `/index.html` removed (`/api/createstore/index.html` →
 * `/api/createstore`, `/index.html` → `/`), and a trailing `.html` too (`/api/store.html` → `/api/store`:
 * static hosts serve the prerendered file at that address); anything else unchanged, including a
 * trailing slash, which reaches the same page. Repeated slashes become one (`//api//store` → `/api/store`).
 */
export function stripIndexHtml(pathname: string): string {
  // Repeated slashes first: `//api/store` given to history.replaceState is a protocol-relative URL (host
  // `api`), which the browser refuses with a SecurityError before the app has started.
  const single = pathname.replace(/\/{2,}/g, '/')
  if (/\/index\.html$/.test(single)) return single.replace(/\/index\.html$/, '') || '/'
  return single.replace(/\.html$/, '')
}

/** The route an address shows, as the router resolves it (query, hash, trailing slash and `.html` dropped). */
export function routeOfAddress(address: string): string {
  let pathname = address.split(/[?#]/)[0]
  try {
    pathname = decodeURI(pathname)
  } catch {
    // a malformed escape: compare as written
  }
  return normalizePath(pathname)
}

/** The route a link path names: a `.md` file's route, or a site path as the router reads it. */
export function routeOfLinkPath(pathname: string): string {
  return normalizePath(pathname.replace(/\.mdx?$/, ''))
}

/** `api/store.md` (relative to the content folder, either separator) → `/api/store`. */
export function fileToRoute(contentRelativeFile: string): string {
  return '/' + contentRelativeFile.split('\\').join('/').replace(/\.mdx?$/, '')
}

/** `/api/store` → `api/store.md` (relative to the content folder). */
export function routeToFile(route: string): string {
  return route.replace(/^\//, '') + '.md'
}
