import { describe, expect, it } from 'vitest'
import { transformWithOxc } from 'vite'
import { highlightLiteralCodeBlocks } from '../../plugins/docusaurus-modules/codeBlockLiterals.ts'
import { createCodeHighlighter } from '../../plugins/markdown/highlighter.ts'

// `<CodeBlock>` with literal children gets its highlighted lines at build time, in the compiled JSX of an
// MDX page (`_jsx(CodeBlock, …)`) or of a .tsx page (`jsx(Renamed, …)`); anything else stays as written.

const highlighter = createCodeHighlighter()
const run = (code: string) => highlightLiteralCodeBlocks(code, highlighter)
/** The `prehighlighted` value the transform added to the first call. */
const prehighlighted = (code: string) => JSON.parse(code.match(/prehighlighted: (\{.*?\}), \s*(?=language|className|children)/)![1])

describe('literal CodeBlock children', () => {
  it('adds the highlighted lines to an MDX call, with {…} ranges, the title and magic comments applied', () => {
    const source = [
      `import CodeBlock from '@theme/CodeBlock'`,
      `_jsx(CodeBlock, { language: "js", title: "a.js", metastring: "{2}", children: \`const a = 1\n// highlight-next-line\nlet b = 'é'\nb = a\` })`,
    ].join('\n')
    const result = run(source)
    expect(result.errors).toEqual([])
    const { lines, code } = prehighlighted(result.code!)
    expect(lines).toBe(3) // the magic comment is gone
    const html = JSON.stringify(code)
    expect(html).toContain('[".k",0,"const"]')
    // The comment marks the line after it, which is line 2 once the comment is gone: the line {2} marks too.
    expect(html.match(/"line highlighted"/g)).toHaveLength(1)
    expect(result.code).toContain(`_jsx(CodeBlock, {prehighlighted: `)
  })

  it('finds the component under any local name, in a .tsx page compiled to jsx()', () => {
    const source = `import { jsx } from "react/jsx-runtime";\nimport Snippet from "@theme/CodeBlock";\nexport default () => jsx(Snippet, { className: "language-ts", children: "const n: number = 1" });`
    const { code } = prehighlighted(run(source).code!)
    expect(JSON.stringify(code)).toContain('[".t",0,"number"]')
  })

  it('finds it in a real .tsx page as Vite compiles it, in production and in development', async () => {
    const page = [
      `import CodeBlock from '@theme/CodeBlock'`,
      `export default function Demo() {`,
      `  return <CodeBlock language="tsx" title="demo.tsx">{'const el = <div />'}</CodeBlock>`,
      `}`,
    ].join('\n')
    for (const development of [false, true]) {
      const compiled = await transformWithOxc(page, 'demo.tsx', { jsx: { runtime: 'automatic', development } })
      const { code } = prehighlighted(run(compiled.code).code!)
      expect(JSON.stringify(code), `development: ${development}`).toContain('[".k",0,"const"]')
    }
  })

  it("finds it after the dev server has rewritten the import to the stand-in's URL", () => {
    for (const url of ['/src/theme/docusaurus/CodeBlock.tsx', '/@fs/engine/src/theme/docusaurus/CodeBlock.tsx?v=1a2b']) {
      const source = `import CodeBlock from "${url}";\n_jsxDEV(CodeBlock, { language: "js", children: "let a" }, void 0, false, {}, this)`
      expect(JSON.stringify(prehighlighted(run(source).code!).code), url).toContain('[".k",0,"let"]')
    }
    expect(run(`import CodeBlock from "/src/components/CodeBlock.tsx";\n_jsx(CodeBlock, { children: "let a" })`).code).toBeUndefined()
  })

  it('leaves children that are not one literal string, or props that are not literals, to the browser', () => {
    const source = [
      `import CodeBlock from '@theme/CodeBlock'`,
      `_jsx(CodeBlock, { language: "js", children: source })`,
      `_jsx(CodeBlock, { language: lang, children: "x" })`,
      `_jsx(CodeBlock, { children: \`a \${b}\` })`,
      `_jsx(CodeBlock, { ...props, children: "x" })`,
      `_jsx(Other, { children: "x" })`,
    ].join('\n')
    expect(run(source).code).toBeUndefined()
    expect(run(`_jsx(CodeBlock, { children: "x" })`).code).toBeUndefined() // no import of @theme/CodeBlock
  })

  it('reports a {…} range past the last line as an error and an unknown language as a warning, as a fence does', () => {
    const source = `import CodeBlock from '@theme/CodeBlock'\n_jsx(CodeBlock, { language: "klingon", metastring: "{4}", children: "one\\ntwo" })`
    const result = run(source)
    expect(result.errors).toEqual(['<CodeBlock>: Code block: {…} highlights line 4, but the block has 2 line(s)'])
    expect(result.warnings).toEqual(['<CodeBlock>: Language does not exist: klingon'])
  })
})
