// The site chrome the browser renders (navbar, footer, colour mode, announcement bar): docsPlugin()'s
// `navbar`, `footer`, `colorMode` and `announcementBar` options (plugins/chrome/options.ts) with every doc
// id made a route at build (plugins/chrome/resolveChrome.ts), delivered by `virtual:site-config`.

export type NavbarPosition = 'left' | 'right'

/** A link of the navbar: `href` is a route of this site (from `to`, `docId`, `sidebarId`) or a URL. */
export interface NavbarLinkItem {
  type: 'link'
  label: string
  href: string
  position: NavbarPosition
  /** The item is marked as the section being read on paths under this prefix… */
  activeBasePath?: string
  /** …or on paths this regular expression matches (it wins over `activeBasePath`). */
  activeBaseRegex?: string
  /** Further routes that mark it (a `docSidebar` item: every page of its sidebar). */
  activeRoutes?: string[]
  className?: string
}

export interface NavbarDropdownItem {
  type: 'dropdown'
  label: string
  position: NavbarPosition
  /** Where the label itself leads, if anywhere (Docusaurus' `to`/`href` on a dropdown). */
  href?: string
  items: (NavbarLinkItem | NavbarHtmlItem)[]
  className?: string
}

export interface NavbarHtmlItem {
  type: 'html'
  /** Raw HTML, as the site's config wrote it. */
  value: string
  position: NavbarPosition
  className?: string
}

export interface NavbarSearchItem {
  type: 'search'
  position: NavbarPosition
  className?: string
}

export type NavbarItem = NavbarLinkItem | NavbarDropdownItem | NavbarHtmlItem | NavbarSearchItem

export interface ChromeLogo {
  /** A URL of the site (`/img/logo.svg`) or an absolute one. */
  src: string
  srcDark?: string
  alt: string
  /** Where the logo and title lead. Default `/`. */
  href: string
  width?: number | string
  height?: number | string
}

export interface NavbarConfig {
  title?: string
  logo?: ChromeLogo
  hideOnScroll: boolean
  items: NavbarItem[]
}

export type FooterItem = { label: string; href: string } | { html: string }

export interface FooterConfig {
  style: 'light' | 'dark'
  links: { title?: string; items: FooterItem[] }[]
  logo?: ChromeLogo
  /** HTML. */
  copyright?: string
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark'
  disableSwitch: boolean
  respectPrefersColorScheme: boolean
}

export interface AnnouncementBarConfig {
  /** Changing it shows the bar again to readers who closed it. */
  id: string
  /** HTML. */
  content: string
  isCloseable: boolean
}

/** What `virtual:site-config` carries of the chrome. */
export interface SiteChrome {
  navbar: NavbarConfig
  footer?: FooterConfig
  colorMode: ColorModeConfig
  announcementBar?: AnnouncementBarConfig
}

/** Whether a navbar link marks the section the reader is in (Docusaurus' activeBasePath/activeBaseRegex). */
export function isActiveNavbarLink(item: NavbarLinkItem, path: string): boolean {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(path)
  if (item.activeBasePath) return path.startsWith(item.activeBasePath)
  if (item.activeRoutes?.includes(path)) return true
  return item.href === path
}
