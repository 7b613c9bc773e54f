import type { SiteSettings } from '../options.ts'

// `virtual:docusaurus-context`: what `useDocusaurusContext()` returns, written at build time. Only the
// module of that hook imports it, so only pages that call it carry these bytes.

export const SITE_CONTEXT_ID = 'virtual:docusaurus-context'
export const RESOLVED_SITE_CONTEXT_ID = `\0${SITE_CONTEXT_ID}`

/**
 * Docusaurus's `siteConfig` as the browser reads it: the site's settings under Docusaurus's names
 * (`url` and `baseUrl` apart, as Docusaurus has them), `customFields` always an object, then the
 * `siteConfig` fields the option gives (JSON values only: functions, such as plugins, are dropped).
 */
export function siteContextModule(site: SiteSettings, base: string, extra: Record<string, unknown>): string {
  const origin = new URL(site.url).origin
  const siteConfig = {
    title: site.title,
    tagline: site.tagline,
    url: origin,
    baseUrl: base.endsWith('/') ? base : `${base}/`,
    customFields: {},
    ...extra,
  }
  return `export const siteConfig = ${JSON.stringify(siteConfig)}\n`
}
