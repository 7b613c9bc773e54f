import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createBuilder, createLogger, createServer, type InlineConfig, type Logger, type PluginOption, type ViteDevServer } from 'vite'
import react from '@vitejs/plugin-react'
import { docsPlugin, type DocsPluginOptions } from '../plugins/index.ts'
import type { AlgoliaOptions } from '../plugins/options.ts'
import type { DocsPluginApi } from '../plugins/docs/index.ts'
import { fixtureRoot } from './helpers.ts'
import { siteSettings } from '../site.config.ts'
import { reduxErrorCodesPlugin } from '../site/reduxErrorCodes.ts'

// The real app over a small content folder (the fixture site's two pages unless a test gives its own),
// configured inline as vite.config.ts configures the site: the docs engine and React. Each test turns on
// only the steps it is about (the search index, prerendering).

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
  /** The search index (off unless given), with Algolia settings or `false` for none. */
  search?: { algolia: AlgoliaOptions | false }
  /** Prerendering (off unless given), for a site at `siteUrl` (default https://redux.js.org), from another server `entry`. */
  prerender?: { siteUrl?: string; entry?: string }
  /** More docsPlugin() options (sidebar, onBrokenLinks, …). */
  docs?: Omit<DocsPluginOptions, 'contentDir' | 'site' | 'search' | 'prerender'> & { site?: Partial<DocsPluginOptions['site']> }
  /** Receives the build's messages (warnings included) instead of silence. */
  logger?: Logger
  /**
   * Vite's cache folder, where the build writes its timings. Default: node_modules/.vite, which builds in
   * the other test worker write too; a test that reads the timings gives its own (inside node_modules, so
   * the server bundle written there still resolves the installed packages).
   */
  cacheDir?: string
  /** Receives the docs plugin's API (what the build's later steps read of the pages). */
  onDocsApi?: (api: DocsPluginApi) => void
  /** More Vite plugins, after the site's. */
  plugins?: PluginOption[]
}

/** A silent logger that pushes every warning (once-only ones too) onto `warnings`, for a test to read. */
export function warningLogger(warnings: string[]): Logger {
  const logger = createLogger('silent')
  logger.warn = (message) => void warnings.push(message)
  logger.warnOnce = logger.warn
  return logger
}

function fixtureConfig(options: FixtureOptions): InlineConfig {
  const docs = docsPlugin({
    ...options.docs,
    // As vite.config.ts reads them: the environment's SITE_URL, EDIT_URL… (a test may set one), then the test's own.
    site: { ...siteSettings({ ...process.env, SITE_URL: options.prerender?.siteUrl }), ...options.docs?.site },
    contentDir: options.contentDir ?? path.join(fixtureRoot, 'content'),
    ...(options.markdown ? { markdown: options.markdown } : {}),
    search: options.search ? { algolia: options.search.algolia || undefined } : false,
    prerender: options.prerender ? { entry: options.prerender.entry } : false,
  })
  const core = docs.find((plugin) => plugin.name === 'docs') as { api: DocsPluginApi } | undefined
  if (core) options.onDocsApi?.(core.api)
  return {
    root: projectRoot,
    configFile: false,
    logLevel: 'silent',
    customLogger: options.logger,
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
    publicDir: options.publicDir ?? path.join(fixtureRoot, 'public'),
    plugins: [
      docs,
      // The site's /errors page (src/pages/errors.tsx) imports the installed redux's error codes.
      reduxErrorCodesPlugin(),
      react(),
      ...(options.plugins ?? []),
    ],
  }
}

/** A production build into a fresh temporary folder, which it returns. */
export async function buildFixture(options: FixtureOptions = {}): Promise<string> {
  const outDir = options.outDir ?? mkdtempSync(path.join(tmpdir(), 'docs-build-'))
  await buildApp({
    ...fixtureConfig(options),
    build: { outDir, emptyOutDir: true, rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash].js' } } },
  })
  return outDir
}

/** What `vite build` does with a config: the app builder's whole build (browser bundle, server bundle, prerender). */
export async function buildApp(config: InlineConfig): Promise<void> {
  await (await createBuilder(config)).buildApp()
}

/** The dev server, listening on a free port of 127.0.0.1. */
export async function serveFixture(options: FixtureOptions & { contentDir: string }): Promise<ViteDevServer> {
  const server = await createServer({
    ...fixtureConfig(options),
    // No `fs.allow`: the docs plugin lets the dev server read the content folder (these tests' lie outside the project).
    server: { host: '127.0.0.1', port: 0 },
  })
  return server.listen()
}
