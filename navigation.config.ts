import type { DocsPluginOptions } from './plugins/options.ts'

// The navbar and footer (content-plan.md "Navbar and footer"), as docsPlugin's `navbar` and `footer`
// options in Docusaurus' shapes (plugins/chrome/options.ts); every `to`/`href` is checked like a content link.

/** The Redux repository (navbar and footer links, and the site's `repoUrl`). */
export const repoUrl = 'https://github.com/reduxjs/redux'

const helpHref = '/introduction/getting-started#help-and-discussion'

export const navbar: NonNullable<DocsPluginOptions['navbar']> = {
  title: 'Redux',
  // No `logo`: the site's stylesheet (site/site.css) paints the mark before the title.
  items: [
    { label: 'Getting Started', to: '/introduction/getting-started', activeBasePath: '/introduction/' },
    {
      label: 'Tutorial',
      to: '/tutorials/essentials/part-1-overview-concepts',
      activeBaseRegex: '^/(tutorials|basics|advanced)/',
    },
    { label: 'API', to: '/api/api-reference', activeBasePath: '/api/' },
    { label: 'FAQ', to: '/faq', activeBasePath: '/faq' },
    { label: 'Best Practices', to: '/style-guide/style-guide', activeBasePath: '/style-guide/' },
    { label: 'Need help?', to: helpHref, position: 'right' },
    { label: 'GitHub', href: repoUrl, position: 'right' },
  ],
}

export const footer: NonNullable<DocsPluginOptions['footer']> = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Getting Started', to: '/introduction/getting-started' },
        { label: 'Tutorial', to: '/tutorials/essentials/part-1-overview-concepts' },
        { label: 'FAQ', to: '/faq' },
        { label: 'API Reference', to: '/api/api-reference' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux' },
        { label: 'Feedback', to: helpHref },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'GitHub', href: repoUrl },
        {
          html: '<p class="footer-note">This site is built with Vite and React and a markdown pipeline of its own, and every page is prerendered to static HTML.</p>',
        },
      ],
    },
  ],
  copyright: 'Copyright © 2015–present the Redux documentation authors.',
}
