import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../plugins/prerender/csp.ts'
import { renderHtmlPage, renderHtmlPageParts, type PageHead } from '../../plugins/prerender/htmlPage.ts'
import { pageHeaderNeeds } from '../../plugins/prerender/headers.ts'
import { pageMedia } from '../../plugins/prerender/pageMedia.ts'
import { tabsHeadScript } from '../../plugins/prerender/tabsScript.ts'
import { scriptLoader } from '../../plugins/prerender/scriptsAfterLoad.ts'

const template = `<!doctype html>
<html lang="en" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <title>Redux</title>
    <meta name="description" content="The default description." />
    <!-- A note for the template's maintainers. -->
    <script>document.documentElement.dataset.theme = 'light'</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const head: PageHead = {
  title: 'Store | Redux',
  description: 'The store & its "four" methods <getState>.',
  canonical: 'https://redux.js.org/api/store',
  siteName: 'Redux',
  ogType: 'article',
  modulePreloads: ['/assets/store-123.js', '/assets/jsx-runtime-def.js'],
  stylesheets: ['/assets/search-456.css'],
}

describe('renderHtmlPage', () => {
  const html = renderHtmlPage(template, head, '<div><h1>Store</h1><p>$& and $1 stay as written</p></div>')

  it('replaces the title and description, and adds canonical, Open Graph and Twitter tags', () => {
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Store | Redux</title>')
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html).toContain('<meta name="description" content="The store &amp; its &quot;four&quot; methods &lt;getState&gt;.">')
    expect(html).toContain('<link rel="canonical" href="https://redux.js.org/api/store">')
    expect(html).toContain('<meta property="og:type" content="article">')
    expect(html).toContain('<meta property="og:url" content="https://redux.js.org/api/store">')
    expect(html).toContain('<meta property="og:title" content="Store | Redux">')
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).toContain('<meta property="og:description" content="The store &amp; its &quot;four&quot; methods &lt;getState&gt;.">')
    // X falls back to the Open Graph tags: no twitter:title or twitter:description repeating them.
    expect(html).not.toMatch(/twitter:(title|description)/)
  })

  it("leaves out the template's comments, and keeps the app's own (React's hydration markers)", () => {
    expect(html).not.toContain('maintainers')
    expect(html).toMatch(/\n {4}<script>document.documentElement.dataset.theme/)
    expect(renderHtmlPage(template, head, '<div><!--$-->x<!--/$--></div>')).toContain('<div><!--$-->x<!--/$--></div>')
  })

  it('adds keywords, and a social card image with a large Twitter card, when the page has them', () => {
    expect(html).not.toContain('og:image')
    expect(html).not.toContain('name="keywords"')
    const withCard = renderHtmlPage(
      template,
      { ...head, keywords: ['redux', 'store "api"'], image: 'https://redux.js.org/img/card.png' },
      '<div></div>',
    )
    expect(withCard).toContain('<meta name="keywords" content="redux, store &quot;api&quot;">')
    expect(withCard).toContain('<meta property="og:image" content="https://redux.js.org/img/card.png">')
    expect(withCard).not.toContain('twitter:image')
    expect(withCard).toContain('<meta name="twitter:card" content="summary_large_image">')
  })

  it('keeps the stylesheets and the inline script, and loads the app and the page chunk (once) after load', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(`<script>document.documentElement.dataset.theme = 'light'</script>`)
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/search-456.css">')
    // No script or preload the browser would fetch while the page loads: the loader adds them after `load`.
    expect(head).not.toMatch(/<script[^>]*\bsrc=/)
    expect(head).not.toContain('rel="modulepreload"')
    const loader = head.match(/<script data-entry="([^"]*)" data-preload="([^"]*)">([^<]*)<\/script>/)
    expect(loader?.[1]).toBe('/assets/index-abc.js')
    expect(loader?.[2]).toBe('/assets/jsx-runtime-def.js /assets/store-123.js')
    expect(loader?.[3]).toBe(scriptLoader)
    // both inline scripts come before the stylesheets, which would otherwise hold the parser until they arrive
    expect(head.indexOf('<script>document.documentElement')).toBeLessThan(head.indexOf('data-entry'))
    expect(head.indexOf('data-entry')).toBeLessThan(head.indexOf('index-ghi.css'))
  })

  it('writes the same loader into every page, so one CSP hash allows it', () => {
    const other = renderHtmlPage(template, { ...head, modulePreloads: ['/assets/faq-9.js'] }, '<p>FAQ</p>')
    expect(other).toContain('data-preload="/assets/jsx-runtime-def.js /assets/faq-9.js"')
    expect(inlineScriptHashes(html, other)).toHaveLength(2) // the colour-mode script and the loader
  })

  it('renders the app into #root verbatim', () => {
    expect(html).toContain('<div id="root"><div><h1>Store</h1><p>$& and $1 stay as written</p></div></div>')
  })

  it('marks a page without canonical URL noindex and leaves out canonical and og:url', () => {
    const notFound = renderHtmlPage(template, { ...head, canonical: undefined, noindex: true, ogType: 'website' }, '')
    expect(notFound).toContain('<meta name="robots" content="noindex">')
    expect(notFound).not.toContain('canonical')
    expect(notFound).not.toContain('og:url')
  })

  it("takes the site's head option as Docusaurus does: favicon, default card, metadata after the theme's defaults, before the page's own", () => {
    const withIcon = template.replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" />\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    )
    const site = {
      favicon: '/img/favicon.ico',
      image: 'https://redux.js.org/img/card.png',
      metadata: [
        { name: 'twitter:card', content: 'summary' },
        { name: 'description', content: 'Site-wide words' },
        { name: 'theme-color', content: '#764abc' },
      ],
    }
    const html = renderHtmlPage(withIcon, { ...head, image: site.image, site }, '<p>Store</p>')
    expect(html).toContain('<link rel="icon" href="/img/favicon.ico">')
    expect(html).not.toContain('favicon.svg')
    expect(html).toContain('<meta property="og:image" content="https://redux.js.org/img/card.png">')
    // The site's twitter:card replaces the theme's default; the page's description stays the page's.
    expect(html.match(/name="twitter:card"[^>]*/g)).toEqual(['name="twitter:card" content="summary"'])
    expect(html.match(/name="description"[^>]*/g)).toEqual([
      'name="description" content="The store &amp; its &quot;four&quot; methods &lt;getState&gt;."',
    ])
    expect(html).toContain('<meta name="theme-color" content="#764abc">')
  })

  it('refuses a template without an empty #root', () => {
    expect(() => renderHtmlPage(template.replace('<div id="root"></div>', ''), head, '')).toThrow(/root/)
  })
})

describe('renderHtmlPageParts', () => {
  it('gives the page around the app, and its shell, #root empty, as the header policy would cut it out of the page', () => {
    // A page with tabs (its shell has the tabs script) and a script of its own inside the app.
    const app = '<div class="tabs-container"><div role="tablist"></div></div><script>fromThePage()</script>'
    const { beforeApp, afterApp, shell } = renderHtmlPageParts(template, head, true)
    const html = renderHtmlPage(template, head, app)
    expect(beforeApp + app + afterApp).toBe(html)
    expect(beforeApp.endsWith('<div id="root">')).toBe(true)
    expect(afterApp.startsWith('</div>')).toBe(true)
    expect(shell).toBe(html.replace(`<div id="root">${app}</div>`, '<div id="root"></div>'))
    expect(shell).toContain(tabsHeadScript)
    expect(renderHtmlPageParts(template, head, false).shell).not.toContain(tabsHeadScript)
    const [given, searched] = [pageHeaderNeeds(), pageHeaderNeeds()]
    given.addPage({ beforeApp, afterApp, shell }, pageMedia(app), '/store')
    searched.add(html, app, '/store')
    expect([...given.scriptHashes]).toEqual([...searched.scriptHashes])
    expect(given.scriptHashes.size).toBeGreaterThan(0)
    expect([...given.scriptHashes]).not.toContain(inlineScriptHashes('<script>fromThePage()</script>')[0])
  })

  it("takes a page's media from its parts as from the page whole", () => {
    const app = '<p><img src="https://cdn.example.com/a.png" style="width:50%"></p><iframe src="https://www.youtube.com/embed/x"></iframe>'
    const [fromParts, whole] = [pageHeaderNeeds(), pageHeaderNeeds()]
    fromParts.addPage(renderHtmlPageParts(template, head, false), pageMedia(app), '/media')
    whole.add(renderHtmlPage(template, head, app), app, '/media')
    const options = { iframeHosts: ['www.youtube.com'] }
    expect(fromParts.media.result(options)).toEqual(whole.media.result(options))
    expect(fromParts.media.result(options).imageOrigins).toEqual(['https://cdn.example.com'])
    expect(fromParts.media.result(options).styleHashes).toHaveLength(1)
  })
})
