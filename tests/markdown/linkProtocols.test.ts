import { describe, expect, it } from 'vitest'
import { refusedTarget, urlScheme } from '../../plugins/markdown/linkProtocols.ts'
import { compile, compileError, findAll } from '../helpers.ts'

describe('link targets that run code', () => {
  it('reads the scheme as a browser does', () => {
    expect(urlScheme(' \u0001JavaScript:alert(1)')).toBe('javascript')
    expect(urlScheme('java\tscript:x')).toBe('javascript')
    expect(urlScheme('./a:b')).toBeUndefined()
    expect(urlScheme('/api/store#x')).toBeUndefined()
    expect(refusedTarget('data:image/png;base64,AAAA', 'image')).toBeUndefined()
    expect(refusedTarget('data:image/png;base64,AAAA', 'link')).toMatch(/only allowed as image sources/)
    expect(refusedTarget('https://example.com', 'link')).toBeUndefined()
  })

  it('refuses javascript:, vbscript: and data: in links, images, autolinks and definitions, naming file:line', async () => {
    const message = await compileError(
      [
        'A [click](javascript:alert(1)) and <javascript:alert(2)>.',
        '',
        '![pic](data:text/html;base64,PHNjcmlwdD4=)',
        '',
        'See [the ref][r] and [doc][d].',
        '',
        '[r]: VBScript:msgbox',
        '[d]: data:text/html,<b>x</b>',
      ].join('\n'),
      'guide/unsafe.md',
    )
    expect(message.split('\n')).toEqual([
      'content/guide/unsafe.md:1:3  Unsafe link target "javascript:alert(1)": javascript: runs script (link to a page, an https URL or a file in public/)',
      'content/guide/unsafe.md:1:36  Unsafe link target "javascript:alert(2)": javascript: runs script (link to a page, an https URL or a file in public/)',
      'content/guide/unsafe.md:3:1  Unsafe image target "data:text/html;base64,PHNjcmlwdD4=": data: images must be data:image/… (link to a page, an https URL or a file in public/)',
      'content/guide/unsafe.md:7:1  Unsafe reference definition [r] target "VBScript:msgbox": vbscript: runs script (link to a page, an https URL or a file in public/)',
      'content/guide/unsafe.md:8:1  Unsafe reference definition [d] target "data:text/html,<b>x</b>": data: URLs are only allowed as image sources (link to a page, an https URL or a file in public/)',
    ])
  })

  it('allows data:image/… images, inline or through a definition only images use, and ordinary links', async () => {
    const page = await compile(
      '![dot](data:image/gif;base64,R0lGODlhAQABAAAAACw=) ![again][img]\n\n[mail](mailto:a@b.c) [web](https://redux.js.org)\n\n[img]: data:image/gif;base64,R0lGODlhAQABAAAAACw=\n',
    )
    expect(findAll(page.tree, 'img')).toHaveLength(2)
    expect(findAll(page.tree, 'a').map((a) => a.properties?.href)).toEqual(['mailto:a@b.c', 'https://redux.js.org'])
  })

  it('warns of an image from another site (the Content-Security-Policy allows its host; self-hosting is better)', async () => {
    const page = await compile('Logo: ![logo](https://example.com/logo.png)\n\n![local](/img/logo.svg)\n', 'guide/images.md')
    expect(page.warnings).toEqual([
      'content/guide/images.md:1:7  Image https://example.com/logo.png comes from another site: the Content-Security-Policy allows its host, but a copy in public/ loads faster and keeps readers private',
    ])
  })
})
