// Which files are MDX, apart from the MDX compiler itself: a site without MDX pages never loads
// @mdx-js/mdx (its parser, acorn and the JS printer cost build time and memory on every build).

import { FRONT_MATTER_BLOCK } from '../../../shared/routes.ts'

/** How the docs read their files, as Docusaurus' `markdown.format`: `detect` goes by the extension. */
export type MarkdownFormat = 'detect' | 'mdx' | 'md'

export function isMdxFile(file: string, format: MarkdownFormat): boolean {
  if (format === 'md') return false
  if (file.endsWith('.mdx')) return true
  return format === 'mdx' && file.endsWith('.md')
}

/**
 * A page's own `format` front matter, as Docusaurus 3 reads it: `md` or `mdx` overrides the site's option for
 * that file (a CommonMark page with HTML such as `<br>` in a folder built as MDX), `detect` goes by the
 * extension. Read from the source text, since which parser to use must be known before parsing.
 */
export function declaredFormat(source: string): MarkdownFormat | undefined {
  const block = FRONT_MATTER_BLOCK.exec(source)?.[1]
  return block?.match(/^format:[ \t]*(['"]?)(md|mdx|detect)\1[ \t]*(?:#.*)?$/m)?.[2] as MarkdownFormat | undefined
}
