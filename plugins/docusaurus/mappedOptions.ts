import type { PluggableList } from 'unified'

// The plain docsPlugin() options a Docusaurus config maps onto, with the names and shapes of
// CONTRACT-27-28.md. Some are implemented on other branches (navbar, footer, colorMode, announcementBar,
// customCss: docu-chrome; toc, lastUpdate, editUrl, staticDirs: docu-pages; the `{ file, sidebars }`
// sidebar: docu-sidebars; docusaurusModules: docu-modules): the mapping writes them all, and docsPlugin()
// passes on the ones the options schema knows (plugins/docusaurus/index.ts names any it does not).

/** A navbar item as Docusaurus writes it (`to`/`href` link, `doc`, `docSidebar`, `dropdown`, `html`, `search`). */
export type NavbarItem = Record<string, unknown> & { type?: string; position?: 'left' | 'right'; items?: NavbarItem[] }

export interface NavbarOptions {
  title?: string
  logo?: { src: string; srcDark?: string; alt?: string; href?: string }
  hideOnScroll?: boolean
  items: NavbarItem[]
}

export type FooterItem = ({ label: string; to?: string; href?: string } | { html: string }) & Record<string, unknown>

export interface FooterOptions {
  style?: 'light' | 'dark'
  links: { title?: string; items: FooterItem[] }[]
  logo?: Record<string, unknown>
  copyright?: string
}

export interface EditUrlParams {
  version: string
  versionDocsDirPath: string
  docPath: string
  permalink: string
  locale: string
}

/** Page `<head>` settings of the site: the favicon, the default social card, extra `<meta>` tags. */
export interface HeadOptions {
  favicon?: string
  image?: string
  metadata: Record<string, string>[]
}

export interface MappedOptions {
  site: { title: string; tagline?: string; url: string; gtagId?: string }
  contentDir: string
  pagesDir?: string
  staticDirs?: string[]
  include?: string[]
  exclude?: string[]
  sidebar?: 'auto' | { file: string; sidebars: Record<string, unknown> }
  editUrl?: string | ((params: EditUrlParams) => string | undefined)
  lastUpdate?: { time: boolean; author: boolean }
  remarkPlugins?: PluggableList
  rehypePlugins?: PluggableList
  beforeDefaultRemarkPlugins?: PluggableList
  beforeDefaultRehypePlugins?: PluggableList
  markdown?: { format: 'mdx' | 'md' | 'detect' }
  onBrokenLinks?: 'throw' | 'warn'
  onBrokenAnchors?: 'throw' | 'warn'
  customCss?: string[]
  navbar?: NavbarOptions
  footer?: FooterOptions
  toc?: { minHeadingLevel: number; maxHeadingLevel: number }
  colorMode?: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean }
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean }
  head?: HeadOptions
  search?: { algolia?: { appId: string; apiKey: string; indexName: string } }
  docusaurusModules?: { siteDir: string; siteConfig?: Record<string, unknown> }
}
