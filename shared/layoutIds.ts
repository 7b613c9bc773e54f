// Element ids the layout itself puts on every page (src/theme, src/search). A page's own ids (headings,
// `{#custom-id}`) must not take one: the skip link, the table of contents' label or a sidebar category's
// `aria-controls` would then point at the page's element, and `#anchor` links would land in the wrong
// place. The build refuses such ids (plugins/markdown/links.ts); the theme's ids must stay in this list.

/** Ids used as they are. */
export const LAYOUT_IDS: ReadonlySet<string> = new Set([
  'root',
  'main-content',
  'toc-title',
  'mobile-drawer',
  'home-title',
  'features-title',
  'family-title',
  'polite-announcer',
])

/** Prefixes of ids the layout generates (sidebar category lists, search boxes and their options). */
export const LAYOUT_ID_PREFIXES: readonly string[] = ['sidebar-', 'drawer-', 'search-modal-', 'search-page-']

/** Whether an id is the layout's (see above). */
export function isLayoutId(id: string): boolean {
  return LAYOUT_IDS.has(id) || LAYOUT_ID_PREFIXES.some((prefix) => id.startsWith(prefix))
}
