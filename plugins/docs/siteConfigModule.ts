import type { SiteSettings } from '../options.ts'
import type { SiteConfig } from '../../shared/siteConfig.ts'
import type { SiteChrome } from '../../shared/siteChrome.ts'

// `virtual:site-config`: the site settings and chrome (navbar, footer…) as docsPlugin() resolved them, the one way
// the build's options reach the browser (src/siteConfig.ts types it). The environment never does: a
// setting that comes from an environment variable is read by name in site.config.ts, validated, and only
// its value is written here.

export const SITE_CONFIG_ID = 'virtual:site-config'
export const RESOLVED_SITE_CONFIG_ID = `\0${SITE_CONFIG_ID}`

export function siteConfigModule(site: SiteSettings, chrome: SiteChrome): string {
  const config: SiteConfig = { ...site, ...chrome }
  return `export const siteConfig = ${JSON.stringify(config)}\n`
}
