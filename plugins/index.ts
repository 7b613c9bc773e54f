import type { Plugin } from 'vite'
import { docsCorePlugin } from './docs/index.ts'
import { docusaurusModulesPlugin } from './docusaurus-modules/index.ts'
import { applyDocusaurusSite, docusaurusSitePlugin, type DocusaurusOption } from './docusaurus/index.ts'
import { docsOptionsSchema, resolveDocsOptions, type DocsPluginOptions } from './options.ts'
import { siteBuildPlugin } from './siteBuild.ts'
import { pageChunksOut } from './prerender/pageChunksOut.ts'
import { pageStylesheetsPlugin } from './docs/pageStylesheets.ts'
import { reactRouterProduction } from './reactRouterProduction.ts'
import { searchPlugin } from './search/vite-plugin-search.ts'
import { chromePlugin } from './chrome/index.ts'

export type { DocsPluginOptions } from './options.ts'

/** docsPlugin()'s input: the options, or a Docusaurus site (`docusaurus: { siteDir }`) and any options to override its config's. */
export type DocsPluginInput = DocsPluginOptions | (Partial<DocsPluginOptions> & { docusaurus: DocusaurusOption })

/**
 * The docs engine: every option resolved once (plugins/options.ts: an unknown or invalid option is an
 * error naming it), then the plugins of each step, handed what they need of each other directly:
 * - docs: markdown pages → route modules, the manifest, the site's own pages, link checks (docs/index.ts);
 * - chrome: the site's stylesheets after the theme's, the colour mode script of index.html (chrome/index.ts);
 * - search: the embedded index and the search settings (search/vite-plugin-search.ts);
 * - Docusaurus's public modules (docusaurus-modules/index.ts): `@theme/Tabs` and `@theme/TabItem` on every
 *   site, the others for MDX and site pages when `docusaurusModules` is set;
 * - react-router's production build, tree-shaken (reactRouterProduction.ts);
 * - the build, top to bottom (siteBuild.ts): the browser bundle, the server bundle, every route's HTML,
 *   SEO files, _headers, precompression.
 * With `docusaurus: { siteDir }`, the site's Docusaurus config is mapped onto these options first
 * (plugins/docusaurus/). Add `@vitejs/plugin-react` beside it.
 */
export function docsPlugin(input: DocsPluginInput, configFile = 'vite.config.ts'): Plugin[] {
  const docusaurus = applyDocusaurusSite(input, takesOption)
  const options = resolveDocsOptions(docusaurus.input, configFile)
  const docs = docsCorePlugin(options)
  const { prerender, docusaurusModules } = options
  const pageChunks = pageChunksOut(docs.api.isPage)
  return [
    ...(docusaurus.files.length ? [docusaurusSitePlugin(docusaurus.warnings, docusaurus.files, docusaurus.siteDir)] : []),
    docs,
    docusaurusModulesPlugin(docusaurusModules, options.site),
    chromePlugin(options),
    searchPlugin(docs.api, options.search),
    reactRouterProduction(),
    // These two after Vite's CSS hooks, in this order (each page chunk's stylesheets, then the chunk written).
    pageStylesheetsPlugin(docs.api.isPage),
    ...(prerender ? [siteBuildPlugin({ ...options, prerender }, docs.api, pageChunks), pageChunks.plugin] : []),
  ]
}

/** Whether the options schema takes `value` for the option `key` (the docusaurus option maps onto those only). */
function takesOption(key: string, value: unknown): boolean {
  const schema = (docsOptionsSchema.shape as Record<string, { safeParse: (value: unknown) => { success: boolean } } | undefined>)[key]
  return schema !== undefined && schema.safeParse(value).success
}
