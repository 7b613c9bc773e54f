import path from 'node:path'

// Where each route's HTML goes in dist/. `/api/store` → `api/store.html`: static hosts (GitHub Pages,
// Netlify, Cloudflare Pages, `serve`, and plugins/staticServer.ts) answer `/api/store` with it directly,
// where `api/store/index.html` would get a redirect to `/api/store/` on many of them.

/** The HTML file of a route, relative to the output folder. */
export function htmlFileOf(route: string): string {
  if (route === '/') return 'index.html'
  const relative = route.replace(/^\/+/, '').replace(/\/+$/, '')
  // `/tutorials/index` as `tutorials/index.html` would also answer `/tutorials/`, a URL that is not a
  // route (the app would hydrate it as not-found); inside its own folder it answers only its own URL.
  if (relative === 'index' || relative.endsWith('/index')) return `${relative}/index.html`
  return `${relative}.html`
}

/** The markdown copy of a page, relative to the output folder: `/api/store` → `api/store.md`. */
export function markdownFileOf(route: string): string {
  return `${route.replace(/^\/+/, '')}.md`
}

/** The absolute URL of a route on the deployed site (no trailing slash, except for the home page). */
export function absoluteUrl(siteUrl: string, route: string): string {
  return siteUrl.replace(/\/+$/, '') + (route === '/' ? '/' : route)
}

/**
 * The absolute path of a file the build writes, refused (an error naming it) unless it lies inside the
 * output folder: the last guard behind the route checks, so no route, however it was made, writes over
 * a source file or anywhere else on the build machine.
 */
export function fileInside(outDir: string, relative: string): string {
  const target = path.resolve(outDir, relative)
  const fromOut = path.relative(outDir, target)
  if (!fromOut || fromOut.startsWith('..') || path.isAbsolute(fromOut)) {
    throw new Error(`${relative}: outside the output folder ${outDir}; the build writes only inside it`)
  }
  return target
}
