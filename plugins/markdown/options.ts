// The `markdown` option of docsPlugin(): how pages are read. One object, so each feature adds its own
// key here (`iframeHosts` for raw HTML, `format` and `mdxComponents` for MDX).

import type { MarkdownFormat } from './mdx/format.ts'

export interface MarkdownOptions {
  /**
   * `detect` (default): `.mdx` files are MDX, `.md` files CommonMark; `mdx`: `.md` files are MDX too (a
   * Docusaurus folder's `.md` pages use JSX); `md`: every file is CommonMark.
   */
  format?: MarkdownFormat
  /** The module MDX pages take the site's components from (its `useMDXComponents()`). Default `src/theme/mdxComponents.ts`. */
  mdxComponents?: string
  /**
   * Hosts whose pages an `<iframe>` in raw HTML may show, by host name (`www.youtube.com`) or with a
   * leading `*.` for every subdomain (`*.example.com`). The site's Content-Security-Policy allows frames
   * from exactly these hosts (over https). Default: YouTube, CodeSandbox and StackBlitz.
   */
  iframeHosts?: readonly string[]
}

export const defaultIframeHosts: readonly string[] = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'youtube.com',
  'codesandbox.io',
  'stackblitz.com',
]

/** The options with every default filled in; throws on a host that is not a plain host name. */
export function resolveMarkdownOptions(options: MarkdownOptions = {}): { iframeHosts: readonly string[] } {
  const iframeHosts = (options.iframeHosts ?? defaultIframeHosts).map((host) => host.trim().toLowerCase())
  for (const host of iframeHosts) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      throw new Error(
        `docsPlugin: markdown.iframeHosts: "${host}" is not a host name (write \`www.youtube.com\` or \`*.example.com\`, without https://, a port or a path)`,
      )
    }
  }
  return { iframeHosts }
}

/** Whether a URL's host is one of the allowed hosts (`*.example.com` matches its subdomains, not itself). */
export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  return hosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed))
}
