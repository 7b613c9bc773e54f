import type { ResolvedDocsOptions } from '../options.ts'
import type { ConfigLink } from '../docs/checkLinks.ts'
import type { ChromeLogo, FooterItem, NavbarItem, SiteChrome } from '../../shared/siteChrome.ts'
import type { NavbarItemOption } from './options.ts'

// The chrome options made into what the browser renders (shared/siteChrome.ts): a `doc` item's id and a
// `docSidebar` item's sidebar become routes, every `to`/`href` and logo is listed for the build's link
// check (naming the option it is written in), and an id no page has is a problem that fails the build.

/** A page as a navbar item names it. */
export interface ChromeDoc {
  route: string
  /** Its sidebar label (a `doc` item without `label` shows it). */
  label: string
}

export interface ChromeLookups {
  /** The page with this Docusaurus doc id (folder and front matter `id`). */
  docById(docId: string): ChromeDoc | undefined
  /**
   * The pages of the sidebar with this id, in sidebar order (a `docSidebar` item leads to the first and is
   * marked on all of them); undefined when the site has no such sidebar.
   */
  sidebarDocs(sidebarId: string): ChromeDoc[] | undefined
  /**
   * The routes of the sidebar a page is in (the first listing it), undefined for a page in none: a `doc`
   * item is marked on all of them, as Docusaurus marks it while its sidebar is shown.
   */
  sidebarRoutesOf?(route: string): string[] | undefined
}

export interface ResolvedChrome {
  chrome: SiteChrome
  /** Every link the options write, checked like a page's links. */
  links: ConfigLink[]
  problems: string[]
}

type ChromeOptions = Pick<ResolvedDocsOptions, 'navbar' | 'footer' | 'colorMode' | 'announcementBar'>

/** Options name files of the public folder as Docusaurus does, `img/logo.svg` meaning `/img/logo.svg`. */
const siteUrl = (src: string) => (/^([a-z][a-z\d+.-]*:|\/)/i.test(src) ? src : `/${src}`)

export function resolveChrome(options: ChromeOptions, lookups: ChromeLookups, configFile = 'vite.config.ts'): ResolvedChrome {
  const links: ConfigLink[] = []
  const problems: string[] = []
  const option = (where: string) => `${configFile} (docsPlugin option ${where})`
  const link = (where: string, href: string) => {
    links.push({ file: option(where), href })
    return href
  }
  const logoOf = (where: string, logo: ChromeOptions['navbar']['logo']): ChromeLogo | undefined =>
    logo && {
      src: link(`${where}.src`, siteUrl(logo.src)),
      ...(logo.srcDark ? { srcDark: link(`${where}.srcDark`, siteUrl(logo.srcDark)) } : {}),
      alt: logo.alt ?? '',
      href: link(`${where}.href`, logo.href ?? '/'),
      ...(logo.width !== undefined ? { width: logo.width } : {}),
      ...(logo.height !== undefined ? { height: logo.height } : {}),
    }

  function navbarItem(item: NavbarItemOption, where: string): NavbarItem | undefined {
    const common = { position: item.position, ...(item.className ? { className: item.className } : {}) }
    switch (item.type) {
      case 'html':
        return { type: 'html', value: item.value, ...common }
      case 'search':
        return { type: 'search', ...common }
      case 'dropdown': {
        const items = item.items.flatMap((child, index) => {
          const resolved = navbarItem(child, `${where}.items[${index}]`)
          return resolved && (resolved.type === 'link' || resolved.type === 'html') ? [resolved] : []
        })
        const to = item.to !== undefined ? routeOfTo(item.to) : item.href
        return { type: 'dropdown', label: item.label, items, ...(to ? { href: link(where, to) } : {}), ...common }
      }
      case 'doc': {
        const doc = lookups.docById(item.docId)
        if (!doc) {
          problems.push(`${option(`${where}.docId`)}: no page has the doc id "${item.docId}"`)
          return undefined
        }
        const activeRoutes = lookups.sidebarRoutesOf?.(doc.route)
        return { type: 'link', label: item.label ?? doc.label, href: doc.route, ...(activeRoutes ? { activeRoutes } : {}), ...common }
      }
      case 'docSidebar': {
        const docs = lookups.sidebarDocs(item.sidebarId)
        if (!docs?.length) {
          problems.push(
            `${option(`${where}.sidebarId`)}: ${docs ? 'the sidebar' : 'no sidebar has the id'} "${item.sidebarId}"${docs ? ' has no page' : ''}`,
          )
          return undefined
        }
        const routes = docs.map((doc) => doc.route)
        return { type: 'link', label: item.label ?? docs[0].label, href: routes[0], activeRoutes: routes, ...common }
      }
      default: {
        const active = {
          ...(item.activeBasePath ? { activeBasePath: item.activeBasePath } : {}),
          ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}),
        }
        return {
          type: 'link',
          label: item.label,
          href: link(where, (item.to !== undefined ? routeOfTo(item.to) : item.href)!),
          ...active,
          ...common,
        }
      }
    }
  }

  const { navbar, footer, colorMode, announcementBar } = options
  const chrome: SiteChrome = {
    navbar: {
      ...(navbar.title !== undefined ? { title: navbar.title } : {}),
      ...(navbar.logo ? { logo: logoOf('navbar.logo', navbar.logo) } : {}),
      hideOnScroll: navbar.hideOnScroll,
      items: navbar.items.flatMap((item, index) => navbarItem(item, `navbar.items[${index}]`) ?? []),
    },
    colorMode,
  }
  if (footer) {
    chrome.footer = {
      style: footer.style,
      links: footer.links.map((column, columnIndex) => ({
        ...(column.title !== undefined ? { title: column.title } : {}),
        items: column.items.map((item, index): FooterItem => {
          if ('html' in item) return { html: item.html }
          return {
            label: item.label,
            href: link(`footer.links[${columnIndex}].items[${index}]`, (item.to !== undefined ? routeOfTo(item.to) : item.href)!),
          }
        }),
      })),
      ...(footer.logo ? { logo: logoOf('footer.logo', footer.logo) } : {}),
      ...(footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
    }
  }
  if (announcementBar) {
    const { id, content, isCloseable } = announcementBar
    chrome.announcementBar = { id, content, isCloseable }
  }
  return { chrome, links, problems }
}

/** A `to` is a route from the site's base, as Docusaurus's useBaseUrl reads it: `faq` is `/faq`. */
function routeOfTo(to: string): string {
  return to.startsWith('/') ? to : `/${to}`
}
