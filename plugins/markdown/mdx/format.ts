// Which files are MDX, apart from the MDX compiler itself: a site without MDX pages never loads
// @mdx-js/mdx (its parser, acorn and the JS printer cost build time and memory on every build).

/** How the docs read their files, as Docusaurus' `markdown.format`: `detect` goes by the extension. */
export type MarkdownFormat = 'detect' | 'mdx' | 'md'

export function isMdxFile(file: string, format: MarkdownFormat): boolean {
  if (format === 'md') return false
  if (file.endsWith('.mdx')) return true
  return format === 'mdx' && file.endsWith('.md')
}
