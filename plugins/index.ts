import type { Plugin } from 'vite'
import { docsCorePlugin } from './docs/index.ts'
import { resolveDocsOptions, type DocsPluginOptions } from './options.ts'
import { prerenderPlugin } from './prerender/index.ts'
import { reactRouterProduction } from './reactRouterProduction.ts'
import { searchPlugin } from './search/vite-plugin-search.ts'
import { chromePlugin } from './chrome/index.ts'

export type { DocsPluginOptions } from './options.ts'

/**
 * The docs engine: every option resolved once (plugins/options.ts: an unknown or invalid option is an
 * error naming it), then the plugins of each step, handed what they need of each other directly:
 * - docs: markdown pages → route modules, the manifest, the site's own pages, link checks (docs/index.ts);
 * - chrome: the site's stylesheets after the theme's, the colour mode script of index.html (chrome/index.ts);
 * - search: the embedded index and the search settings (search/vite-plugin-search.ts);
 * - react-router's production build, tree-shaken (reactRouterProduction.ts);
 * - prerender, after the client build: every route's HTML, SEO files, _headers, precompression
 *   (prerender/index.ts).
 * Add `@vitejs/plugin-react` beside it.
 */
export function docsPlugin(input: DocsPluginOptions, configFile = 'vite.config.ts'): Plugin[] {
  const options = resolveDocsOptions(input, configFile)
  const docs = docsCorePlugin(options)
  const { prerender } = options
  return [
    docs,
    chromePlugin(options),
    searchPlugin(docs.api, options.search),
    reactRouterProduction(),
    ...(prerender ? [prerenderPlugin({ ...options, prerender }, docs.api)] : []),
  ]
}
