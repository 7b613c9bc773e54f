import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageIsMdx } from '../../plugins/markdown/mdx/format.ts'
import { buildError, copyFixture, pageSource } from './badSite.ts'

// Issue 32: `markdown.format: 'md'` is the site's promise that no page runs code, but a page's own
// `format: mdx` turned it into code run at build time. Under 'md' that front matter is an error; under
// 'detect' (and 'mdx') a page may still choose its format, as in Docusaurus 3.

describe("markdown.format: 'md'", () => {
  it('refuses a page that asks for MDX, naming file and line, and runs none of its code', async () => {
    const site = copyFixture()
    const marker = path.join(site.dir, 'ran.txt')
    const body = `export const ran = require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')\n\n{ran}`
    writeFileSync(path.join(site.content, 'guide', 'code.md'), pageSource('format: mdx', body))
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir, markdown: { format: 'md' } })
    expect(message).toMatch(/guide\/code\.md:4:1 {2}Front matter: `format: mdx` is not allowed where the site's markdown.format is 'md'/)
    expect(existsSync(marker)).toBe(false)
  })

  it("is the page's choice under 'detect' and 'mdx', and 'md' pages stay markdown everywhere", () => {
    const mdxPage = pageSource('format: mdx')
    const mdPage = pageSource('format: md')
    expect(pageIsMdx('/c/a.md', mdxPage, 'detect')).toEqual({ mdx: true })
    expect(pageIsMdx('/c/a.mdx', mdPage, 'detect')).toEqual({ mdx: false })
    expect(pageIsMdx('/c/a.md', mdPage, 'mdx')).toEqual({ mdx: false })
    expect(pageIsMdx('/c/a.mdx', mdPage, 'md')).toEqual({ mdx: false })
    expect(pageIsMdx('/c/a.mdx', pageSource(''), 'md')).toEqual({ mdx: false })
    expect(pageIsMdx('/c/a.md', pageSource('format: detect'), 'md')).toEqual({ mdx: false })
    expect(pageIsMdx('/c/a.mdx', pageSource('format: detect'), 'md').problem?.line).toBe(4)
  })
})
