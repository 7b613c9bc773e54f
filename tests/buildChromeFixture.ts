import path from 'node:path'
import { buildFixture, type FixtureOptions } from './buildFixture.ts'

// The chrome part of the fixture Docusaurus site (tests/fixtures/docusaurus-site): its docs/chrome pages,
// its static/ folder and src/css/custom.css, with a navbar of every item type, a footer, dark by default,
// an announcement bar; for tests/chrome/chromeBuild.test.ts and tests/e2e/chrome.test.ts.

export const docusaurusSite = path.resolve(import.meta.dirname, 'fixtures/docusaurus-site')

export const chromeOptions = {
  sidebar: ['/setup', '/welcome', { label: 'Reference', items: ['/reference/options'] }],
  navbar: {
    title: 'Fixture',
    logo: { src: 'img/fixture-logo.svg', srcDark: 'img/fixture-logo-dark.svg', alt: 'Fixture logo' },
    items: [
      { type: 'doc', docId: 'welcome' },
      { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
      { to: '/reference/options', label: 'Reference', activeBasePath: '/reference/' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { to: '/setup', label: 'Setup' },
          { href: 'https://example.com/blog', label: 'Blog' },
          { type: 'html', value: '<span class="fixture-menu-note">and more soon</span>' },
        ],
      },
      { type: 'html', value: '<span class="fixture-badge">beta</span>', position: 'right' },
      { type: 'search', position: 'right' },
      { href: 'https://github.com/example/fixture', label: 'GitHub', position: 'right' },
    ],
  },
  footer: {
    style: 'light',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Welcome', to: '/welcome' },
          { label: 'Options', to: '/reference/options' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: 'https://github.com/example/fixture' },
          { html: '<a class="fixture-html-link" href="https://example.com/news">News (HTML item)</a>' },
        ],
      },
    ],
    logo: { src: 'img/fixture-logo.svg', alt: 'Fixture', href: 'https://example.com' },
    copyright: 'Copyright © 2026 <b>Fixture authors</b>',
  },
  colorMode: { defaultMode: 'dark' },
  announcementBar: {
    id: 'release-2',
    content: 'Version 2 is out: <a href="/setup">set it up</a>',
    backgroundColor: '#1d6b46',
    textColor: '#ffffff',
  },
  customCss: [path.join(docusaurusSite, 'src/css/custom.css')],
} satisfies FixtureOptions['docs']

/** Builds the chrome fixture with prerendering into a fresh folder, which it returns. */
export function buildChromeFixture(docs: FixtureOptions['docs'] = chromeOptions): Promise<string> {
  return buildFixture({
    contentDir: path.join(docusaurusSite, 'docs/chrome'),
    publicDir: path.join(docusaurusSite, 'static'),
    docs,
    prerender: { siteUrl: 'https://docs.example.org' },
  })
}
