import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, createServer, type InlineConfig, type Logger, type ViteDevServer } from 'vite'
import react from '@vitejs/plugin-react'
import { docsPlugin, type DocsPluginOptions } from '../plugins/docs/index.ts'
import { searchPlugin, type SearchPluginOptions } from '../plugins/search/vite-plugin-search.ts'
import { prerenderPlugin, type PrerenderOptions } from '../plugins/prerender/index.ts'
import { fixtureRoot } from './helpers.ts'
import { PUBLIC_ENV_NAMES } from '../site.config.ts'
import { exactEnvNames } from '../plugins/publicEnv.ts'

// The real app over a small content folder (the fixture site's two pages unless a test gives its own),
// configured inline as vite.config.ts configures the site: the docs plugin, then search and React,
// then prerendering. Each test adds only the plugins it is about.

const projectRoot = path.resolve(import.meta.dirname, '..')

export interface FixtureOptions {
  /** Absolute path of the content folder. Default: tests/fixtures/site/content. */
  contentDir?: string
  /** Absolute path of the public folder. Default: tests/fixtures/site/public. */
  publicDir?: string
  /** The output folder. Default: a fresh temporary folder. */
  outDir?: string
  /** The docs plugin's `markdown` option (`format`). */
  markdown?: DocsPluginOptions['markdown']
  search?: SearchPluginOptions
  prerender?: PrerenderOptions
  /** More docsPlugin() options (sidebar, onBrokenLinks, …). */
  docs?: Omit<DocsPluginOptions, 'contentDir'>
  /** Receives the build's messages (warnings included) instead of silence. */
  logger?: Logger
}

function fixtureConfig(options: FixtureOptions): InlineConfig {
  return {
    root: projectRoot,
    configFile: false,
    logLevel: 'silent',
    customLogger: options.logger,
    publicDir: options.publicDir ?? path.join(fixtureRoot, 'public'),
    plugins: [
      docsPlugin({
        ...options.docs,
        contentDir: options.contentDir ?? path.join(fixtureRoot, 'content'),
        ...(options.markdown ? { markdown: options.markdown } : {}),
      }),
      options.search && searchPlugin(options.search),
      react(),
      exactEnvNames(PUBLIC_ENV_NAMES),
      options.prerender && prerenderPlugin(options.prerender),
    ],
  }
}

/** A production build into a fresh temporary folder, which it returns. */
export async function buildFixture(options: FixtureOptions = {}): Promise<string> {
  const outDir = options.outDir ?? mkdtempSync(path.join(tmpdir(), 'docs-build-'))
  await build({
    ...fixtureConfig(options),
    build: { outDir, emptyOutDir: true, rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash].js' } } },
  })
  return outDir
}

/** The dev server, listening on a free port of 127.0.0.1. */
export async function serveFixture(options: FixtureOptions & { contentDir: string }): Promise<ViteDevServer> {
  const server = await createServer({
    ...fixtureConfig(options),
    server: { host: '127.0.0.1', port: 0, fs: { allow: [projectRoot, options.contentDir] } },
  })
  return server.listen()
}
