import type { FooterItem, FooterOptions, MappedOptions, NavbarItem, NavbarOptions } from './mappedOptions.ts'
import { isRecord } from './records.ts'
import type { UnsupportedKeys } from './warnings.ts'

// The classic theme's `themeConfig` → the engine's navbar, footer, toc, colorMode, announcementBar, head
// and Algolia options. Item shapes pass through as Docusaurus writes them (the navbar and footer render
// them); the item types the navbar cannot render are left out, each named.

type ThemeOptions = Pick<MappedOptions, 'navbar' | 'footer' | 'toc' | 'colorMode' | 'announcementBar' | 'head' | 'search'>

/** The navbar item types the engine renders (undefined and 'default': a `to`/`href` link). */
const navbarItemTypes = ['default', 'doc', 'docSidebar', 'dropdown', 'html', 'search']

const themeKeyReason: Record<string, string> = {
  prism: 'code blocks are coloured by the engine’s own highlighter and theme (restyle them in customCss)',
  docs: 'the sidebar is not hideable and categories do not auto-collapse here',
  blog: 'there is no blog here',
  mermaid: 'mermaid diagrams are not rendered: use an image',
  liveCodeBlock: 'live code blocks are not rendered: the code shows as a plain block',
  zoom: 'image zoom is not available',
}

export function mapThemeConfig(themeConfig: Record<string, unknown>, unsupported: UnsupportedKeys): ThemeOptions {
  const at = 'themeConfig'
  const mapped: ThemeOptions = {}
  if (isRecord(themeConfig.navbar)) mapped.navbar = mapNavbar(themeConfig.navbar, `${at}.navbar`, unsupported)
  if (isRecord(themeConfig.footer)) mapped.footer = mapFooter(themeConfig.footer, `${at}.footer`, unsupported)
  if (isRecord(themeConfig.tableOfContents)) {
    const { minHeadingLevel = 2, maxHeadingLevel = 3 } = themeConfig.tableOfContents as Record<string, number | undefined>
    mapped.toc = { minHeadingLevel, maxHeadingLevel }
    unsupported.addUnknownKeys(
      themeConfig.tableOfContents,
      `${at}.tableOfContents`,
      ['minHeadingLevel', 'maxHeadingLevel'],
      'not supported',
    )
  }
  if (isRecord(themeConfig.colorMode)) {
    const { defaultMode, disableSwitch, respectPrefersColorScheme } = themeConfig.colorMode
    mapped.colorMode = {
      defaultMode: defaultMode === 'dark' ? 'dark' : 'light',
      disableSwitch: disableSwitch === true,
      respectPrefersColorScheme: respectPrefersColorScheme === true,
    }
    unsupported.addUnknownKeys(
      themeConfig.colorMode,
      `${at}.colorMode`,
      ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'],
      'not supported',
    )
  }
  if (isRecord(themeConfig.announcementBar) && typeof themeConfig.announcementBar.content === 'string') {
    const bar = themeConfig.announcementBar
    mapped.announcementBar = {
      id: typeof bar.id === 'string' ? bar.id : 'announcement-bar',
      content: bar.content as string,
      ...(typeof bar.backgroundColor === 'string' ? { backgroundColor: bar.backgroundColor } : {}),
      ...(typeof bar.textColor === 'string' ? { textColor: bar.textColor } : {}),
      isCloseable: bar.isCloseable !== false,
    }
  }
  if (themeConfig.image !== undefined || themeConfig.metadata !== undefined) {
    mapped.head = {
      ...(typeof themeConfig.image === 'string' ? { image: themeConfig.image } : {}),
      metadata: Array.isArray(themeConfig.metadata) ? themeConfig.metadata.filter(isRecord).map(stringValues) : [],
    }
  }
  if (isRecord(themeConfig.algolia)) mapped.search = mapAlgolia(themeConfig.algolia, `${at}.algolia`, unsupported)
  const known = ['navbar', 'footer', 'tableOfContents', 'colorMode', 'announcementBar', 'image', 'metadata', 'algolia']
  unsupported.addUnknownKeys(themeConfig, at, known, (key) => themeKeyReason[key] ?? 'read by a theme or plugin that does not run here')
  return mapped
}

function mapNavbar(navbar: Record<string, unknown>, at: string, unsupported: UnsupportedKeys): NavbarOptions {
  unsupported.addUnknownKeys(navbar, at, ['title', 'logo', 'items', 'hideOnScroll'], (key) =>
    key === 'style' ? 'the navbar has the theme’s colours (restyle it in customCss)' : 'not supported',
  )
  return {
    ...(typeof navbar.title === 'string' ? { title: navbar.title } : {}),
    ...(isRecord(navbar.logo) && typeof navbar.logo.src === 'string' ? { logo: navbar.logo as NavbarOptions['logo'] } : {}),
    ...(typeof navbar.hideOnScroll === 'boolean' ? { hideOnScroll: navbar.hideOnScroll } : {}),
    items: navbarItems(navbar.items, `${at}.items`, unsupported),
  }
}

function navbarItems(items: unknown, at: string, unsupported: UnsupportedKeys): NavbarItem[] {
  if (!Array.isArray(items)) return []
  const kept: NavbarItem[] = []
  items.forEach((item, index) => {
    if (!isRecord(item)) return unsupported.add(`${at}[${index}]`, 'expected a navbar item object')
    const type = typeof item.type === 'string' ? item.type : 'default'
    if (!navbarItemTypes.includes(type)) return unsupported.add(`${at}[${index}]`, `navbar item type "${type}": ${navbarTypeReason(type)}`)
    kept.push(
      type === 'dropdown' ? { ...item, items: navbarItems(item.items, `${at}[${index}].items`, unsupported) } : (item as NavbarItem),
    )
  })
  return kept
}

function navbarTypeReason(type: string): string {
  if (type.startsWith('docsVersion')) return 'this engine builds one version, so there is no version to pick'
  if (type === 'localeDropdown') return 'this engine builds one locale'
  if (type.startsWith('custom-')) return 'custom navbar components are not rendered'
  return 'not supported'
}

function mapFooter(footer: Record<string, unknown>, at: string, unsupported: UnsupportedKeys): FooterOptions {
  unsupported.addUnknownKeys(footer, at, ['style', 'links', 'logo', 'copyright'], 'not supported')
  const links = Array.isArray(footer.links) ? footer.links.filter(isRecord) : []
  // Docusaurus' "simple footer": a flat list of links instead of titled columns; here one untitled column.
  // A footer link's keys beyond label/to/href/html (a `type: 'doc'` Docusaurus's footer ignores) are dropped.
  const itemOf = (item: Record<string, unknown>, where: string): FooterItem => {
    const keys = 'html' in item ? ['html'] : ['label', 'to', 'href']
    unsupported.addUnknownKeys(item, where, keys, 'ignored in a footer link, as Docusaurus ignores it')
    return Object.fromEntries(Object.entries(item).filter(([key]) => keys.includes(key))) as FooterItem
  }
  const columns = links.every((link) => Array.isArray(link.items))
    ? links.map((column, c) => ({
        ...(typeof column.title === 'string' ? { title: column.title } : {}),
        items: (column.items as unknown[]).filter(isRecord).map((item, i) => itemOf(item, `${at}.links[${c}].items[${i}]`)),
      }))
    : [{ items: links.map((item, i) => itemOf(item, `${at}.links[${i}]`)) }]
  return {
    ...(footer.style === 'dark' || footer.style === 'light' ? { style: footer.style } : {}),
    links: columns,
    ...(isRecord(footer.logo) ? { logo: footer.logo } : {}),
    ...(typeof footer.copyright === 'string' ? { copyright: footer.copyright } : {}),
  }
}

function mapAlgolia(algolia: Record<string, unknown>, at: string, unsupported: UnsupportedKeys): MappedOptions['search'] {
  unsupported.addUnknownKeys(
    algolia,
    at,
    ['appId', 'apiKey', 'indexName'],
    'the engine’s DocSearch takes the app id, key and index name only',
  )
  const { appId, apiKey, indexName } = algolia
  if (typeof appId === 'string' && typeof apiKey === 'string' && typeof indexName === 'string')
    return { algolia: { appId, apiKey, indexName } }
  unsupported.add(at, 'expected appId, apiKey and indexName')
  return undefined
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}
