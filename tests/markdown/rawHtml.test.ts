import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMarkdownPipeline } from '../../plugins/markdown/pipeline.ts'
import { compile, compileError, findAll, fixtureRoot, textOf } from '../helpers.ts'

// Raw HTML used to be refused outright; it is now parsed (rehype-raw) and checked against an allowlist
// (hast-util-sanitize), so these tests assert what passes and what fails, naming file:line.

describe('raw HTML', () => {
  it('parses the elements Docusaurus docs use: kbd, sup, br in a table cell, details with markdown inside', async () => {
    const page = await compile(
      [
        'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>; x<sup>2</sup> and H<sub>2</sub>O, <abbr title="Flux Standard Action">FSA</abbr>.',
        '',
        '| API | Notes |',
        '| --- | --- |',
        '| `dispatch` | one<br>two |',
        '',
        '<details>',
        '<summary>Why?</summary>',
        '',
        'Because **markdown** works inside.',
        '',
        '</details>',
        '',
        '<div class="note wide"><span class="badge">New</span></div>',
        '',
      ].join('\n'),
    )
    expect(findAll(page.tree, 'kbd').map(textOf)).toEqual(['Ctrl', 'C'])
    expect(textOf(findAll(page.tree, 'sup')[0])).toBe('2')
    expect(findAll(page.tree, 'abbr')[0].properties?.title).toBe('Flux Standard Action')
    const [cell] = findAll(page.tree, 'td').slice(1)
    expect(findAll(cell, 'br')).toHaveLength(1)
    expect(textOf(cell)).toBe('onetwo')
    const [details] = findAll(page.tree, 'details')
    expect(textOf(findAll(details, 'summary')[0])).toBe('Why?')
    expect(findAll(details, 'strong').map(textOf)).toEqual(['markdown'])
    expect(findAll(page.tree, 'div')[0].properties?.className).toEqual(['note', 'wide'])
    expect(page.warnings).toEqual([])
  })

  it('keeps media: img, picture, figure, video', async () => {
    const page = await compile(
      '<figure><picture><source srcset="https://example.com/a.webp" type="image/webp"><img src="https://example.com/a.png" alt="A" width="40" height="30"></picture><figcaption>Cap</figcaption></figure>\n\n<video controls src="https://example.com/v.mp4" width="320"></video>\n',
    )
    expect(findAll(page.tree, 'source')[0].properties).toMatchObject({ srcSet: 'https://example.com/a.webp', type: 'image/webp' })
    expect(findAll(page.tree, 'img')[0].properties).toMatchObject({ alt: 'A', width: 40 })
    expect(textOf(findAll(page.tree, 'figcaption')[0])).toBe('Cap')
    expect(findAll(page.tree, 'video')[0].properties).toMatchObject({ controls: true, width: 320 })
    // Kept: images from elsewhere are allowed by the policy (the build lists their hosts) with a warning; a
    // video from elsewhere is blocked (media-src is the site's own), and says so.
    const elsewhere =
      'comes from another site: the Content-Security-Policy allows its host, but a copy in public/ loads faster and keeps readers private'
    expect(page.warnings).toEqual([
      `content/guide/page.md:1:18  Raw HTML: <source>: Image https://example.com/a.webp ${elsewhere}`,
      `content/guide/page.md:1:80  Raw HTML: <img>: Image https://example.com/a.png ${elsewhere}`,
      'content/guide/page.md:3:1  Raw HTML: <video> loads https://example.com/v.mp4, which the Content-Security-Policy blocks (video and audio come from the site itself: put the file in public/)',
    ])
    expect((await compile('<img src="/img/logo.svg" alt="logo">\n')).warnings).toEqual([])
  })

  it('allows iframes from the default hosts and makes them load lazily', async () => {
    const page = await compile('<iframe width="560" src="https://www.youtube.com/embed/abc" title="Talk" allowfullscreen></iframe>\n')
    expect(findAll(page.tree, 'iframe')[0].properties).toEqual({
      width: 560,
      src: 'https://www.youtube.com/embed/abc',
      title: 'Talk',
      allowFullScreen: true,
      loading: 'lazy',
    })
  })

  it('refuses what is not allowed, each with file:line and the construct', async () => {
    const message = await compileError(
      [
        'Intro',
        '',
        '<script>alert(1)</script>',
        '',
        '<style>p { color: red }</style>',
        '',
        'A <a href="javascript:alert(1)">link</a> and <button onclick="go()">go</button>.',
        '',
        '<iframe src="https://evil.example/embed"></iframe>',
        '',
        '<marquee>old</marquee>',
        '',
      ].join('\n'),
      'guide/html.md',
    )
    const lines = message.split('\n')
    expect(lines[0]).toBe('content/guide/html.md:3:1  Raw HTML: <script> is not allowed: the page runs no inline or third-party script')
    expect(lines[1]).toMatch(/^content\/guide\/html\.md:5:1 {2}Raw HTML: <style> is not allowed/)
    expect(message).toContain(
      'content/guide/html.md:7:3  Raw HTML: href="javascript:alert(1)" on <a>: only http(s), mailto and tel URLs are allowed',
    )
    expect(message).toMatch(/content\/guide\/html\.md:7:\d+ {2}Raw HTML: <button> is not allowed/)
    expect(message).toMatch(
      /content\/guide\/html\.md:9:1 {2}Raw HTML: <iframe src="https:\/\/evil\.example\/embed">: frames must be https pages of a host in markdown\.iframeHosts \(www\.youtube\.com, /,
    )
    expect(message).toMatch(/content\/guide\/html\.md:11:1 {2}Raw HTML: <marquee> is not allowed/)
  })

  it('refuses a type name written outside backticks, saying how to write it', async () => {
    const message = await compileError('Returns an Array<string> of ids.\n', 'guide/types.md')
    expect(message).toMatch(
      /^content\/guide\/types\.md:1:\d+ {2}Raw HTML: <string> is not allowed \(if it is code such as `Array<string>`, put it in backticks; allowed elements: a, abbr, /,
    )
  })

  it('refuses inline event handlers on allowed elements, a plain-http iframe and data: URLs other than images', async () => {
    const message = await compileError(
      '<img src="https://example.com/a.png" alt="" onerror="steal()">\n\n<iframe src="http://www.youtube.com/embed/x"></iframe>\n\n<a href="data:text/html,x">d</a> <img src="data:image/gif;base64,R0lGOD" alt="dot">\n',
      'guide/h.md',
    )
    expect(message).toContain(
      'content/guide/h.md:5:1  Raw HTML: href="data:text/html,x" on <a>: only http(s), mailto and tel URLs are allowed',
    )
    expect(message).not.toContain('data:image')
    expect(message).toContain(
      'content/guide/h.md:1:1  Raw HTML: the attribute onerror="steal()" is not allowed on <img> (no inline event handlers',
    )
    expect(message).toContain('content/guide/h.md:3:1  Raw HTML: <iframe src="http://www.youtube.com/embed/x">: frames must be https pages')
  })

  it('takes the iframe hosts from the markdown option', async () => {
    const pipeline = await createMarkdownPipeline({
      root: fixtureRoot,
      contentDir: path.join(fixtureRoot, 'content'),
      publicDir: path.join(fixtureRoot, 'public'),
      markdown: { iframeHosts: ['*.example.org'] },
    })
    const file = path.join(fixtureRoot, 'content/guide/frames.md')
    const page = await pipeline.compile('<iframe src="https://demo.example.org/x"></iframe>\n', file)
    expect(findAll(page.tree, 'iframe')).toHaveLength(1)
    await expect(pipeline.compile('<iframe src="https://www.youtube.com/embed/x"></iframe>\n', file)).rejects.toThrow(
      'content/guide/frames.md:1:1  Raw HTML: <iframe src="https://www.youtube.com/embed/x">: frames must be https pages of a host in markdown.iframeHosts (*.example.org)',
    )
  })

  it('keeps a style attribute without a warning (the policy allows each one the pages have by its hash)', async () => {
    const page = await compile('Text\n\n<span style="color: red">red</span>\n')
    expect(findAll(page.tree, 'span')[0].properties?.style).toBe('color: red')
    expect(page.warnings).toEqual([])
  })

  it('drops comments and leaves tags inside code as text', async () => {
    const page = await compile(
      '<!-- note to authors -->\n\nUse `Array<string>` and <!-- inline --> here.\n\n```html\n<script>x</script>\n```\n',
    )
    expect(textOf(page.tree)).not.toContain('note to authors')
    expect(textOf(page.tree)).not.toContain('inline')
    expect(textOf(page.tree)).toContain('Array<string>')
    expect(textOf(page.tree)).toContain('<script>x</script>')
  })

  it('parses HTML between comments on one line instead of dropping it with them', async () => {
    const page = await compile('Text\n\n<!-- a --><b>x</b><!-- b -->\n')
    expect(findAll(page.tree, 'b').map(textOf)).toEqual(['x'])
    expect(textOf(page.tree)).not.toMatch(/\ba\b.*\bb\b/)
  })

  it("checks only what was written as HTML: the pipeline's own elements pass on a page with HTML", async () => {
    const page = await compile(
      ':::tip[Hi]\nText with <kbd>K</kbd>, a [link](https://example.com) and `code`.\n:::\n\n```js\nconst a = 1\n```\n\n- [x] done\n',
    )
    expect(findAll(page.tree, 'kbd')).toHaveLength(1)
    expect(findAll(page.tree, 'input')[0].properties).toMatchObject({ type: 'checkbox', checked: true })
    expect(findAll(page.tree, 'docs-admonition')).toHaveLength(1)
    expect(findAll(page.tree, 'pre')[0].properties?.dataLanguage).toBe('js')
  })
})

describe('raw HTML in headings and titles', () => {
  it('counts only the text: heading ids, table of contents and admonition titles', async () => {
    const page = await compile('## Title <sup>beta</sup> and <code>x</code>\n\n:::tip[Press <kbd>K</kbd>]\nText\n:::\n')
    expect(page.toc).toEqual([{ id: 'title-beta-and-x', text: 'Title beta and x', depth: 2 }])
    expect(findAll(page.tree, 'h2')[0].properties?.id).toBe('title-beta-and-x')
    expect(findAll(findAll(page.tree, 'h2')[0], 'sup').map(textOf)).toEqual(['beta'])
    expect(findAll(page.tree, 'docs-admonition')[0].properties?.title).toBe('Press K')
  })
})
