import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadEnv, type Plugin, type PluginOption, type ResolvedConfig, type UserConfig } from 'vite'
import { buildServerEntry, flattenPlugins } from './ssrBuild.ts'
import { collectChunks, type ClientChunks } from './clientChunks.ts'
import { prerenderRoutes } from './renderRoutes.ts'
import { writeSeoFiles } from '../seo/index.ts'
import { writeHeadersFile } from './headers.ts'
import { formatTimings, type BuildTimings } from './timings.ts'

export interface PrerenderOptions {
  /** The server entry, relative to the root. Default `src/entry-server.tsx`. */
  entry?: string
  /** Absolute URL of the deployed site. Default: site.config.ts `url` (env SITE_URL). */
  siteUrl?: string
}

/**
 * After the client build, renders every route to its own HTML file (react-dom/static over the real app),
 * then writes sitemap.xml, robots.txt, llms.txt, each page's markdown copy, and `_headers` with the
 * Content-Security-Policy. Its share of the build time goes to dist/.build-timings.json.
 */
export function prerenderPlugin(options: PrerenderOptions = {}): Plugin {
  let userConfig: UserConfig
  let config: ResolvedConfig
  let startedAt = performance.now()
  let chunks: ClientChunks | undefined
  let self: Plugin

  return (self = {
    name: 'prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,

    config(user) {
      userConfig = user
      startedAt = performance.now()
    },

    configResolved(resolved) {
      config = resolved
    },

    generateBundle(_, bundle) {
      chunks = collectChunks(bundle, config.base)
    },

    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!chunks || !config.build.write) return // the build failed, or wrote nothing to prerender into
        if (config.build.watch) {
          // The server bundle reuses the client build's plugin instances, which a rebuild would then find
          // configured for the server: prerender with `npm run build`, not in watch mode.
          config.logger.warn('prerender: skipped in watch mode (dist/ holds the client build only)')
          return
        }
        const outDir = path.resolve(config.root, config.build.outDir)
        const timings: BuildTimings = { clientBuildMs: performance.now() - startedAt } as BuildTimings
        const prerenderStart = performance.now()

        const plugins = (await flattenPlugins(userConfig.plugins as PluginOption)).filter((plugin) => plugin !== self)
        const { module, cleanup } = await buildServerEntry({
          userConfig,
          config,
          entry: path.resolve(config.root, options.entry ?? 'src/entry-server.tsx'),
          plugins,
        })
        timings.serverBundleMs = performance.now() - prerenderStart

        try {
          // Site settings as the browser bundle has them (SITE_URL, GTAG_ID: vite.config.ts envPrefix).
          const site = module.siteConfig
          const siteUrl = (options.siteUrl ?? site.url).replace(/\/+$/, '')
          const renderStart = performance.now()
          const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
          const pages = await prerenderRoutes({ server: module, template, chunks, siteUrl, siteName: site.title, root: config.root })
          timings.renderMs = performance.now() - renderStart

          const writeStart = performance.now()
          for (const page of pages) {
            const file = path.join(outDir, page.file)
            mkdirSync(path.dirname(file), { recursive: true })
            writeFileSync(file, page.html)
          }
          writeSeoFiles({
            outDir,
            root: config.root,
            siteUrl,
            routes: pages.filter((page) => page.kind !== 'notFound').map((page) => page.path),
            docs: pages.flatMap((page) => (page.entry ? [page.entry] : [])),
            sidebar: module.sidebarConfig,
            site,
          })
          const { policy, styleAttributes } = writeHeadersFile({
            outDir,
            pages: pages.map((page) => page.html),
            analytics: Boolean(site.gtagId),
            algolia: site.algolia ?? algoliaFromEnv(config),
          })
          for (const warning of styleAttributes) config.logger.warn(`prerender: ${warning}`)
          timings.writeMs = performance.now() - writeStart

          timings.pages = pages.length
          timings.prerenderMs = performance.now() - prerenderStart
          timings.totalMs = performance.now() - startedAt
          timings.contentSecurityPolicy = policy
          writeFileSync(path.join(outDir, '.build-timings.json'), JSON.stringify(timings, null, 2) + '\n')
          config.logger.info(formatTimings(timings))
        } finally {
          cleanup()
        }
      },
    },
  })
}

/** Algolia as plugins/search reads it: ALGOLIA_* from the environment or .env files. */
function algoliaFromEnv(config: ResolvedConfig): { appId: string; host?: string } | undefined {
  const env = loadEnv(config.mode, config.envDir || config.root, 'ALGOLIA_')
  const complete = env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME
  return complete ? { appId: env.ALGOLIA_APP_ID, host: env.ALGOLIA_HOST || undefined } : undefined
}
