// Old addresses → our pages. Every docs address of today's redux.js.org (plan/redux-org-routes.txt) that
// is not a page of ours is here, pointing at the page on the same topic; where no page of ours covers it,
// the nearest one, with a comment saying so. The build writes a redirect page at each old address and a
// `_redirects` file (plugins/redirects/), and fails, naming this file and the line, on a target that is not
// a page or an old address that is one. Keys are exact paths: hosts match them as written.

export const redirectsFile = 'redirects.config.ts'

export const redirects: Record<string, string> = {
  // The address Redux's production build prints in every minified error (capital E); the query is kept.
  '/Errors': '/errors',

  // Introduction and tutorials
  '/introduction': '/introduction/README',
  // Videos: no page of ours; the learning resources page lists courses and talks.
  '/tutorials/videos': '/introduction/learning-resources',

  // Style guide and API
  '/style-guide': '/style-guide/style-guide',
  // isAction and isPlainObject have no page of their own: the API overview lists every export.
  '/api/utils': '/api/api-reference',

  // Understanding Redux
  // The history of Redux: no page of ours; prior art tells where its ideas came from.
  '/understanding/history-and-design/history-of-redux': '/understanding/history-and-design/prior-art',
  // Why middleware looks as it does: our middleware walkthrough derives the API step by step.
  '/understanding/history-and-design/middleware': '/advanced/middleware',

  // Usage guides: our recipes (same names, except deriving data)
  '/usage': '/recipes/recipe-index',
  '/usage/code-splitting': '/recipes/code-splitting',
  '/usage/configuring-your-store': '/recipes/configuring-your-store',
  '/usage/deriving-data-selectors': '/recipes/computing-derived-data',
  '/usage/implementing-undo-history': '/recipes/implementing-undo-history',
  '/usage/isolating-redux-sub-apps': '/recipes/isolating-redux-sub-apps',
  '/usage/migrating-to-modern-redux': '/recipes/migrating-to-modern-redux',
  '/usage/migrations/migrating-rtk-2': '/recipes/migrations/migrating-rtk-2',
  '/usage/nextjs': '/recipes/nextjs',
  '/usage/reducing-boilerplate': '/recipes/reducing-boilerplate',
  '/usage/server-rendering': '/recipes/server-rendering',
  '/usage/side-effects-approaches': '/recipes/side-effects-approaches',
  '/usage/troubleshooting': '/recipes/troubleshooting',
  '/usage/usage-with-typescript': '/recipes/usage-with-typescript',
  '/usage/writing-custom-middleware': '/recipes/writing-custom-middleware',
  '/usage/writing-logic-thunks': '/recipes/writing-logic-thunks',
  '/usage/writing-tests': '/recipes/writing-tests',
  '/usage/structuring-reducers/basic-reducer-structure': '/recipes/structuring-reducers/basic-reducer-structure',
  '/usage/structuring-reducers/beyond-combinereducers': '/recipes/structuring-reducers/beyond-combinereducers',
  '/usage/structuring-reducers/immutable-update-patterns': '/recipes/structuring-reducers/immutable-update-patterns',
  '/usage/structuring-reducers/initializing-state': '/recipes/structuring-reducers/initializing-state',
  '/usage/structuring-reducers/normalizing-state-shape': '/recipes/structuring-reducers/normalizing-state-shape',
  '/usage/structuring-reducers/prerequisite-concepts': '/recipes/structuring-reducers/prerequisite-concepts',
  '/usage/structuring-reducers/refactoring-reducer-example': '/recipes/structuring-reducers/refactoring-reducer-example',
  '/usage/structuring-reducers/reusing-reducer-logic': '/recipes/structuring-reducers/reusing-reducer-logic',
  '/usage/structuring-reducers/splitting-reducer-logic': '/recipes/structuring-reducers/splitting-reducer-logic',
  '/usage/structuring-reducers/structuring-reducers': '/recipes/structuring-reducers/structuring-reducers',
  '/usage/structuring-reducers/updating-normalized-data': '/recipes/structuring-reducers/updating-normalized-data',
  '/usage/structuring-reducers/using-combinereducers': '/recipes/structuring-reducers/using-combinereducers',
}
