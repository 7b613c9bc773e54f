import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Plugin, ResolvedConfig } from 'vite'
import { docusaurusModulesPlugin } from '../../plugins/docusaurus-modules/index.ts'
import { docsPlugin } from '../../plugins/index.ts'
import { knownModules, moduleFile, unknownModuleMessage } from '../../plugins/docusaurus-modules/knownModules.ts'
import { siteContextModule } from '../../plugins/docusaurus-modules/siteContextModule.ts'
import { resolveDocsOptions } from '../../plugins/options.ts'

// The resolver of `docusaurusModules`: Docusaurus's module names to the engine's stand-ins, `@site/…` to
// the site's folder, and any other `@theme/` or `@docusaurus/` name an error naming the importing file.

const root = path.resolve(import.meta.dirname, '../..')
const siteDir = path.join(root, 'tests/fixtures/docusaurus-site')
const site = resolveDocsOptions({ site: { title: 'Fixture', url: 'https://docs.example.org' } }).site

/** The plugin's resolveId as Vite calls it, with `this.error` throwing and `this.resolve` finding files by extension. */
function resolver(options: Parameters<typeof docusaurusModulesPlugin>[0] = { siteDir: 'tests/fixtures/docusaurus-site', siteConfig: {} }) {
  return resolverOf(docusaurusModulesPlugin(options, site))
}

function resolverOf(plugin: Plugin) {
  if (typeof plugin.configResolved === 'function') {
    ;(plugin.configResolved as (config: Partial<ResolvedConfig>) => void)({
      root,
      base: '/',
      cacheDir: path.join(root, 'node_modules/.vite'),
    })
  }
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
    resolve: async (id: string) => (id.endsWith('Greeting') ? { id: `${id}.tsx` } : null),
  }
  if (typeof plugin.resolveId !== 'function') return async () => undefined
  const resolveId = plugin.resolveId as (
    this: typeof context,
    source: string,
    importer?: string,
  ) => Promise<string | { id: string } | undefined>
  return (source: string, importer?: string) => resolveId.call(context, source, importer)
}

describe('docusaurusModules resolution', () => {
  it('resolves each known module to its stand-in under src/theme, Tabs and TabItem to src/theme/tabs', async () => {
    const resolve = resolver()
    expect(await resolve('@theme/CodeBlock', path.join(siteDir, 'docs/a.mdx'))).toBe(path.join(root, 'src/theme/docusaurus/CodeBlock.tsx'))
    expect(await resolve('@docusaurus/router')).toBe(path.join(root, 'src/theme/docusaurus/router.ts'))
    expect(await resolve('@theme/Tabs')).toBe(path.join(root, 'src/theme/tabs/Tabs.tsx'))
    expect(await resolve('@theme/TabItem')).toBe(path.join(root, 'src/theme/tabs/TabItem.tsx'))
    for (const name of knownModules) expect(moduleFile(name, path.join(root, 'src/theme')), name).toMatch(/\.tsx?$/)
  })

  it('resolves @site/… inside the site folder, and leaves other imports to Vite', async () => {
    const resolve = resolver()
    expect(await resolve('@site/src/components/Greeting')).toEqual({ id: path.join(siteDir, 'src/components/Greeting.tsx') })
    expect(await resolve('react')).toBeUndefined()
    expect(await resolve('@themes/CodeBlock')).toBeUndefined()
  })

  it('fails on any other @theme/ or @docusaurus/ module, naming the importing file, the module and the known ones', async () => {
    const resolve = resolver()
    const importer = path.join(siteDir, 'docs/guide/cards.mdx')
    await expect(resolve('@theme/DocCard', importer)).rejects.toThrow(
      /^tests\/fixtures\/docusaurus-site\/docs\/guide\/cards\.mdx imports "@theme\/DocCard", which is not one of the Docusaurus modules/,
    )
    await expect(resolve('@docusaurus/plugin-content-docs/client', `${importer}?import`)).rejects.toThrow(
      /cards\.mdx imports "@docusaurus\/plugin-content-docs\/client".*\(@docusaurus\/BrowserOnly, .*@theme\/Tabs\)/,
    )
    // Module names are case-sensitive, as Docusaurus's are.
    await expect(resolve('@theme/codeblock', importer)).rejects.toThrow('"@theme/codeblock"')
    expect(unknownModuleMessage('@theme/Foo', undefined, root)).toMatch(/^An import of "@theme\/Foo"/)
  })
})

describe('@theme/Tabs and @theme/TabItem without the docusaurusModules option', () => {
  it("resolve to the engine's tabs, and nothing else of Docusaurus does", async () => {
    const resolve = resolver(false)
    expect(await resolve('@theme/Tabs')).toBe(path.join(root, 'src/theme/tabs/Tabs.tsx'))
    expect(await resolve('@theme/TabItem')).toBe(path.join(root, 'src/theme/tabs/TabItem.tsx'))
    // Left to the bundler, as on any site that did not ask for Docusaurus's modules.
    for (const source of ['@theme/CodeBlock', '@docusaurus/Link', '@site/src/components/Greeting', 'virtual:docusaurus-context']) {
      expect(await resolve(source, path.join(siteDir, 'docs/a.mdx')), source).toBeUndefined()
    }
  })

  it("have one resolver among docsPlugin()'s plugins, with the option and without", async () => {
    const base = { site: { title: 'Fixture', url: 'https://docs.example.org' }, search: false as const, prerender: false as const }
    for (const docusaurusModules of [false as const, { siteDir: 'tests/fixtures/docusaurus-site' }]) {
      const plugins = docsPlugin({ ...base, docusaurusModules })
      for (const source of ['@theme/Tabs', '@theme/TabItem']) {
        const resolved = []
        for (const plugin of plugins) {
          const id = await resolverOf(plugin)(source, path.join(siteDir, 'docs/a.mdx'))
          if (id) resolved.push(`${plugin.name} → ${path.relative(root, typeof id === 'string' ? id : id.id)}`)
        }
        expect(resolved, source).toEqual([`docusaurus-modules → ${path.join('src/theme/tabs', source.slice('@theme/'.length))}.tsx`])
      }
    }
  })
})

describe('docusaurusModules option', () => {
  it('is off by default and takes a site folder and extra siteConfig fields', () => {
    const base = { site: { title: 'Fixture', url: 'https://docs.example.org' } }
    expect(resolveDocsOptions(base).docusaurusModules).toBe(false)
    expect(resolveDocsOptions({ ...base, docusaurusModules: { siteDir: 'website' } }).docusaurusModules).toEqual({
      siteDir: 'website',
      siteConfig: {},
    })
    expect(() => resolveDocsOptions({ ...base, docusaurusModules: { siteDir: 'website', sitedir: 'x' } })).toThrow(/sitedir/)
  })

  it('writes siteConfig as Docusaurus has it: origin and base apart, customFields, the extra fields', () => {
    const code = siteContextModule({ ...site, url: 'https://docs.example.org' }, '/docs', {
      customFields: { a: 1 },
      organizationName: 'reduxjs',
    })
    const siteConfig = JSON.parse(code.replace(/^export const siteConfig = /, ''))
    expect(siteConfig).toEqual({
      title: 'Fixture',
      tagline: '',
      url: 'https://docs.example.org',
      baseUrl: '/docs/',
      customFields: { a: 1 },
      organizationName: 'reduxjs',
    })
  })
})
