import type { DocsPluginOptions } from './plugins/options.ts'
import { repoUrl } from './navigation.config.ts'

// The site's settings, given to docsPlugin() in vite.config.ts (plugins/options.ts declares each). Values
// that differ per deployment come from the environment at build time (see README: SITE_URL, EDIT_URL,
// GTAG_ID, ALGOLIA_*); the browser receives the settings as the build resolved them
// (`virtual:site-config`), never the environment itself.

type Env = Record<string, string | undefined>

/** The settings for a build environment: these exact variable names only. */
export function siteSettings(env: Env): DocsPluginOptions['site'] {
  return {
    title: 'Redux',
    tagline: 'A Predictable State Container for JS Apps',
    description:
      'Redux is a predictable state container for JavaScript apps: one store, plain-object actions and pure reducers, with tools to debug every change.',
    url: env.SITE_URL || 'https://redux.js.org',
    repoUrl,
    editUrl: env.EDIT_URL || undefined,
    gtagId: env.GTAG_ID || undefined,
  }
}

/** Search: Algolia DocSearch when ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and ALGOLIA_INDEX_NAME are set. */
export function searchSettings(env: Env): DocsPluginOptions['search'] {
  if (!env.ALGOLIA_APP_ID || !env.ALGOLIA_API_KEY || !env.ALGOLIA_INDEX_NAME) return {}
  return {
    algolia: {
      appId: env.ALGOLIA_APP_ID,
      apiKey: env.ALGOLIA_API_KEY,
      indexName: env.ALGOLIA_INDEX_NAME,
      host: env.ALGOLIA_HOST || undefined,
    },
  }
}
