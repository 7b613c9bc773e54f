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

/**
 * Whether a page is MDX: the site's `markdown.format`, overridden by the page's own `format` only where
 * that runs no more code than the site allows. Under `md` no page runs code (MDX is code: a page could
 * otherwise opt into it), so a page asking for `format: mdx` there gets `problem`, with its line.
 */
export function pageIsMdx(
  file: string,
  source: string,
  siteFormat: MarkdownFormat,
): { mdx: boolean; problem?: { line: number; reason: string } } {
  const declared = declaredFormat(source)
  if (siteFormat === 'md' && declared && isMdxFile(file, declared)) {
    const line = source.slice(0, source.search(/^format:/m)).split('\n').length
    return {
      mdx: false,
      problem: {
        line,
        reason: `Front matter: \`format: ${declared}\` is not allowed where the site's markdown.format is 'md' (no page runs code there); remove it, or build the site with 'detect'`,
      },
    }
  }
  return { mdx: isMdxFile(file, declared ?? siteFormat) }
}
