import { contentComponents } from './markdownComponents.tsx'

// What MDX pages and their partials render markdown elements with: the same components as a markdown
// page's body (router links, anchored headings, highlighted code blocks with a copy button, admonitions).
// The MDX compiler imports this module as its `providerImportSource` (plugins/docs/index.ts,
// `markdown.mdxComponents`): a plain function instead of @mdx-js/react's context keeps any MDX runtime
// out of the bundle. Only MDX pages import it, so markdown pages and the first load do not change.

export function useMDXComponents(): Record<string, unknown> {
  return contentComponents
}
