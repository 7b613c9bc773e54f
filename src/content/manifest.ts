import { routes as generated } from 'virtual:docs-manifest'
import type { RouteEntry } from '../shared/types.ts'

/** Every markdown route, in file order; page bodies load lazily through `load()`. */
export const routes = generated as RouteEntry[]

const byPath = new Map(routes.map((route) => [route.path, route]))

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path)
}
