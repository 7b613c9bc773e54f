import type { PageModule } from '../../shared/types.ts'

/**
 * The heading the layout makes for a doc page, as Docusaurus 3's DocItem/Content makes its "synthetic
 * title": the page's title, only when the page has no `# H1` of its own (that one stays in its body,
 * plugins/markdown/toc.ts) and front matter has no `hide_title: true`, which leaves the page with no title
 * heading at all (the tab's title stays). `fallback`: the manifest's title, for a page whose front matter has none.
 */
export function madeHeading(page: Pick<PageModule, 'contentTitle' | 'frontmatter'>, fallback: string): string | undefined {
  if (page.contentTitle !== undefined || page.frontmatter.hide_title === true) return undefined
  return page.frontmatter.title || fallback
}
