// The site settings the browser reads (`virtual:site-config`, written by plugins/docs/siteConfigModule.ts
// from docsPlugin()'s `site` option and the chrome options, declared in plugins/options.ts).

import type { SiteChrome } from './siteChrome.ts'

export interface SiteConfig extends SiteChrome {
  title: string
  tagline: string
  /** The home page's meta description, and any page's that has none of its own. */
  description: string
  /** Absolute origin the site is served from, without a trailing slash. */
  url: string
  repoUrl?: string
  /** "Edit this page" links to `${editUrl}/${file}`; unset, pages show none. */
  editUrl?: string
  /** Google Analytics 4 measurement id; no id, no analytics. */
  gtagId?: string
}
