import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import { VFile } from 'vfile'
import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { remarkUnsafeJsx } from '../../plugins/markdown/mdx/unsafeJsx.ts'

// Issue 28: a JSX <img> from another site got no warning, where a markdown image gets one.

function warningsOf(mdx: string): string[] {
  const file = new VFile({ path: 'docs/media.mdx', value: mdx })
  const tree = unified().use(remarkParse).use(remarkMdx).parse(file) as Root
  remarkUnsafeJsx()(tree, file)
  return file.messages.map((message) => `${message.line}:${message.column} ${message.fatal ? 'error' : 'warning'} ${message.reason}`)
}

describe('an image from another site written as MDX JSX', () => {
  it('warns as a markdown image does, at its line, for src, srcSet and a video poster', () => {
    const warnings = warningsOf(
      [
        'Intro',
        '',
        '<img src="https://img.example.com/logo.png" alt="logo" />',
        '',
        '<picture><source srcSet="https://cdn.example.net/a.webp 2x" /></picture> <video poster="//poster.example.org/p.jpg" />',
      ].join('\n'),
    )
    expect(warnings).toEqual([
      '3:1 warning MDX: <img>: Image https://img.example.com/logo.png comes from another site: the Content-Security-Policy allows its host, but a copy in public/ loads faster and keeps readers private',
      expect.stringMatching(/^5:10 warning MDX: <source>: Image https:\/\/cdn\.example\.net\/a\.webp 2x comes from another site/),
      expect.stringMatching(/^5:\d+ warning MDX: <video>: Image \/\/poster\.example\.org\/p\.jpg comes from another site/),
    ])
  })

  it('says nothing of a local image, a data: image, a component or a computed source', () => {
    expect(
      warningsOf(
        '<img src="/img/a.png" /> <img src="data:image/png;base64,AAAA" /> <Logo src="https://x.example/a.png" /> <img src={url} />',
      ),
    ).toEqual([])
  })
})
