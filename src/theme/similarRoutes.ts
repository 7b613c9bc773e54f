import { editDistance } from '../../shared/editDistance.ts'
import { routeOfLinkPath } from '../../shared/routes.ts'

// For the not-found page: pages a mistyped or outdated address most likely meant, from the route list
// the browser already has (the manifest), so a typo finds its page without a request.

// The route rules' normalisation (shared/routes.ts), ignoring case.
const normalize = (path: string) => routeOfLinkPath(path.toLowerCase())
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/**
 * Up to `limit` routes, the closest first: the same path ignoring case and a trailing `.html`/`.md` or
 * slash; then a page of the same name in another section (a page moved); then addresses a few typos away,
 * over the whole path or its last segment (`/api/createstor`, `/basics/reducrs`). A typo is at most one
 * edit in four characters of the last segment, and at least one.
 */
export function similarRoutes(requested: string, paths: string[], limit = 3): string[] {
  const wanted = normalize(requested)
  const wantedLast = lastSegment(wanted)
  if (!wantedLast) return []
  const allowed = Math.max(1, Math.round(wantedLast.length / 4))
  const scored: { path: string; score: number }[] = []
  for (const path of paths) {
    const candidate = normalize(path)
    if (candidate === wanted) {
      scored.push({ path, score: -2 })
      continue
    }
    const last = lastSegment(candidate)
    if (last === wantedLast) {
      scored.push({ path, score: -1 })
      continue
    }
    // The whole path (a typo anywhere) or only the name (a typo in a page that moved), the name a bit behind.
    const typos = Math.min(editDistance(wanted, candidate, allowed), editDistance(wantedLast, last, allowed) + 0.5)
    if (typos <= allowed) scored.push({ path, score: typos })
  }
  // Stable: equal scores keep the route list's order.
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.path)
}
