import { describe, expect, it } from 'vitest'
import { inShard, shardFromEnvironment } from '../../plugins/prerender/routeShard.ts'

const routes = Array.from({ length: 1000 }, (_, index) => `/generated/topic-${index % 40}/page-${index}`)

describe('route shards', () => {
  it('puts every route in exactly one shard, the shards about equal', () => {
    const count = 4
    const sizes = Array.from({ length: count }, (_, index) => routes.filter((route) => inShard(route, { index: index + 1, count })).length)
    expect(
      routes.every(
        (route) => Array.from({ length: count }, (_, i) => inShard(route, { index: i + 1, count })).filter(Boolean).length === 1,
      ),
    ).toBe(true)
    expect(sizes.reduce((a, b) => a + b)).toBe(routes.length)
    for (const size of sizes) expect(size).toBeGreaterThan(200)
  })

  it('gives a route the same shard on every machine (a hash of the route alone, pinned here)', () => {
    const shardOf = (route: string) => [1, 2, 3, 4].find((index) => inShard(route, { index, count: 4 }))
    expect(shardOf('/api/store')).toBe(1)
    expect(shardOf('/introduction/getting-started')).toBe(2)
    expect(shardOf('/generated/topic-1/page-1')).toBe(4)
  })

  it('reads DOCS_SHARD as index/count, the whole site without it', () => {
    expect(shardFromEnvironment('2/4')).toEqual({ index: 2, count: 4 })
    expect(shardFromEnvironment('')).toBeUndefined()
    expect(inShard('/any', undefined)).toBe(true)
    expect(() => shardFromEnvironment('5/4')).toThrow(/index\/count/)
    expect(() => shardFromEnvironment('two')).toThrow(/index\/count/)
  })
})
