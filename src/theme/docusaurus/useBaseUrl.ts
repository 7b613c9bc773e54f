import { siteConfig } from '../../siteConfig.ts'

// `@docusaurus/useBaseUrl`: a path under the site's base URL (Vite's `base`), as Docusaurus prefixes it:
// URLs with a scheme, protocol-relative ones and `#fragments` stay as they are, and so does a path already
// under the base unless `forcePrependBaseUrl`; `absolute` adds the site's origin.

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean
  absolute?: boolean
}

const baseUrl = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`

export function withBaseUrl(url: string | undefined, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url ?? ''
  if (forcePrependBaseUrl) return prefix(baseUrl + url.replace(/^\//, ''), absolute)
  if (url === baseUrl || url.startsWith(baseUrl)) return prefix(url, absolute)
  return prefix(baseUrl + url.replace(/^\//, ''), absolute)
}

const prefix = (path: string, absolute: boolean) => (absolute ? new URL(siteConfig.url).origin + path : path)

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return withBaseUrl(url, options)
}

/** Docusaurus's `useBaseUrlUtils()`. */
export function useBaseUrlUtils() {
  return { withBaseUrl }
}
