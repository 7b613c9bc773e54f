// The navbar and footer links (content-plan.md "Navbar and footer").

/** The Redux repository (navbar and footer links, and the site's `repoUrl`). */
export const repoUrl = 'https://github.com/reduxjs/redux'

export interface NavLink {
  label: string
  href: string
  /** Paths under these prefixes mark the item as the section being read. */
  activePrefixes?: string[]
}

export const helpHref = '/introduction/getting-started#help-and-discussion'

/** The navbar's main items, left to right. */
export const navbarItems: NavLink[] = [
  { label: 'Getting Started', href: '/introduction/getting-started', activePrefixes: ['/introduction/'] },
  {
    label: 'Tutorial',
    href: '/tutorials/essentials/part-1-overview-concepts',
    activePrefixes: ['/tutorials/', '/basics/', '/advanced/'],
  },
  { label: 'API', href: '/api/api-reference', activePrefixes: ['/api/'] },
  { label: 'FAQ', href: '/faq', activePrefixes: ['/faq'] },
  { label: 'Best Practices', href: '/style-guide/style-guide', activePrefixes: ['/style-guide/'] },
]

/** The navbar's secondary items (right side). */
export const navbarSecondaryItems: NavLink[] = [
  { label: 'Need help?', href: helpHref },
  { label: 'GitHub', href: repoUrl },
]

export function isActiveItem(item: NavLink, path: string): boolean {
  return item.activePrefixes?.some((prefix) => path === prefix || path.startsWith(prefix)) ?? false
}

export const footerGroups: { title: string; links: NavLink[]; note?: string }[] = [
  {
    title: 'Docs',
    links: [
      { label: 'Getting Started', href: '/introduction/getting-started' },
      { label: 'Tutorial', href: '/tutorials/essentials/part-1-overview-concepts' },
      { label: 'FAQ', href: '/faq' },
      { label: 'API Reference', href: '/api/api-reference' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux' },
      { label: 'Feedback', href: helpHref },
    ],
  },
  {
    title: 'More',
    links: [{ label: 'GitHub', href: repoUrl }],
    note: 'This site is built with Vite and React and a markdown pipeline of its own, and every page is prerendered to static HTML.',
  },
]

/** Every href of the navbar and footer, for the build's link check (vite.config.ts). */
export function navigationLinks(file: string): { file: string; href: string }[] {
  const items = [...navbarItems, ...navbarSecondaryItems, ...footerGroups.flatMap((group) => group.links)]
  return items.map((item) => ({ file, href: item.href }))
}
