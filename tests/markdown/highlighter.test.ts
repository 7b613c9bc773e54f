import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { refractor } from 'refractor/core'
import type { ElementContent } from 'hast'
import { describe, expect, it } from 'vitest'
import { createCodeHighlighter, roleLinesOfHast } from '../../plugins/markdown/highlighter.ts'

// The highlighter reads Prism's tokens straight into role lines; it must give the lines it gave when it read
// refractor's hast of the same code (roleLinesOfHast), for every language it knows.

const contentDir = path.resolve(import.meta.dirname, '../../content')
const highlighter = createCodeHighlighter()
const throughHast = (code: string, lang: string) => roleLinesOfHast(refractor.highlight(code, lang).children as ElementContent[])

/** Every fenced code block of the site's pages with a language the highlighter knows. */
function contentCodeBlocks(): { file: string; lang: string; code: string }[] {
  const blocks: { file: string; lang: string; code: string }[] = []
  const files = (readdirSync(contentDir, { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file))
  for (const file of files) {
    const source = readFileSync(path.join(contentDir, file), 'utf8')
    for (const [, , lang, code] of source.matchAll(/^([ \t]*(?:```|~~~))([\w-]+)[^\n]*\n([\s\S]*?)\n[ \t]*\1\s*$/gm))
      if (refractor.registered(lang)) blocks.push({ file, lang, code })
  }
  return blocks
}

describe('the code highlighter', () => {
  it("gives every code block of the site's pages the lines refractor's hast gave", () => {
    const blocks = contentCodeBlocks()
    expect(blocks.length).toBeGreaterThan(300)
    expect(new Set(blocks.map((block) => block.lang)).size).toBeGreaterThan(5)
    const differing = blocks.filter(({ lang, code }) => !isDeepStrictEqual(highlighter.highlight(code, lang), throughHast(code, lang)))
    expect(differing.map(({ file, lang, code }) => `${file} (${lang}): ${code.slice(0, 60)}`)).toEqual([])
  })

  it('gives the same lines on the edge cases of each language: entities, JSX text, nested tokens, line ends inside tokens', () => {
    const cases: [string, string][] = [
      ['html', '<p title="a &amp; b">x &lt; y &copy;</p>\n<!-- a\ncomment -->\n<script>let a = `x\ny`</script>'],
      ['jsx', 'const el = <div className="a">Hello {name} &amp; bye{" "}\n  <b>bold</b> text</div>'],
      ['tsx', 'function F<T,>(p: T): JSX.Element { return <A<T> prop={p}>{`t ${p}`}</A> }'],
      ['typescript', 'type A = { [K in keyof T]?: T[K] extends (...args: any[]) => infer R ? R : never }\n// done'],
      ['javascript', 'const re = /a\\/b/g; const s = `multi\nline ${re.source}`; /* block\ncomment */'],
      ['css', '@media (min-width: 10px) { .a::before { content: "\\201C"; color: #fff !important } }'],
      ['diff', '- removed line\n+ added line\n  same\n@@ -1,2 +1,2 @@'],
      ['yaml', 'key: value\nlist:\n  - "quoted"\n  - 12\nanchor: &a\n  x: 1'],
      ['json', '{ "a": [1, 2.5, true, null], "b": { "c": "d" } }'],
      ['bash', 'npm install @reduxjs/toolkit react-redux # a comment\necho "$HOME" | grep -v x'],
      ['sh', 'export A=1'],
      ['xml', '<?xml version="1.0"?><a b="c">&amp;</a>'],
      ['js', ''],
      ['ts', '\n\n'],
    ]
    for (const [lang, code] of cases) expect(highlighter.highlight(code, lang), lang).toStrictEqual(throughHast(code, lang))
  })
})
