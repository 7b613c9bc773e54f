// The site's settings, read by the build (plugins/) and the browser (src/). Values that differ per
// deployment come from the environment at build time (see README: GTAG_ID, ALGOLIA_*, SITE_URL, EDIT_URL).

export interface SiteConfig {
  title: string
  tagline: string
  /** Absolute origin the site is served from (canonical URLs, sitemap). */
  url: string
  /** The Redux repository (navbar and footer links). */
  repoUrl: string
  /**
   * Where a page's source can be edited: "Edit this page" links to `${editUrl}/${file}`, `file` being the
   * page's path from the project root (`content/api/store.md`). From `EDIT_URL` at build time, e.g.
   * `https://github.com/your-org/your-docs/edit/main`; unset, pages show no edit link.
   */
  editUrl?: string
  /** Google Analytics 4 measurement id; no id, no analytics. */
  gtagId?: string
  /** Algolia DocSearch credentials (search-only key); absent, search uses the embedded index. */
  algolia?: { appId: string; apiKey: string; indexName: string; host?: string }
}

type Env = Record<string, string | undefined>

/**
 * The environment variables the browser bundle may read (vite.config.ts, plugins/publicEnv.ts): these
 * exact names only, since a variable named like one (`EDIT_URL_TOKEN`) may be a secret.
 */
export const PUBLIC_ENV_NAMES = ['GTAG_ID', 'SITE_URL', 'EDIT_URL']

/**
 * The settings for an environment: import.meta.env in the browser and SSR bundles (vite.config.ts:
 * exactEnvNames), Vite's resolved `config.env` for the build's plugins, process.env elsewhere in Node.
 */
export function siteConfigFrom(env: Env): SiteConfig {
  return {
    title: 'Redux',
    tagline: 'A Predictable State Container for JS Apps',
    url: env.SITE_URL || 'https://redux.js.org',
    repoUrl: 'https://github.com/reduxjs/redux',
    editUrl: env.EDIT_URL?.replace(/\/+$/, '') || undefined,
    gtagId: env.GTAG_ID || undefined,
    algolia:
      env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME
        ? { appId: env.ALGOLIA_APP_ID, apiKey: env.ALGOLIA_API_KEY, indexName: env.ALGOLIA_INDEX_NAME, host: env.ALGOLIA_HOST || undefined }
        : undefined,
  }
}

export const siteConfig: SiteConfig = siteConfigFrom(
  (import.meta as { env?: Env }).env ?? (globalThis as { process?: { env: Env } }).process?.env ?? {},
)
