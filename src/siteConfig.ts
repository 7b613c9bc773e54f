import { siteConfig as generated } from 'virtual:site-config'
import type { SiteConfig } from '../shared/siteConfig.ts'

/** The site's settings, as the build resolved docsPlugin()'s `site` option. */
export const siteConfig = generated as SiteConfig
