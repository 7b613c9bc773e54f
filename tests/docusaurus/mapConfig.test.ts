import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDocusaurusConfig } from '../../plugins/docusaurus/loadConfig.ts'
import { docusaurusToOptions } from '../../plugins/docusaurus/mapConfig.ts'
import { loadSidebarsFile } from '../../plugins/sidebars/index.ts'

// The fixture site's Docusaurus config mapped onto the engine's plain options (the contract's names and
// shapes), Docusaurus' defaults where it is silent, and the two warnings of what it leaves out.

const site = path.resolve(import.meta.dirname, '../fixtures/docusaurus-site')

function mapFixture() {
  const loaded = loadDocusaurusConfig(site)
  return docusaurusToOptions(loaded.config, site, {
    configFile: loaded.configFile,
    missingPackages: loaded.missingPackages,
    loadSidebars: (file) => loadSidebarsFile(file, loaded.loadSiteModule),
  })
}

describe('docusaurusToOptions on the fixture site', () => {
  const { options, warnings } = mapFixture()

  it('maps the site settings, the docs options and the preset’s custom CSS', () => {
    expect(options.site).toEqual({
      title: 'Fixture Kit',
      tagline: 'A Docusaurus site the engine builds as it stands',
      url: 'https://fixture.example.org',
    })
    expect(options.contentDir).toBe(path.join(site, 'docs'))
    expect(options.sidebar).toEqual({
      file: path.join(site, 'sidebars.ts'),
      sidebars: { guide: expect.any(Array), api: expect.any(Object) },
    })
    expect(options.exclude).toEqual(['**/drafts/**'])
    expect(options.lastUpdate).toEqual({ time: true, author: true })
    expect(options.customCss).toEqual([path.join(site, 'src/css/custom.css')])
    expect(options.staticDirs).toEqual([path.join(site, 'static')])
    expect(options).toMatchObject({ markdown: { format: 'mdx' }, onBrokenLinks: 'throw', onBrokenAnchors: 'warn' })
    expect(options.docusaurusModules?.siteDir).toEqual(site)
    expect(options.docusaurusModules?.siteConfig).toEqual({ customFields: { configDir: 'docusaurus-site', releaseChannel: 'stable' } })
    expect(options.head).toEqual({
      favicon: '/img/favicon.ico',
      image: '/img/social-card.png',
      metadata: [{ name: 'keywords', content: 'fixture, docusaurus' }],
    })
  })

  it('passes the installed remark plugins on and leaves the uninstalled one out', () => {
    expect(options.remarkPlugins).toHaveLength(1)
    const [[plugin, pluginOptions]] = options.remarkPlugins as [[(options: { name: string }) => unknown, unknown]]
    expect(plugin.name).toBe('remarkProductName')
    expect(pluginOptions).toEqual({ name: 'Fixture Kit' })
  })

  it('turns a string editUrl into the link Docusaurus makes: base, docs folder from the site, page path', () => {
    const editUrl = options.editUrl as (params: { docPath: string }) => string
    expect(editUrl({ docPath: 'config/loading.md' })).toBe('https://git.example.org/fixture/edit/main/website/docs/config/loading.md')
  })

  it('maps themeConfig onto navbar, footer, toc, colorMode and announcementBar, without the item types it cannot show', () => {
    expect(options.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 })
    expect(options.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true })
    expect(options.announcementBar).toEqual({ id: 'fixture-release', content: 'Fixture Kit 2 is out', isCloseable: true })
    const navbar = options.navbar!
    expect(navbar).toMatchObject({
      title: 'Fixture Kit',
      logo: { alt: 'Fixture Kit logo', src: 'img/fixture-logo.svg' },
      hideOnScroll: false,
    })
    expect(navbar.items.map((item) => item.type ?? 'link')).toEqual(['link', 'doc', 'docSidebar', 'dropdown', 'html', 'search', 'link'])
    expect(navbar.items[3].items!.map((item) => item.type ?? 'link')).toEqual(['link', 'doc', 'html'])
    expect(navbar.items[1]).toEqual({ type: 'doc', docId: 'config/loading', label: 'Loading', position: 'left' })
    const footer = options.footer!
    expect(footer.style).toBe('dark')
    expect(footer.links.map((column) => column.title)).toEqual(['Docs', 'More'])
    expect(footer.links[1].items[1]).toEqual({ html: '<a href="https://example.org/hosting">Hosted by Example</a>' })
    expect(footer.logo).toMatchObject({ src: 'img/fixture-logo.svg', href: 'https://fixture.example.org' })
    expect(footer.copyright).toMatch(/^Copyright © \d{4} The Fixture Kit authors$/)
  })

  it('names the packages that are not installed in one warning, and every setting left out in another', () => {
    expect(warnings).toHaveLength(2)
    const [missing, unsupported] = warnings
    expect(missing).toBe(
      'tests/fixtures/docusaurus-site/docusaurus.config.ts: 2 packages it imports are not installed, so left out (install one to use it, ' +
        'e.g. a remark plugin; Docusaurus themes and plugins do not run here): @fixture-only/remark-glossary, @getcanary/docusaurus-theme-search-pagefind',
    )
    expect(unsupported.split('\n')[0]).toBe(
      'tests/fixtures/docusaurus-site/docusaurus.config.ts: 5 settings this engine does not support, left out (README.md, "Moving from Docusaurus"):',
    )
    const keys = unsupported
      .split('\n')
      .slice(1)
      .map((line) => line.match(/^ {2}- ([^:]+):/)?.[1])
    expect(keys).toEqual([
      'presets[0][1].docs.sidebarCollapsible',
      'plugins[0]',
      'themeConfig.navbar.items[3].items[3]',
      'themeConfig.navbar.items[6]',
      'themeConfig.prism',
    ])
    expect(unsupported).toContain('plugins[0]: plugin "@dipakparmar/docusaurus-plugin-umami": Docusaurus plugins do not run here')
    expect(unsupported).toContain('themeConfig.navbar.items[3].items[3]: navbar item type "localeDropdown": this engine builds one locale')
    expect(unsupported).toContain('themeConfig.navbar.items[6]: navbar item type "docsVersionDropdown"')
  })
})
