import { siteConfig } from 'virtual:docusaurus-context'

// `@docusaurus/useDocusaurusContext`: `{ siteConfig }` with the site's title, tagline, url, baseUrl and
// customFields (plugins/docusaurus-modules/siteContextModule.ts writes it at build time).

export interface DocusaurusSiteConfig {
  title: string
  tagline: string
  url: string
  baseUrl: string
  customFields: Record<string, unknown>
  [key: string]: unknown
}

const context = {
  siteConfig: siteConfig as DocusaurusSiteConfig,
  siteMetadata: {},
  globalData: {},
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
}

export default function useDocusaurusContext() {
  return context
}
