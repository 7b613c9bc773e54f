import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeEntities, pageMedia, scanTags } from '../../plugins/prerender/pageMedia.ts'
import { createRandom } from '../../bench/lib/random.ts'
import { framesFromAnyHost, mediaPolicyCollector } from '../../plugins/prerender/mediaPolicy.ts'
import { resolveDocsOptions } from '../../plugins/options.ts'

// What the Content-Security-Policy must allow of a prerendered page, read from its HTML as React wrote it.

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('pageMedia: the images, frames and style attributes of a page', () => {
  it('finds external images wherever the HTML names one', () => {
    const html = [
      '<p><img src="https://img.example.com/a.png" alt="markdown"/></p>',
      '<img alt="jsx" src="//cdn.example.net/b.png" srcSet="https://cdn.example.net/b@2x.png 2x, https://hi.example.org/b@3x.png 3x"/>',
      '<picture><source srcset="https://pic.example.com/a.webp" type="image/webp"/><img src="/img/local.png"/></picture>',
      '<video poster="https://poster.example.com/p.jpg" src="https://video.example.com/v.mp4"></video>',
      '<div style="background-image:url(&quot;https://i.ytimg.com/vi/x/hqdefault.jpg&quot;)"></div>',
      '<svg><image href="https://svg.example.com/i.png"></image></svg><input type="image" src="https://btn.example.com/go.png"/>',
      '<img src="data:image/png;base64,AAAA"/><img src="/relative.png"/><a href="https://link.example.com/x.png">a link</a>',
    ].join('')
    expect(pageMedia(html).images).toEqual([
      'https://img.example.com/a.png',
      'https://cdn.example.net/b.png',
      'https://cdn.example.net/b@2x.png',
      'https://hi.example.org/b@3x.png',
      'https://pic.example.com/a.webp',
      'https://poster.example.com/p.jpg',
      'https://i.ytimg.com/vi/x/hqdefault.jpg',
      'https://svg.example.com/i.png',
      'https://btn.example.com/go.png',
    ])
  })

  it('finds iframes, JSX or raw, and ignores tags inside scripts, styles and comments', () => {
    const html = [
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" loading="lazy"></iframe>',
      '<iframe title="t" src="https://codesandbox.io/embed/x?view=preview&amp;module=a"></iframe>',
      '<script>document.write("<iframe src=\\"https://evil.example/\\"></iframe><img src=\\"https://evil.example/i.png\\">")</script>',
      '<!-- <img src="https://comment.example/i.png"> --><style>.a{background:url(https://css.example/i.png)}</style>',
    ].join('')
    const media = pageMedia(html)
    expect(media.frames).toEqual(['https://www.youtube-nocookie.com/embed/abc', 'https://codesandbox.io/embed/x?view=preview&module=a'])
    expect(media.images).toEqual([])
  })

  it('hashes each style attribute value as the browser does, its character references decoded', () => {
    const html =
      '<div style="aspect-ratio:16/9;width:100%"><span style="font-family:&quot;Fira Code&quot;, monospace">x</span></div>' +
      `<p title="a > b" style='color:red'>y</p><div style="aspect-ratio:16/9;width:100%"></div>`
    expect(pageMedia(html).styleHashes).toEqual([
      sha('aspect-ratio:16/9;width:100%'),
      sha('font-family:"Fira Code", monospace'),
      sha('color:red'),
    ])
    expect(pageMedia('<p>style="not an attribute"</p><div data-style="x"></div>').styleHashes).toEqual([])
  })

  it('decodes named, decimal and hex character references', () => {
    expect(decodeEntities('&quot;a&quot; &amp; &#x27;b&#39; &lt;&gt; &unknown;')).toBe(`"a" & 'b' <> &unknown;`)
  })
})

describe('pageMedia: a page with no media tag and no style attribute is not scanned tag by tag', () => {
  // Fragments around what the pre-test looks for: media tags in any case and their look-alikes, style
  // attributes and words that are not one, and raw text where tags are not tags.
  const fragments = [
    '<img src="https://a.example/x.png">',
    '<IMG SRC="https://b.example/y.png"/>',
    '<imgx src="https://no.example/x.png">',
    '<image href="https://c.example/i.svg"/>',
    '<iframe src="//v.example/embed"></iframe>',
    '<video poster="https://p.example/x.jpg"></video>',
    '<source srcset="https://s.example/1.png 1x, https://s.example/2.png 2x">',
    '<input type="image" src="https://i.example/x.png">',
    '<input type="text" value="https://no.example/">',
    '<div style="color:red">',
    '<div STYLE=\'background: url("https://bg.example/i.png")\'>',
    '<span style>',
    '<b style=bare>',
    '<p data-style="x">',
    '<p style-x="y">',
    '<link rel="stylesheet" href="/a.css">',
    '<a title="style=&quot;x&quot;" href="/s">',
    '<script>var s = \'<img src="https://script.example/x">\'; style = 1</script>',
    '<style>.a { color: red }</style>',
    '<!-- <img src="https://comment.example/x"> style="x" -->',
    '<textarea><iframe src="https://t.example"></iframe></textarea>',
    'text with style= in it',
    'stylesheets and styles',
    '</div>',
    '<br/>',
    '<ul><li><a href="/page">A page</a></li></ul>',
    '<span class="token keyword">const</span>',
  ]

  it('finds what the whole scan finds, in any mix of tags', () => {
    const random = createRandom(33)
    let withMedia = 0
    let without = 0
    for (let doc = 0; doc < 3000; doc++) {
      const parts = Array.from({ length: random.int(1, 12) }, () => random.pick(fragments))
      const html = parts.join(random.chance(0.5) ? '' : '\n')
      const fast = pageMedia(html)
      expect(fast, html).toEqual(scanTags(html))
      if (fast.images.length || fast.frames.length || fast.styleHashes.length) withMedia++
      else without++
    }
    // Both sides of the pre-test are exercised.
    expect(withMedia).toBeGreaterThan(300)
    expect(without).toBeGreaterThan(300)
  })
})

describe('mediaPolicyCollector: the policy of every page, one page at a time', () => {
  const pages = [
    ['/a', '<img src="https://img.example.com/1.png"/><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>'],
    ['/b', '<img src="https://img.example.com/2.png"/><div style="color:red"></div><iframe src="https://player.example.net/v/1"></iframe>'],
  ] as const
  const collected = () => {
    const collector = mediaPolicyCollector()
    for (const [route, html] of pages) collector.add(html, route)
    return collector
  }

  it('fails on an iframe from a host outside iframeHosts, naming the page and the frame', () => {
    expect(() => collected().result({ iframeHosts: ['www.youtube-nocookie.com'] })).toThrow(
      /markdown\.iframeHosts \(www\.youtube-nocookie\.com\)[^\n]*\n {2}\/b: <iframe src="https:\/\/player\.example\.net\/v\/1">/,
    )
  })

  it('on a Docusaurus site, allows the hosts its pages frame and names them in one warning', () => {
    const policy = collected().result({ iframeHosts: ['www.youtube-nocookie.com'], imgHosts: ['i.ytimg.com'], framesFromAnyHost: true })
    expect(policy.frameOrigins).toEqual(['https://player.example.net'])
    expect(policy.imageOrigins).toEqual(['https://img.example.com', 'https://i.ytimg.com'])
    expect(policy.styleHashes).toEqual([sha('color:red')])
    expect(policy.warnings).toHaveLength(2)
    expect(policy.warnings[0]).toMatch(/frame 1 host outside markdown\.iframeHosts.*https:\/\/player\.example\.net \(\/b\)/)
    expect(policy.warnings[1]).toMatch(
      /^images from 1 other site, allowed in the Content-Security-Policy's img-src.*https:\/\/img\.example\.com \(\/a\)$/,
    )
  })

  it('is in Docusaurus mode on a site built with the docusaurus option, not on any site whose pages are MDX', () => {
    const site = { title: 'Fixture', url: 'https://docs.example.org' }
    expect(framesFromAnyHost(resolveDocsOptions({ site, markdown: { format: 'mdx' } }))).toBe(false)
    expect(framesFromAnyHost(resolveDocsOptions({ site, docusaurusModules: { siteDir: 'website' } }))).toBe(false)
    expect(framesFromAnyHost(resolveDocsOptions({ site, markdown: { format: 'mdx' }, docusaurus: { siteDir: 'website' } }))).toBe(true)
    // docsPlugin() maps a Docusaurus config onto the options and keeps the option itself: the build sees it.
    expect(framesFromAnyHost(resolveDocsOptions({ site, docusaurus: { siteDir: 'website' } }))).toBe(true)
  })
})
