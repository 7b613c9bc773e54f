// One machine's share of the routes when a site's build is split over several (ARCHITECTURE.md, "Beyond one
// machine"): `DOCS_SHARD=2/4` renders and writes the second quarter of the routes only. A route's shard is a
// hash of the route, so it stays put as pages are added or removed elsewhere in the site.

export interface RouteShard {
  /** 1-based. */
  index: number
  count: number
}

/** `DOCS_SHARD`'s `index/count` (e.g. `2/4`), or undefined for the whole site. */
export function shardFromEnvironment(value = process.env.DOCS_SHARD): RouteShard | undefined {
  if (!value) return undefined
  const match = /^(\d+)\/(\d+)$/.exec(value.trim())
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`DOCS_SHARD: "${value}" is not index/count (e.g. 2/4)`)
  return { index, count }
}

/** Whether `route` is rendered by `shard` (every route is, without one). */
export function inShard(route: string, shard: RouteShard | undefined): boolean {
  if (!shard || shard.count === 1) return true
  // FNV-1a: stable across machines and Node versions.
  let hash = 0x811c9dc5
  for (let i = 0; i < route.length; i++) hash = Math.imul(hash ^ route.charCodeAt(i), 0x01000193) >>> 0
  return (hash % shard.count) + 1 === shard.index
}
