import { existsSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { routeProblemOf } from '../../shared/routes.ts'

// What the build refuses before it compiles anything, each naming the file: symlinks (a link in public/
// or the content folder would publish its target, anything on the build machine), and content files whose
// route the site could not serve as its own page.

/** Every symlink under a folder (not followed), as absolute paths, sorted. */
export function findSymlinks(dir: string): string[] {
  const links: string[] = []
  const walk = (current: string) => {
    let names: string[]
    try {
      names = readdirSync(current).sort()
    } catch {
      return // no such folder
    }
    for (const name of names) {
      const full = path.join(current, name)
      const stat = lstatSync(full)
      if (stat.isSymbolicLink()) links.push(full)
      else if (stat.isDirectory()) walk(full)
    }
  }
  walk(dir)
  return links
}

/**
 * The folder itself if it is a symlink, and each folder above it inside the root that is one (`public ->
 * ~/secrets` publishes the target's files as surely as a link inside public/ does).
 */
export function symlinkedFolders(dir: string, root: string): string[] {
  const found: string[] = []
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const fromRoot = path.relative(root, current)
    const inside = fromRoot && !fromRoot.startsWith('..') && !path.isAbsolute(fromRoot)
    if (current !== path.resolve(dir) && !inside) break
    try {
      if (lstatSync(current).isSymbolicLink()) found.push(current)
    } catch {
      // no such folder
    }
    if (!inside) break
  }
  return found
}

/** The symlinks of the public and content folders, one error each, naming the file relative to the root. */
export function symlinkProblems(options: { root: string; publicDir?: string | false; contentDir: string }): string[] {
  const dirs = [options.contentDir, ...(options.publicDir ? [options.publicDir] : [])]
  const links = new Set([...dirs.flatMap((dir) => symlinkedFolders(dir, options.root)), ...dirs.flatMap(findSymlinks)])
  return [...links].map(
    (file) =>
      `${path.relative(options.root, file)}: a symlink; the build refuses symlinks in the content and public folders and the folders above them (they would publish their target from the build machine): copy the file instead`,
  )
}

/**
 * Problems with the routes the content files would have: an address the site cannot serve as a page
 * (routeProblemOf: characters outside ROUTE_NAME, `.` or `..` segments), one the app or the build answers itself (`/search`, `/404`), or one
 * under `/assets/`, where the hashed build files are cached for a year.
 */
export function routeProblems(files: { file: string; route: string }[], options: { root: string; appRoutes: readonly string[] }): string[] {
  const reserved = new Set([...options.appRoutes, '/404'])
  const problems: string[] = []
  for (const { file, route } of files) {
    const name = path.relative(options.root, file)
    const problem = routeProblemOf(route)
    if (problem) {
      problems.push(
        `${name}: the route ${JSON.stringify(route)} ${problem}; route names may use a–z, A–Z, 0–9, -, _, . and / (no spaces or non-ASCII letters), in segments that are not empty, \`.\` or \`..\`: rename the file or fix its \`slug\``,
      )
    } else if (reserved.has(route)) {
      problems.push(
        `${name}: the route ${route} is the app's own page (${[...reserved].join(', ')}), which would hide this one: rename the file`,
      )
    } else if (route === '/assets' || route.startsWith('/assets/')) {
      problems.push(`${name}: the route ${route} is under /assets/, which holds the build's hashed files: rename the file or its folder`)
    }
  }
  return problems
}

/**
 * Files of public/assets/: the build's hashed files live at /assets/ and hosts cache that folder for a
 * year (dist/_headers), so an unhashed public file there could never be updated in readers' browsers.
 */
export function publicAssetProblems(options: { root: string; publicDir?: string | false }): string[] {
  if (!options.publicDir) return []
  const folder = path.join(options.publicDir, 'assets')
  if (!existsSync(folder)) return []
  return [
    `${path.relative(options.root, folder)}: /assets/ holds the build's hashed files, cached for a year; put public files in another folder`,
  ]
}

/** Two files with one route: an error naming both (Docusaurus would let the later one win, silently). */
export function duplicateRouteProblems(files: { file: string; route: string }[], root: string): string[] {
  const byRoute = new Map<string, string[]>()
  for (const { file, route } of files) byRoute.set(route, [...(byRoute.get(route) ?? []), path.relative(root, file)])
  return [...byRoute]
    .filter(([, names]) => names.length > 1)
    .map(
      ([route, names]) =>
        `${names.join(' and ')}: these files have the same route ${route}: change the \`slug\` or \`id\` in the front matter of one, or rename it`,
    )
}
