/**
 * The router focuses the element with this attribute after a navigation (src/router/focus.ts,
 * PAGE_HEADING_ATTRIBUTE); on the search page that is the search box. Written out, not imported: an
 * import used by the search page alone would split focus.ts into a chunk of its own on every page's
 * first load (the bundler's common-chunk rule, see router.ts). A unit test keeps the two equal.
 */
export const PAGE_HEADING_ATTRIBUTE = 'data-page-heading'
