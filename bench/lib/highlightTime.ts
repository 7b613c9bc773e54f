import { readFileSync } from 'node:fs'
import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { createMarkdownParser } from '../../plugins/markdown/pipeline.ts'
import { extractHighlightComments } from '../../plugins/markdown/codeBlocks.ts'
import { createCodeHighlighter } from '../../plugins/markdown/highlighter.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'

/**
 * How long a build spends highlighting code (Prism through refractor): every code block of a content
 * folder highlighted as the pipeline's code-block step does it (plugins/markdown/codeBlocks.ts), in a
 * fresh highlighter, timed in the bench's own process after the build.
 */
export function measureHighlighting(contentDir: string): number {
  const parser = createMarkdownParser()
  const blocks: { code: string; lang: string | undefined }[] = []
  for (const file of findMarkdownFiles(contentDir)) {
    visit(parser.parse(readFileSync(file, 'utf8')), 'code', (node: Code) => {
      blocks.push({ code: extractHighlightComments(node.value.replace(/\n+$/, '')).code, lang: node.lang?.toLowerCase() })
    })
  }
  const highlighter = createCodeHighlighter()
  const start = performance.now()
  for (const { code, lang } of blocks) if (highlighter.highlight(code, lang) == null) highlighter.highlight(code, 'text')
  return performance.now() - start
}
