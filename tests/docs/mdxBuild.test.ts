import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFixture } from '../buildFixture.ts'
import type { DocsPluginApi } from '../../plugins/docs/index.ts'
import { makeMdxContent } from '../mdxFixture.ts'
import { analyzeSite, type SiteAnalysis } from '../../bench/lib/siteAnalysis.ts'

// The fixture site with MDX pages (tests/mdxFixture.ts), built and prerendered (`markdown.format` left at
// `detect`: `.mdx` files are MDX, `.md` files markdown; tests/markdown/mdxCompiler.test.ts reads `.md` as
// MDX under `format: 'mdx'`): an MDX page goes through every step a markdown page does (prerendered HTML, search records,
// its markdown copy and llms.txt entry), and the MDX code stays out of markdown pages and the first load.

let outDir: string
let site: SiteAnalysis
let content: ReturnType<typeof makeMdxContent>
let docsApi: DocsPluginApi | undefined
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')

beforeAll(async () => {
  content = makeMdxContent()
  outDir = await buildFixture({
    contentDir: content.contentDir,
    search: { algolia: false },
    prerender: { siteUrl: 'https://docs.example.org' },
    onDocsApi: (api) => (docsApi = api),
  })
  site = await analyzeSite(outDir)
}, 240_000)

afterAll(() => {
  content?.remove()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('a site with MDX pages', () => {
  it('compiles each page once over the whole build: the server bundle and the render compile none again', () => {
    const pages = docsApi!.getPages()
    expect(pages.some((page) => page.code !== undefined)).toBe(true)
    expect(pages.some((page) => page.code === undefined)).toBe(true)
    expect(docsApi!.getCompileCount()).toBe(pages.length)
  })

  it('prerenders the MDX page: local, TypeScript, partial and npm components, expressions, site components', () => {
    const html = read('mdx/components.html')
    // React marks text boundaries with `<!-- -->`: left out to read the text as the reader sees it.
    const root = html.slice(html.indexOf('<div id="root">')).replaceAll('<!-- -->', '')
    expect(root).toMatch(/<h1[^>]*>MDX Components<\/h1>/)
    expect(root).toContain('the answer is 42')
    expect(root).toContain('<button type="button" class="fixture-counter">Pressed 2 times</button>') // Counter.jsx
    expect(root).toContain('<span class="fixture-badge fixture-badge-new">new badge</span>') // Badge.tsx
    expect(root).toMatch(/<code class="npm-version">\d+\.\d+\.\d+<\/code>/) // nprogress
    expect(root).toContain('<strong class="partial-badge partial-badge-beta">from the partial</strong>')
    expect(root).toContain('<p>A <strong>markdown</strong> partial: a <code>.md</code> file an MDX page imports') // _note.md
    // Markdown elements render with the site's components: anchored headings, code blocks, admonitions.
    expect(root).toMatch(/<h2 id="local">Local components<a href="\/mdx\/components#local" class="hash-link"/)
    expect(root).toMatch(/<h3 id="install-the-package">Install the package<a href="[^"]*#install-the-package" class="hash-link"/)
    expect(root).toContain('<div class="code-block-title">store.js</div>')
    expect(root).toContain('<span class="line highlighted">')
    expect(root).toMatch(/<div class="admonition admonition-tip"><p class="admonition-title">.*Good to know<\/p>/)
    expect(root).toContain('<div class="unwrapped-block">')
    expect(root).not.toContain('<!-- MDX 1 comments')
    // Links: rewritten to routes, the partial's from its own folder.
    expect(root).toContain('href="/mdx/typed"')
    expect(root).toContain('href="/mdx/start"')
    expect(root).toContain('href="/mdx/typed#props"')
  })

  it('imports the npm package’s CSS with the MDX page only', () => {
    const css = site.dist.files().filter((file) => file.endsWith('.css'))
    const nprogressCss = css.filter((file) => read(file).includes('.nprogress-custom-parent'))
    expect(nprogressCss).toHaveLength(1)
    expect(read('mdx/components.html')).toContain(nprogressCss[0].split('/').pop())
    expect(read('guide/intro.html')).not.toContain(nprogressCss[0].split('/').pop())
    // A navigation to the page imports its chunk by URL: the chunk adds the stylesheet itself.
    expect(site.dist.text(site.manifest.chunks.get('/mdx/components')!)).toMatch(
      new RegExp(`^await Promise.all\\(\\["/${nprogressCss[0]}"\\]`),
    )
    expect(site.dist.text(site.manifest.chunks.get('/guide/intro')!)).not.toContain('stylesheet')
  })

  it('renders expressions mapping over an exported array; a markdown page links to an MDX page', () => {
    const root = read('mdx/typed.html').replaceAll('<!-- -->', '')
    expect(root).toContain('typed</span>\nAn MDX page whose partial links here.') // {frontMatter.description}, as in Docusaurus
    expect(root).toContain('<ul class="fixture-items"><li>one</li><li>two</li><li>three</li></ul>')
    expect(read('mdx/start.html')).toContain('href="/mdx/components"')
  })

  it('lists the MDX page in search records, llms.txt and its markdown copy', () => {
    const search = site.dist.files().filter((file) => /search|records/.test(file) && file.endsWith('.json'))
    expect(search.map(read).join('\n')).toContain('new badge')
    expect(read('llms.txt')).toContain('/mdx/components.md')
    expect(read('mdx/components.md')).toContain('<Counter start={2} label="Pressed" />')
  })

  it('keeps MDX out of markdown pages and the first load; the MDX page chunk is within its budget', () => {
    const intro = site.manifest.chunks.get('/guide/intro')!
    const mdxChunk = site.manifest.chunks.get('/mdx/components')!
    expect(site.dist.staticClosure([intro])).toEqual([intro]) // a markdown page is data only
    expect(site.dist.text(intro)).not.toMatch(/jsx|MDX/)
    const firstLoad = (route: string) => site.pages.find((page) => page.route === route)!.js.map((js) => js.file)
    const markdownShell = firstLoad('/guide/intro').filter((file) => file !== intro)
    // The MDX page loads the same shell plus its own chunk and what only it imports (its components).
    expect(firstLoad('/mdx/components')).toEqual(expect.arrayContaining(markdownShell))
    const mdxOnly = firstLoad('/mdx/components').filter((file) => !markdownShell.includes(file))
    expect(mdxOnly).toContain(mdxChunk)
    const mdxCode = mdxOnly.map((file) => site.dist.text(file)).join('\n')
    expect(mdxCode).toContain('fixture-counter')
    expect(markdownShell.map((file) => site.dist.text(file)).join('\n')).not.toContain('fixture-counter')
    const mdxBytes = mdxOnly.reduce((sum, file) => sum + site.dist.size(file).gzip, 0)
    expect(mdxBytes).toBeLessThan(40 * 1024) // tests/budgets: pageChunk
  })
})
