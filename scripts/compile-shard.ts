// The first stage of a build split over several machines (ARCHITECTURE.md, "Beyond one machine"):
// `npm run compile:shard -- 2/4` (or DOCS_SHARD=2/4) compiles the pages whose routes fall in that shard
// into the page cache (node_modules/.vite/docs-pages, plugins/docs/pageCache.ts) and does nothing else.
// The machines' caches copied into one folder, a `vite build` there compiles no page; with DOCS_SHARD
// it renders that shard's routes only. A page's error fails this stage as it would the build.
import { resolveConfig, type Plugin } from 'vite'
import type { DocsPluginApi } from '../plugins/docs/index.ts'
import { shardFromEnvironment } from '../plugins/prerender/routeShard.ts'

const shard = shardFromEnvironment(process.argv[2] ?? process.env.DOCS_SHARD)
if (!shard) {
  console.error('Which shard? `npm run compile:shard -- 2/4`, or DOCS_SHARD=2/4')
  process.exit(2)
}
const config = await resolveConfig({}, 'build', 'production')
const docs = config.plugins.find((plugin) => plugin.name === 'docs') as (Plugin & { api: DocsPluginApi }) | undefined
if (!docs) throw new Error('The Vite config has no docs plugin')
const startedAt = performance.now()
try {
  const { pages, compiled, errors } = await docs.api.compileShard(shard)
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  console.log(
    `shard ${shard.index}/${shard.count}: ${pages} pages, ${compiled} compiled and ${pages - compiled} kept from before, in ${seconds} s`,
  )
  if (errors.length) {
    console.error(errors.join('\n'))
    process.exitCode = 1
  }
} finally {
  docs.api.endBuild()
}
