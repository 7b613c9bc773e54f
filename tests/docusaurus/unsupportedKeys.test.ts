import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { docusaurusToOptions } from '../../plugins/docusaurus/mapConfig.ts'

// Every Docusaurus setting the engine does not support is one line of one warning, naming the key and
// the config file; what maps needs no warning. Each case is a config as small as the setting needs.

const siteDir = path.resolve('/sites/example/website')
const classic = (options: Record<string, unknown>) => ({ presets: [['classic', options]] })
const base = { title: 'Example', url: 'https://example.org', baseUrl: '/', ...classic({ docs: { routeBasePath: '/' } }) }

/** The `key: reason` lines of the unsupported-settings warning, for a config. */
function unsupported(config: Record<string, unknown>, loadSidebars: (file: string) => Record<string, unknown> = () => ({})) {
  const result = docusaurusToOptions({ ...base, ...config }, siteDir, { loadSidebars })
  return { lines: result.unsupported.map(({ key, reason }) => `${key}: ${reason}`), options: result.options, warnings: result.warnings }
}

describe('warnings of the docusaurus option', () => {
  it('has none for a config whose every key maps, and fills in Docusaurus’ defaults', () => {
    const { warnings, options } = unsupported({
      organizationName: 'o',
      projectName: 'p',
      tagline: 't',
      ...classic({ docs: { routeBasePath: '/' }, blog: false }),
    })
    expect(warnings).toEqual([])
    expect(options).toMatchObject({
      contentDir: path.join(siteDir, 'docs'),
      sidebar: 'auto',
      markdown: { format: 'mdx' },
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      staticDirs: [path.join(siteDir, 'static')],
    })
  })

  it('names the config file and each key on a line of one warning', () => {
    const result = docusaurusToOptions({ ...base, i18n: {}, trailingSlash: true }, siteDir, {
      configFile: path.join(siteDir, 'docusaurus.config.ts'),
    })
    expect(result.warnings).toHaveLength(1)
    const [warning] = result.warnings
    expect(warning).toContain(`${path.join(siteDir, 'docusaurus.config.ts')}: 2 settings this engine does not support, left out`)
    expect(warning).toContain('\n  - i18n: one locale is built')
    expect(warning).toContain('\n  - trailingSlash: page URLs have no trailing slash')
  })

  it('warns for a docs route base other than /', () => {
    expect(unsupported(classic({ docs: {} })).lines).toEqual([
      expect.stringMatching(/^presets\[0\]\[1\]\.docs\.routeBasePath: "docs": pages are served from the site's root/),
    ])
    expect(unsupported(classic({ docs: { routeBasePath: '/guides/' } })).lines[0]).toContain('routeBasePath: "/guides/"')
    expect(unsupported(classic({ docs: { routeBasePath: '' } })).lines).toEqual([])
  })

  it('warns for a config without docs options, and reads docs/ at the root', () => {
    const { lines, options } = unsupported({ presets: [] })
    expect(lines).toEqual([expect.stringMatching(/^presets: no docs options .*docs\/ is read as the docs folder, served from \/$/)])
    expect(options.contentDir).toBe(path.join(siteDir, 'docs'))
  })

  it('refuses a config without the fields Docusaurus requires, naming them and the file', () => {
    expect(() => docusaurusToOptions({ title: 'Example' }, siteDir, { configFile: 'website/docusaurus.config.ts' })).toThrow(
      'website/docusaurus.config.ts: url, baseUrl required (as Docusaurus requires them)',
    )
  })

  it('warns for a base URL other than /', () => {
    expect(unsupported({ baseUrl: '/docs/' }).lines).toEqual([
      expect.stringMatching(/^baseUrl: "\/docs\/": the site is served from its domain's root/),
    ])
  })

  it('maps onBrokenLinks and onBrokenAnchors, warning for the policies it does not have', () => {
    const { lines, options } = unsupported({ onBrokenLinks: 'ignore', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw' })
    expect(options).toMatchObject({ onBrokenLinks: 'warn', onBrokenAnchors: 'throw' })
    expect(lines).toEqual([
      expect.stringMatching(/^onBrokenLinks: "ignore": broken links are listed in a warning instead/),
      expect.stringMatching(/^onBrokenMarkdownLinks: "throw": a link to a missing \.md file is a broken link/),
    ])
    expect(unsupported({ onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' }).lines).toEqual([])
  })

  it('maps markdown.format and warns for markdown features it does not have', () => {
    const { lines, options } = unsupported({
      markdown: { format: 'detect', mermaid: true, mdx1Compat: { comments: false, headingIds: true } },
    })
    expect(options.markdown).toEqual({ format: 'detect' })
    expect(lines).toEqual([
      'markdown.mdx1Compat.comments: false: MDX 1 compatibility (comments, admonitions, {#heading-ids}) is always on',
      'markdown.mermaid: mermaid diagrams are not rendered: use an image',
    ])
  })

  it('warns for top-level keys it does not read, known to Docusaurus or not', () => {
    const { lines } = unsupported({ scripts: ['https://example.org/a.js'], clientModules: [], noIndex: true, headerLinks: [] })
    expect(lines.map((line) => line.split(':')[0])).toEqual(['scripts', 'clientModules', 'noIndex', 'headerLinks'])
    expect(lines[3]).toBe('headerLinks: not a Docusaurus 3 setting this engine reads')
  })

  it('warns for each docs option it does not map, and for sidebarPath: false', () => {
    const { lines, options } = unsupported(
      classic({
        docs: {
          routeBasePath: '/',
          sidebarPath: false,
          versions: {},
          numberPrefixParser: false,
          breadcrumbs: false,
          id: 'default',
          disableVersioning: true,
        },
      }),
    )
    expect(options.sidebar).toBe('auto')
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'presets[0][1].docs.sidebarPath',
      'presets[0][1].docs.versions',
      'presets[0][1].docs.numberPrefixParser',
      'presets[0][1].docs.breadcrumbs',
    ])
  })

  it('warns for the blog, sitemap and analytics of the classic preset, and maps a GA4 gtag id', () => {
    const { lines, options } = unsupported(
      classic({
        docs: { routeBasePath: '/' },
        blog: { path: 'blog' },
        sitemap: {},
        googleAnalytics: { trackingID: 'UA-1' },
        gtag: { trackingID: 'G-ABC123' },
      }),
    )
    expect(options.site.gtagId).toBe('G-ABC123')
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'presets[0][1].blog',
      'presets[0][1].sitemap',
      'presets[0][1].googleAnalytics',
    ])
  })

  it('warns for presets, plugins and themes other than the classic ones, and reads a docs plugin listed as a plugin', () => {
    const { lines, options } = unsupported({
      presets: [['@acme/docusaurus-preset', {}]],
      plugins: [
        ['@docusaurus/plugin-content-docs', { path: 'guides', routeBasePath: '/' }],
        function localPlugin() {},
        '@docusaurus/plugin-ideal-image',
      ],
      themes: ['@docusaurus/theme-classic', '@docusaurus/theme-mermaid'],
    })
    expect(options.contentDir).toBe(path.join(siteDir, 'guides'))
    expect(lines).toEqual([
      'presets[0]: preset "@acme/docusaurus-preset": only the classic preset is read',
      expect.stringMatching(/^plugins\[1\]: plugin "function localPlugin": Docusaurus plugins do not run here/),
      expect.stringMatching(/^plugins\[2\]: plugin "@docusaurus\/plugin-ideal-image"/),
      expect.stringMatching(/^themes\[1\]: theme "@docusaurus\/theme-mermaid": Docusaurus themes do not run here/),
    ])
  })

  it('warns for themeConfig keys it does not map, and maps Algolia’s three keys to search', () => {
    const { lines, options } = unsupported({
      themeConfig: {
        algolia: { appId: 'APP', apiKey: 'key', indexName: 'docs', contextualSearch: true },
        docs: { sidebar: { hideable: true } },
        zoom: {},
        navbar: { style: 'dark', items: [{ type: 'custom-banner' }, { type: 'docsVersion' }] },
        footer: { links: [], newKey: 1 },
        colorMode: { switchConfig: {} },
        tableOfContents: { minHeadingLevel: 3, depth: 2 },
      },
    })
    expect(options.search).toEqual({ algolia: { appId: 'APP', apiKey: 'key', indexName: 'docs' } })
    expect(options.toc).toEqual({ minHeadingLevel: 3, maxHeadingLevel: 3 })
    expect(lines.map((line) => line.split(': ')[0])).toEqual([
      'themeConfig.navbar.style',
      'themeConfig.navbar.items[0]',
      'themeConfig.navbar.items[1]',
      'themeConfig.footer.newKey',
      'themeConfig.tableOfContents.depth',
      'themeConfig.colorMode.switchConfig',
      'themeConfig.algolia.contextualSearch',
      'themeConfig.docs',
      'themeConfig.zoom',
    ])
    expect(lines[1]).toBe('themeConfig.navbar.items[0]: navbar item type "custom-banner": custom navbar components are not rendered')
  })

  it('makes a simple footer (links without columns) one untitled column', () => {
    const { options } = unsupported({ themeConfig: { footer: { links: [{ label: 'Docs', to: '/docs' }, { html: '<b>hi</b>' }] } } })
    expect(options.footer!.links).toEqual([{ items: [{ label: 'Docs', to: '/docs' }, { html: '<b>hi</b>' }] }])
  })

  it('passes a function editUrl on as it is, and loads the sidebars file sidebarPath names', () => {
    const editUrl = ({ docPath }: { docPath: string }) => `https://example.org/${docPath}`
    const loaded: string[] = []
    const { options } = unsupported(
      classic({ docs: { routeBasePath: '/', editUrl, sidebarPath: './sidebars.js', path: '../docs' } }),
      (file: string) => {
        loaded.push(file)
        return { main: ['intro'] }
      },
    )
    expect(options.editUrl).toBe(editUrl)
    expect(loaded).toEqual([path.join(siteDir, 'sidebars.js')])
    expect(options.sidebar).toEqual({ file: path.join(siteDir, 'sidebars.js'), sidebars: { main: ['intro'] } })
    expect(options.contentDir).toBe(path.resolve(siteDir, '../docs'))
  })
})
