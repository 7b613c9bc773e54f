import type { AlgoliaSettings } from '../../shared/searchTypes.ts'

// What the build knows about search. plugins/search/vite-plugin-search.ts replaces this module (at build
// and in dev) with the real values: the index file's URL and the Algolia settings from ALGOLIA_*. The
// defaults below are what a build without that plugin gets: no index, so search says it is unavailable.

/** URL of the embedded index file (EmbeddedIndexFile); empty in the prerenderer's server bundle. */
export const indexUrl: string = ''

/** Set when the build had Algolia credentials: queries go to Algolia first. */
export const algolia: AlgoliaSettings | null = null
