import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyDocusaurusSite, docusaurusSitePlugin } from '../../plugins/docusaurus/index.ts'
import { docsPlugin } from '../../plugins/index.ts'

// The `docusaurus` option of docsPlugin(): the config mapped in before the options are validated, the
// caller's own options winning, and mapped options this build does not take named rather than fatal.

const siteDir = path.resolve(import.meta.dirname, '../fixtures/docusaurus-site')
const takesAll = () => true

describe('the docusaurus option', () => {
  it('maps the config into the options, the caller’s own options and site settings winning, and names the files it read', () => {
    const { input, files } = applyDocusaurusSite(
      { docusaurus: { siteDir }, onBrokenAnchors: 'throw' as const, site: { tagline: 'Ours' } },
      takesAll,
    )
    expect(files).toEqual([path.join(siteDir, 'docusaurus.config.ts'), path.join(siteDir, 'sidebars.ts')])
    expect(input).toMatchObject({
      docusaurus: { siteDir },
      contentDir: path.join(siteDir, 'docs'),
      onBrokenAnchors: 'throw',
      onBrokenLinks: 'throw',
      site: { title: 'Fixture Kit', tagline: 'Ours', url: 'https://fixture.example.org' },
    })
  })

  it('leaves out a mapped option the options schema does not take, and names it in a warning', () => {
    const { input, warnings } = applyDocusaurusSite({ docusaurus: { siteDir } }, (key) => key !== 'navbar' && key !== 'toc')
    expect(input).not.toHaveProperty('navbar')
    expect(input).toHaveProperty('footer')
    expect(warnings.at(-1)).toBe(
      'tests/fixtures/docusaurus-site/docusaurus.config.ts: mapped, but not options of this build of the engine yet, so left out: navbar, toc',
    )
  })

  it('takes every option it maps on the fixture site (its docs exclude globs and head among them): none is left out', () => {
    const plugins = docsPlugin({ docusaurus: { siteDir }, search: false, prerender: false })
    const logged: string[] = []
    const configResolved = plugins.find((plugin) => plugin.name === 'docs:docusaurus-site')!.configResolved as (config: unknown) => void
    configResolved({ logger: { warn: (message: string) => void logged.push(message) } })
    expect(logged.length).toBeGreaterThan(0) // its unsupported settings
    expect(logged.filter((warning) => warning.includes('mapped, but not options'))).toEqual([])
  })

  it('changes nothing without it', () => {
    const input = { site: { title: 'Docs', url: 'https://docs.example.org' } }
    expect(applyDocusaurusSite(input, takesAll)).toEqual({ input, warnings: [], files: [] })
  })

  it('makes docsPlugin() valid with only the site folder, and logs its warnings once', () => {
    const plugins = docsPlugin({ docusaurus: { siteDir }, search: false, prerender: false })
    const warningsPlugin = plugins.find((plugin) => plugin.name === 'docs:docusaurus-site')
    expect(warningsPlugin).toBeDefined()
    const logged: string[] = []
    const plugin = docusaurusSitePlugin(['first', 'second'])
    const config = { logger: { warn: (message: string) => void logged.push(message) } }
    const configResolved = plugin.configResolved as (config: unknown) => void
    configResolved(config)
    configResolved(config)
    expect(logged).toEqual(['warning: first', 'warning: second'])
  })

  it('fails for a folder without a config, and for a key the option does not have', () => {
    expect(() => docsPlugin({ docusaurus: { siteDir: '' } } as never)).toThrow('no docusaurus.config.ts')
    expect(() =>
      docsPlugin({ site: { title: 'Docs', url: 'https://docs.example.org' }, docusaurus: { siteDir, root: '.' } } as never),
    ).toThrow('option "docusaurus.root" is not known')
  })
})
