import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { compactTree, reactProps } from '../plugins/compactTree.ts'
import { renderTree } from '../src/theme/renderTree.tsx'
import { compile } from './helpers.ts'

const render = async (markdown: string) => {
  const page = await compile(markdown)
  return renderToStaticMarkup(createElement(MemoryRouter, null, renderTree(compactTree(page.tree))))
}

describe('compact page trees', () => {
  it('turns hast properties into React props', () => {
    const props = reactProps({
      type: 'element',
      tagName: 'pre',
      properties: { className: ['a', 'b'], dataLanguage: 'js', dataFootnoteRef: true, ariaDescribedBy: ['x'], id: 'i' },
    })
    expect(props).toEqual({ className: 'a b', 'data-language': 'js', 'data-footnote-ref': true, 'aria-describedby': 'x', id: 'i' })
  })

  it('lifts a rich admonition title into the title line, out of the body', async () => {
    const html = await render(':::note Read **this** first\nThe body.\n:::\n')
    expect(html).toMatch(
      /<p class="admonition-title"><span class="icon icon-note" aria-hidden="true"><\/span><span>Read <strong>this<\/strong> first<\/span><\/p>/,
    )
    expect(html).toMatch(/<div class="admonition-body"><p>The body.<\/p><\/div>/)
  })

  it('renders a compiled page: components, attributes and text', async () => {
    const html = await render(
      '## Title {#t}\n\n:::tip[Hi]\nText with `code` and a [link](./other.md).\n:::\n\n```js title="a.js" {1}\nconst a = "s"\n```\n',
    )
    expect(html).toContain('id="t"')
    expect(html).toMatch(/<a (?=[^>]*class="hash-link")(?=[^>]*href="[^"]*#t")/) // the heading's anchor link component
    expect(html).toContain('Hi')
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('href="/guide/other"')
    expect(html).toContain('a.js')
    expect(html).toMatch(/<span class="line highlighted"><span class="k">const<\/span>/)
  })

  it('leaves no whitespace text inside table rows (React rejects it when hydrating)', async () => {
    const page = await compile('| a | b |\n| - | - |\n| 1 | 2 |\n')
    const json = JSON.stringify(compactTree(page.tree))
    expect(json).not.toMatch(/\["(?:table|thead|tbody|tr)",[^\]]*?,"\\n"/)
    const html = await render('| a | b |\n| - | - |\n| 1 | 2 |\n')
    expect(html).toMatch(/<tr><th>a<\/th><th>b<\/th><\/tr>/)
  })

  it('renders raw HTML elements with the attribute names React wants', async () => {
    const page = await compile(
      '<details open><summary>S</summary>\n\nBody\n\n</details>\n\n<table><tr><td colspan="2" rowspan="1">c</td></tr></table>\n\n<iframe src="https://www.youtube.com/embed/x" allowfullscreen frameborder="0"></iframe>\n\n<img srcset="https://example.com/a.png 2x" src="https://example.com/a.png" alt="a">\n\n<span style="color: red; background-color: blue">s</span>\n',
    )
    const tree = compactTree(page.tree)
    const json = JSON.stringify(tree)
    expect(json).toContain('["details",{"open":true}')
    expect(json).toContain('{"style":{"color":"red","backgroundColor":"blue"}}')
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const html = renderToStaticMarkup(createElement(MemoryRouter, null, renderTree(tree)))
      expect(html).toContain('<details open="">')
      // React writes some names camel-cased; HTML attribute names are case-insensitive.
      expect(html).toMatch(/<td colspan="2" rowspan="1">c<\/td>/i)
      expect(html).toMatch(/<iframe src="https:\/\/www\.youtube\.com\/embed\/x" allowFullScreen="" frameBorder="0" loading="lazy">/i)
      expect(html).toMatch(/srcset="https:\/\/example\.com\/a\.png 2x"/i)
      expect(html).toContain('style="color:red;background-color:blue"')
    } finally {
      console.error = original
    }
    expect(errors).toEqual([]) // React warns about any prop it does not know (`colspan`, `allowfullscreen`…)
  })

  it('writes a code token as `.class` (a span with that one class) and renders it back as that span', async () => {
    const page = await compile('```js\nconst a = 1\n```\n\n<span class="k" id="x">raw</span> and <span class="a b">two</span>\n')
    const json = JSON.stringify(compactTree(page.tree))
    expect(json).toContain('[".k",0,"const"]')
    expect(json).not.toContain('{"className":"k"}')
    // Only a span whose one property is a single class is shortened.
    expect(json).toContain('["span",{"className":"k","id":"x"},"raw"]')
    expect(json).toContain('["span",{"className":"a b"},"two"]')
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, renderTree(compactTree(page.tree))))
    expect(html).toMatch(/<span class="k">const<\/span>/)
    expect(html).toContain('<span class="k" id="x">raw</span>')
  })

  it('is at most half the size of the hast JSON for highlighted code', async () => {
    const code = Array.from({ length: 40 }, (_, i) => `const value${i} = compute(${i}, 'text') // note`).join('\n')
    const page = await compile('```js\n' + code + '\n```\n')
    expect(JSON.stringify(compactTree(page.tree)).length).toBeLessThan(JSON.stringify(page.tree).length / 2)
  })
})
