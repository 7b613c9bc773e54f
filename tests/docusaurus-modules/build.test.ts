import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeSite, type SiteAnalysis } from '../../bench/lib/siteAnalysis.ts'
import { firstLoadOf } from '../../bench/lib/firstLoad.ts'
import { buildDocusaurusModules, docusaurusSite } from '../buildDocusaurusModules.ts'

// The fixture Docusaurus site's pages that import Docusaurus's public modules
// (tests/fixtures/docusaurus-site/docs/modules), built and prerendered: what each module puts in the
// HTML, what the head gets, which chunks carry the components, and the build that refuses an unknown module.

let outDir: string
let warnings: string[]
let site: SiteAnalysis
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')
/** The page's article, as prerendered. */
const article = (route: string) => {
  const html = read(`${route.slice(1)}.html`)
  return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'))
}
const head = (route: string) => {
  const html = read(`${route.slice(1)}.html`)
  return html.slice(0, html.indexOf('</head>'))
}

beforeAll(async () => {
  ;({ outDir, warnings } = await buildDocusaurusModules())
  site = await analyzeSite(outDir)
}, 240_000)
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('Docusaurus modules in a build', () => {
  it('highlights a literal CodeBlock at build time: title, {1,3-4}, line numbers, a language from className', () => {
    const html = article('/components')
    const block = html.slice(html.indexOf('<div class="code-block">'), html.indexOf('</pre>') + 6)
    expect(block).toContain('<div class="code-block-title">counter.js</div>')
    expect(block).toContain('<pre data-language="js" data-lines="5"')
    expect(block).toContain('<span class="k">export</span>')
    expect(block.match(/<span class="line highlighted">/g)).toHaveLength(3)
    expect(block.match(/<span data-n="\d"><\/span>/g)).toHaveLength(5)
    expect(html).toContain('<pre data-language="bash" data-lines="1" tabindex="0"><code><span class="f">npm</span>')
    expect(warnings.join('\n')).not.toContain('<CodeBlock>')
  })

  it('renders Admonition, Details, Heading, the @site component and a partial with its own imports', () => {
    const html = article('/components')
    expect(html).toMatch(/<div class="admonition admonition-tip"><p class="admonition-title">.*Keep reducers pure<\/p>/)
    expect(html).toMatch(/<div class="admonition admonition-warning"><p class="admonition-title">.*Warning<\/p>/)
    expect(html).toContain('<details><summary>Why use a store?</summary><p>One place holds the whole state.</p></details>')
    expect(html).toContain(
      '<h2 id="custom-heading">A heading from the theme<a href="/components#custom-heading" class="hash-link" aria-label="Direct link to A heading from the theme">#</a></h2>',
    )
    expect(html).toContain('<p class="fixture-greeting">Hello from the site folder, <!-- -->reader<!-- -->.</p>')
    expect(html).toMatch(/admonition-info.*From a partial/)
    expect(html).toContain('<div class="code-block-title">partial.ts</div>')
    expect(html).toContain('<span class="t">number</span>')
  })

  it("puts Head's title, description and tags in the prerendered head, over the page's own", () => {
    const tags = head('/client')
    expect(tags).toContain('<title>Client modules, by Head</title>')
    expect(tags).toContain(`<meta name="description" content="Set by the page's Head.">`)
    expect(tags).toContain('<meta property="og:title" content="Client modules, by Head">')
    expect(tags).toContain('<meta property="fixture:head" content="yes" data-page-head>')
    expect(tags.match(/<title>/g)).toHaveLength(1)
    // A page without a Head keeps its own.
    expect(head('/plain')).toContain('<title>A plain page | Redux</title>')
    expect(head('/plain')).not.toContain('data-page-head')
  })

  it('renders Link, the router, the site context, useBaseUrl, and only the fallback of BrowserOnly', () => {
    const html = article('/client')
    expect(html).toContain('<a href="/components" class="to-components">the components page</a>')
    expect(html).toContain('<a href="https://redux.js.org/" class="to-external" target="_blank" rel="noopener noreferrer">')
    expect(html).toContain(
      '<li data-fact="title">Redux</li><li data-fact="url">https://docs.example.org</li><li data-fact="baseUrl">/</li>',
    )
    expect(html).toContain('<li data-fact="custom">on</li><li data-fact="logo">/img/logo.svg</li>')
    expect(html).toContain('<span class="current-path">/client</span>')
    expect(html).toContain('<span class="browser-only-fallback">Loading in the browser…</span>')
    expect(html).not.toContain('browser-only-content')
    expect(html).toContain('<div class="modules-layout">')
  })

  it('renders every module in a React page of src/pages too, its Layout giving the title and description', () => {
    const tags = head('/modules')
    expect(tags).toContain('<title>Modules from a page | Redux</title>')
    expect(tags).toContain('<meta name="description" content="A React page importing every Docusaurus module.">')
    expect(tags).toContain('<meta property="fixture:page-head" content="yes" data-page-head>')
    const html = read('modules.html')
    expect(html).toContain('<h1>Modules in <!-- -->Redux</h1>')
    expect(html).toMatch(/<h2 id="page-section">A section of the page<a href="\/modules#page-section" class="hash-link"/)
    expect(html).toContain('<span class="page-path">/modules</span> <span class="page-logo">/img/logo.svg</span>')
    expect(html).toContain('<a href="/components" class="page-to-components">the components page</a>')
    expect(html).toMatch(/<div class="admonition admonition-note"><p class="admonition-title">.*From a page<\/p>/)
    expect(html).toContain('<details><summary>Page details</summary><p>Hidden until opened.</p></details>')
    expect(html).toContain('<div class="code-block-title">page.ts</div>')
    expect(html).toContain('<span class="t">string</span>')
    // Both panels in the HTML, for a reader without JavaScript.
    expect(html).toContain('Page install with npm.')
    expect(html).toContain('Page install with Yarn.')
    expect(html).toContain('<span class="page-browser-only-fallback">Later</span>')
    expect(html).not.toContain('page-browser-only"')
    expect(html).toContain('<p class="fixture-greeting">Hello from the site folder, <!-- -->page reader<!-- -->.</p>')
  })

  it('ships the components only with the pages that import them', () => {
    const firstLoad = (route: string) => site.pages.find((page) => page.route === route)!.js.map((js) => js.file)
    const code = (route: string) =>
      firstLoad(route)
        .map((file) => site.dist.text(file))
        .join('\n')
    // A string of each stand-in's code: CodeBlock's gutter, the router's history, the context's locale, Link's rel, the @site component.
    const markers = ['line-numbers', 'goForward', 'currentLocale', 'isNavLink', 'fixture-greeting']
    const everyPage = code('/components') + code('/client')
    for (const marker of markers) expect(everyPage, marker).toContain(marker)
    const plain = code('/plain')
    for (const marker of markers) expect(plain, marker).not.toContain(marker)
    // CodeBlock's stylesheet comes with the pages that show one (the components page and the React page), not the plain one.
    const stylesheets = (route: string) =>
      firstLoadOf(site.dist, route)
        .css.map((css) => site.dist.text(css.file))
        .join('\n')
    expect(head('/components')).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/)
    expect(stylesheets('/components')).toContain('.line-numbers')
    expect(stylesheets('/modules')).toContain('.line-numbers')
    expect(stylesheets('/plain')).not.toContain('.line-numbers')
  })

  it('fails the build on an unknown @theme/ module, naming the importing file and the module', async () => {
    await expect(buildDocusaurusModules(path.join(docusaurusSite, 'broken-modules'))).rejects.toThrow(
      'tests/fixtures/docusaurus-site/broken-modules/unknown-theme-import.mdx imports "@theme/DocCard", which is not one of the Docusaurus modules this site provides',
    )
  }, 240_000)
})
