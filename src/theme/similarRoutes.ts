// For the not-found page: pages a mistyped or outdated address most likely meant.

/**
 * Routes whose path equals `requested` ignoring case and trailing `.html`/`.md`, or whose last segment
 * matches the requested last segment (a page moved to another section). Exact-ish matches come first.
 */
export function similarRoutes(requested: string, paths: string[], limit = 3): string[] {
  const normalize = (path: string) =>
    path
      .toLowerCase()
      .replace(/\.(html|md)$/, '')
      .replace(/\/+$/, '')
  const wanted = normalize(requested)
  const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)
  const wantedLast = lastSegment(wanted)
  if (!wantedLast) return []
  const exact = paths.filter((path) => normalize(path) === wanted)
  const sameName = paths.filter((path) => !exact.includes(path) && lastSegment(normalize(path)) === wantedLast)
  return [...exact, ...sameName].slice(0, limit)
}
