import { describe, expect, it } from 'vitest'
import { OptionsError, resolveDocsOptions } from '../plugins/options.ts'
import { docsPlugin } from '../plugins/index.ts'
import { searchSettings, siteSettings } from '../site.config.ts'

// docsPlugin()'s options, declared once in plugins/options.ts: defaults filled in, and every mistake an
// error naming the option and the config file, before anything is built.

const site = { title: 'Docs', url: 'https://docs.example.org/' }
const failure = (input: unknown, file?: string) => {
  try {
    resolveDocsOptions(input, file)
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError)
    return (error as Error).message
  }
  throw new Error('no error')
}

describe('docsPlugin options', () => {
  it('fills in every default', () => {
    const options = resolveDocsOptions({ site })
    expect(options).toMatchObject({
      site: { title: 'Docs', url: 'https://docs.example.org', tagline: '', description: '' },
      contentDir: 'content',
      pagesDir: 'src/pages',
      sidebar: 'auto',
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      markdown: { format: 'detect', mdxComponents: 'src/theme/mdxComponents.ts' },
      version: { name: 'current', label: 'Next' },
      search: {},
      prerender: { entry: 'src/entry-server.tsx' },
    })
    expect(options.markdown.iframeHosts).toContain('www.youtube.com')
  })

  it('refuses an option it does not know, naming it, the file and the nearest known option', () => {
    const message = failure({ site, sidbar: 'auto' }, 'docs.config.ts')
    expect(message).toContain('docs.config.ts: docsPlugin() options:')
    expect(message).toContain('option "sidbar" is not known (did you mean "sidebar"?)')
    expect(failure({ site, markdown: { formats: 'md' } })).toContain('option "markdown.formats" is not known (did you mean "format"?)')
    expect(failure({ site: { ...site, tagLine: 'x' } })).toContain('option "site.tagLine" is not known (did you mean "tagline"?)')
  })

  it('refuses a value of the wrong kind, naming the option', () => {
    expect(failure({ site, onBrokenLinks: 'ignore' })).toMatch(/option "onBrokenLinks": .*"throw"\|"warn"/)
    expect(failure({ site: { title: 'Docs', url: 'docs.example.org' } })).toContain('option "site.url": expected an absolute http(s) URL')
    expect(failure({ site, markdown: { iframeHosts: ['https://www.youtube.com'] } })).toContain(
      'option "markdown.iframeHosts[0]": expected a host name',
    )
    expect(failure({ site, sidebar: ['api/store'] })).toContain('option "sidebar')
    expect(failure({ site, remarkPlugins: ['remark-gfm'] })).toContain('option "remarkPlugins[0]": expected a unified plugin')
    expect(failure({})).toContain('option "site"')
  })

  it('fails docsPlugin() itself, before Vite starts, and reads this site’s settings from exact variable names only', () => {
    expect(() => docsPlugin({ site, sidebar: 'auto', onBrokenLink: 'warn' } as never)).toThrow(
      'option "onBrokenLink" is not known (did you mean "onBrokenLinks"?)',
    )
    const env = {
      SITE_URL: 'https://preview.example.org',
      EDIT_URL_TOKEN: 's3cr3t',
      EDIT_URL: 'https://git.example.org/edit/main/',
      GTAG_ID: 'G-ABC123',
    }
    const resolved = resolveDocsOptions({ site: siteSettings(env), search: searchSettings(env) })
    expect(resolved.site).toMatchObject({
      url: 'https://preview.example.org',
      editUrl: 'https://git.example.org/edit/main',
      gtagId: 'G-ABC123',
    })
    expect(JSON.stringify(resolved.site)).not.toContain('s3cr3t')
    expect(resolved.search).toEqual({})
    expect(searchSettings({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i' })).toEqual({
      algolia: { appId: 'A', apiKey: 'k', indexName: 'i' },
    })
  })
})
