import type { SidebarNode } from './sidebar.ts'
// Types shared by the build (plugins/) and the browser (src/). Keep this module free of imports that
// only one side can load.

/** Front matter of a page, as written; keys we don't know are kept. */
export interface FrontMatter {
  id: string
  title: string
  description?: string
  sidebar_label?: string
  hide_title?: boolean
  slug?: string
  hide_table_of_contents?: boolean
  toc_min_heading_level?: number
  toc_max_heading_level?: number
  sidebar_position?: number
  /** A route or a `.md` file (resolved like a link), or null for no link. */
  pagination_next?: string | null
  pagination_prev?: string | null
  /** The page's "Edit this page" URL, or null for none. */
  custom_edit_url?: string | null
  /** Left out of production builds. */
  draft?: boolean
  /** Built, but kept out of the sidebar, search and sitemap. */
  unlisted?: boolean
  [key: string]: unknown
}

/** One entry of a page's table of contents (h2 and h3). */
export interface TocEntry {
  id: string
  text: string
  depth: 2 | 3 | 4 | 5 | 6
  /** The text in runs, code as code (a heading with inline code only): the entry shows it as Docusaurus's does. */
  parts?: (string | { code: string })[]
}

/** A hast tree as JSON: what a route module ships and the browser renders. */
export interface HastNode {
  type: 'root' | 'element' | 'text' | 'comment' | 'doctype' | 'raw'
  tagName?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
  value?: string
}

/**
 * A page body as compact JSON, about a third the size of hast JSON: a string is a text node, an element
 * is `[tagName, React props or 0, ...children]` (see plugins/compactTree.ts). A tag name that starts with
 * `.` is a `<span>` with that one class and no other property (`[".k", 0, "const"]`): a highlighted
 * code token, the most frequent element of a page with code.
 */
export type CompactNode = string | CompactElement
export type CompactElement = [tagName: string, properties: Record<string, unknown> | 0, ...children: CompactNode[]]

/** The element a compact tag name and its properties stand for (expands a `.class` span). */
export function expandedElement(
  tagName: string,
  properties: Record<string, unknown> | 0,
): [tagName: string, properties: Record<string, unknown> | 0] {
  return tagName.charCodeAt(0) === 46 /* . */ ? ['span', { className: tagName.slice(1) }] : [tagName, properties]
}

/** What a compiled markdown file exports (a route module). */
/** A link to another page, labelled as the sidebar labels it. */
export interface PageLink {
  path: string
  label: string
}

/** Where a page sits: computed once at build from the sidebar and its front matter (plugins/docs/pageNavigation.ts). */
export interface PageNavigation {
  /** The categories around the page, outermost first; `link` when the category has a page of its own. */
  trail: { label: string; link?: string }[]
  /** Previous and next pages in sidebar order, or where `pagination_prev`/`pagination_next` point. */
  previous?: PageLink
  next?: PageLink
}

/** "Last updated on <date> by <author>" of a page (either part may be absent). */
export interface LastUpdate {
  /** Epoch ms. */
  time?: number
  author?: string
}

export interface PageModule {
  frontmatter: FrontMatter
  toc: TocEntry[]
  /** The page's own leading `# H1` as text, when it has one: the body shows it, the layout makes no heading. */
  contentTitle?: string
  /** "Edit this page" (front matter custom_edit_url, else the editUrl option); none: no link. */
  editUrl?: string
  /** "Last updated on …" (the lastUpdate option); none: not shown. */
  lastUpdate?: LastUpdate
  /** Where the page sits (breadcrumbs, previous/next): shipped with the page, not worked out in the browser. */
  navigation: PageNavigation
  /** The body's top-level nodes (empty for an MDX page, whose body is its `default` component). */
  tree: CompactNode[]
  /** An MDX page's body: the MDX-compiled component (a React function component taking no props we need). */
  default?: (props: Record<string, unknown>) => unknown
  /** Problems found while compiling (dev only: broken links are build errors in production). */
  warnings: string[]
  /** The sidebar the page shows, when the site has several sidebars (a Docusaurus sidebars file); absent: the site's one sidebar, if any. */
  sidebar?: SidebarNode[]
  /**
   * Components only some pages use, by the element they render (`docs-code-tabs`): in the page's module, so
   * they load with the pages that have them and cost the others nothing (plugins/docs/pageModule.ts).
   */
  components?: Record<string, unknown>
}

/** One route of the manifest: everything but the page body, which loads lazily. */
export interface RouteEntry {
  path: string
  title: string
  sidebarLabel: string
  description: string
  /** Source file, relative to the project root (for "Edit this page"). */
  file: string
  /** URL of the page's chunk (for prefetch hints). */
  url: string
  /** Imports the page module; a retry passes its attempt number so the browser requests it anew. */
  load: (attempt?: number) => Promise<PageModule>
}

/**
 * A version of the docs. The site has one (`current`, labelled "Next"), kept in the manifest so the
 * theme can show which docs a reader is on; its docs are the manifest's routes.
 */
export interface DocsVersion {
  name: string
  label: string
}

/** One route as the prerenderer's server bundle renders it. */
export interface RenderedRoute {
  /** What the route resolved to: a markdown page, home, search or notFound. */
  kind: string
  /**
   * The markup of #root, in parts to join in order: the page's own HTML, and at odd indexes HTML made
   * once and the same on many pages (the sidebar's closed categories: src/theme/closedCategories.ts).
   */
  html: string[]
  /** The page's `<title>` and meta description. */
  meta: { title: string; description: string }
  /** More head tags the page asked for (Docusaurus's `<Head>`: meta and link tags), after the engine's own. */
  headTags?: PageHeadTag[]
}

/** A `<meta>` or `<link>` tag a page puts in the document head (src/theme/pageHead.ts). */
export interface PageHeadTag {
  tag: 'meta' | 'link'
  attributes: Record<string, string>
}
