import { routes as generated, version as generatedVersion } from 'virtual:docs-manifest'
import type { DocsVersion, RouteEntry } from '../../shared/types.ts'

/** Every markdown route, in file order; page bodies load lazily through `load()`. */
export const routes = generated as RouteEntry[]

/** The docs' one version (its docs are `routes`). */
export const version = generatedVersion as DocsVersion

const byPath = new Map(routes.map((route) => [route.path, route]))

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path)
}
