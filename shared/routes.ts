// The route and URL rules, once, for the build (plugins/) and the browser (src/). Pure string functions:
// no Node or DOM APIs, so both sides' tsconfigs compile this file.

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

/** The front matter keys a page's route depends on (Docusaurus: `id` replaces the file name, `slug` overrides). */
export interface RouteFrontMatter {
  id?: unknown
  slug?: unknown
}

/** A page's source file extension: `.md` or `.mdx`. */
export const PAGE_EXTENSION = /\.mdx?$/

// Docusaurus' number prefix: `01-intro`, `2. guides`, `3_setup`; not a date or a version (`2021-01-01-x`, `1.2.3`).
const numberPrefix = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/
const notANumberPrefix = /^\d+[-_.]\d+(?:[-_.]|$)/

/** `01-intro` → `intro`; a name without a number prefix is unchanged (`2021-01-01-post` too). */
export function stripNumberPrefix(name: string): string {
  return notANumberPrefix.test(name) ? name : name.replace(numberPrefix, '')
}

/** The number prefix of a file or folder name (`02-guides` → 2), for ordering. */
export function numberPrefixOf(name: string): number | undefined {
  if (notANumberPrefix.test(name) || !numberPrefix.test(name)) return undefined
  return Number(/^\d+/.exec(name)![0])
}

/** Whether a content file is its folder's page: named `index`, `README` (any case) or like its folder. */
export function isFolderIndex(contentRelativeFile: string): boolean {
  const parts = contentRelativeFile.split('\\').join('/').split('/')
  const name = parts[parts.length - 1].replace(PAGE_EXTENSION, '').toLowerCase()
  const folder = parts.length > 1 ? parts[parts.length - 2].toLowerCase() : undefined
  return name === 'index' || name === 'readme' || name === folder
}

/** Whether a content path is kept out of the pages: a file or folder whose name starts with `_` (a partial, importable). */
export function isPartialPath(contentRelativeFile: string): boolean {
  return contentRelativeFile
    .split('\\')
    .join('/')
    .split('/')
    .some((part) => part.startsWith('_'))
}

/**
 * A content file's route, as Docusaurus makes it (relative to the content folder, either separator):
 * folder names lose their number prefixes; the name is front matter `id`, else the file name without its
 * number prefix (`api/Store.md` with `id: store` → `/api/store`, `01-intro.md` → `/intro`); a folder's
 * index page (`index`, `README`, or named like the folder) is the folder's route (`usage/index.md` →
 * `/usage`); front matter `slug` overrides all of it, absolute (`/x/y`) or relative to the folder.
 */
export function fileToRoute(contentRelativeFile: string, frontMatter: RouteFrontMatter = {}): string {
  const parts = contentRelativeFile.split('\\').join('/').split('/')
  const fileName = parts.pop()!.replace(PAGE_EXTENSION, '')
  const folder = parts.map(stripNumberPrefix)
  const folderRoute = '/' + folder.join('/')
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.trim() : undefined
  if (slug?.startsWith('/')) return normalizeSlug(slug)
  if (!slug && isFolderIndex(contentRelativeFile)) return folderRoute
  const name = slug || (typeof frontMatter.id === 'string' && frontMatter.id.trim() ? frontMatter.id.trim() : stripNumberPrefix(fileName))
  return normalizeSlug(resolveRelative(folder, name))
}

/** `./a`, `../b`, `c/d` against the folder's parts. */
function resolveRelative(folder: string[], relative: string): string {
  const parts = [...folder]
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop()
    else if (part && part !== '.') parts.push(part)
  }
  return '/' + parts.join('/')
}

/** A slug as a route: repeated and trailing slashes dropped (`/x/y/` → `/x/y`), `/` kept. */
function normalizeSlug(slug: string): string {
  return slug.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/'
}

/** The characters a route may use: anything else needs an encoding the app, the hosts and the sitemap spell differently. */
export const ROUTE_NAME = /^[A-Za-z0-9_.\-/]+$/

/**
 * Why a route (as fileToRoute made it) cannot be a page's address, or undefined when it can. A route is
 * also where the build writes the page (`<route>.html`, `<route>.md`), so a `.` or `..` segment (`/../README`,
 * `/./search`, `/x/../assets/…`), an empty one or a backslash would write outside the output folder, or
 * over another page, past the collision checks, which compare routes as written.
 */
export function routeProblemOf(route: string): string | undefined {
  if (!route.startsWith('/')) return 'does not start with /'
  if (route.includes('\\')) return 'has a backslash'
  const segments = route === '/' ? [] : route.slice(1).split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return 'has a `.`, `..` or empty segment'
  if (route !== '/' && !ROUTE_NAME.test(route)) return 'has a character that is not allowed'
  return undefined
}

/** `/api/store` → `api/store.md`: where a route's page is when no `id` or `slug` moves it (relative to the content folder). */
export function routeToFile(route: string): string {
  return route.replace(/^\//, '') + '.md'
}

/**
 * A page's Docusaurus doc id, which sidebars and `pagination_next` may name it by: its folder (without
 * number prefixes) and front matter `id`, else its file name (`api/Store.md` with `id: store` →
 * `api/store`, `02-guides/01-setup.md` → `guides/setup`).
 */
export function docIdOf(contentRelativeFile: string, frontMatter: RouteFrontMatter = {}): string {
  const parts = contentRelativeFile.split('\\').join('/').split('/')
  const fileName = stripNumberPrefix(parts.pop()!.replace(PAGE_EXTENSION, ''))
  const id = typeof frontMatter.id === 'string' && frontMatter.id.trim() ? frontMatter.id.trim() : fileName
  return [...parts.map(stripNumberPrefix), id].join('/')
}
