import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import Module from 'node:module'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'
import { DocusaurusConfigError, loadDocusaurusConfig, resolveSiteDir } from '../../plugins/docusaurus/loadConfig.ts'
import { missingModuleName, missingPackageOfPath } from '../../plugins/docusaurus/missingPackages.ts'

// docusaurus.config.* loaded as Docusaurus 3 loads it (jiti): TypeScript with type-only imports, ES modules,
// CommonJS with __dirname and require.resolve, a function export; packages that are not installed stubbed
// and named, never fatal.

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const site = path.join(fixtures, 'docusaurus-site')

describe('loadDocusaurusConfig', () => {
  it('loads a TypeScript config: type-only imports dropped, local TS modules imported, uninstalled packages stubbed', () => {
    const loaded = loadDocusaurusConfig(site)
    expect(loaded.configFile).toBe(path.join(site, 'docusaurus.config.ts'))
    expect(loaded.config).toMatchObject({
      title: 'Fixture Kit',
      url: 'https://fixture.example.org',
      customFields: { configDir: 'docusaurus-site' },
    })
    // The type-only imports (@docusaurus/types, @docusaurus/preset-classic) are not packages it looked for.
    expect(loaded.missingPackages).toEqual(['@fixture-only/remark-glossary', '@getcanary/docusaurus-theme-search-pagefind'])
    const [[, presetOptions]] = loaded.config.presets as [[string, { docs: { remarkPlugins: unknown[] } }]]
    const [[productName, productOptions], glossary] = presetOptions.docs.remarkPlugins as [[() => unknown, unknown], unknown]
    expect(productName.name).toBe('remarkProductName')
    expect(productOptions).toEqual({ name: 'Fixture Kit' })
    expect(missingModuleName(productName)).toBeUndefined()
    expect(missingModuleName(glossary)).toBe('@fixture-only/remark-glossary')
    const [theme] = loaded.config.themes as string[]
    expect(missingPackageOfPath(theme)).toBe('@getcanary/docusaurus-theme-search-pagefind')
  })

  it('loads an ES module config, with installed packages as they are', () => {
    const loaded = loadDocusaurusConfig(path.join(fixtures, 'docusaurus-configs/esm'))
    expect(loaded.configFile.endsWith('docusaurus.config.mjs')).toBe(true)
    expect(loaded.config.title).toBe('ESM site')
    const [[, options]] = loaded.config.presets as [[string, { docs: { remarkPlugins: unknown[] } }]]
    expect(options.docs.remarkPlugins).toEqual([remarkGfm])
    expect(loaded.missingPackages).toEqual(['@fixture-only/docusaurus-plugin-analytics'])
  })

  it('loads a CommonJS config with __dirname and require.resolve', () => {
    const loaded = loadDocusaurusConfig(path.join(fixtures, 'docusaurus-configs/cjs'))
    expect(loaded.config.customFields).toEqual({ folder: 'cjs' })
    expect(loaded.missingPackages).toEqual(['@fixture-only/docusaurus-theme-search'])
  })

  it('calls a config that exports a function', () => {
    expect(loadDocusaurusConfig(path.join(fixtures, 'docusaurus-configs/function')).config.title).toBe('Function site')
  })

  it('does not stub a missing relative file: that is an error naming the config', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docusaurus-config-'))
    writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'x', sidebar: require('./missing-sidebars.js') }\n")
    expect(() => loadDocusaurusConfig(dir)).toThrow(DocusaurusConfigError)
    expect(() => loadDocusaurusConfig(dir)).toThrow(`${path.join(dir, 'docusaurus.config.js')}: could not be loaded`)
  })

  it('stubs only while the config loads: Node resolves as before afterwards, also after a failed load', () => {
    const resolver = (Module as unknown as { _resolveFilename: unknown })._resolveFilename
    const dir = mkdtempSync(path.join(tmpdir(), 'docusaurus-config-'))
    writeFileSync(path.join(dir, 'docusaurus.config.js'), "throw new Error('broken config')\n")
    expect(() => loadDocusaurusConfig(dir)).toThrow('broken config')
    loadDocusaurusConfig(path.join(fixtures, 'docusaurus-configs/cjs'))
    expect((Module as unknown as { _resolveFilename: unknown })._resolveFilename).toBe(resolver)
    expect(() => Module.createRequire(import.meta.filename).resolve('@fixture-only/docusaurus-theme-search')).toThrow()
  })

  it('says which file names it looked for when the folder has no config, and refuses an async config', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docusaurus-config-'))
    expect(() => loadDocusaurusConfig(dir)).toThrow('no docusaurus.config.ts, docusaurus.config.mts')
    writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = async () => ({ title: 'x' })\n")
    expect(() => loadDocusaurusConfig(dir)).toThrow('the config is asynchronous')
  })

  it('resolves the site folder from the project root, or takes it absolute', () => {
    expect(resolveSiteDir('website', '/repo')).toBe(path.resolve('/repo/website'))
    expect(resolveSiteDir('/elsewhere/site', '/repo')).toBe(path.resolve('/elsewhere/site'))
  })
})
