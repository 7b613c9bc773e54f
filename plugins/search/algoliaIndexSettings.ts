// Index settings for the records `npm run search:records` writes (DocSearch's, trimmed to our fields):
// apply them once to the Algolia index (dashboard, or the API's setSettings) before the first upload.
export const algoliaIndexSettings = {
  searchableAttributes: ['unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'content'],
  // Pages before sections, then the order of the page: how `weight` is filled in (records.ts).
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesForFaceting: ['type', 'hierarchy.lvl0'],
  attributesToSnippet: ['content:24'],
  camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'],
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
}
