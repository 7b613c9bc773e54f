// The query table of issue 31, shared by tests/src/search/ranking.test.ts and
// scripts/search/compareDocusaurusSearch.ts (the same queries on the Docusaurus build's search).

// Issue 31: real queries and the page a reader wants first, over the index of the real content (every page
// of content/, compiled by the site's pipeline). `also` lists other pages that teach the term just as well.
export const wantedFirst: { query: string; page: string; also?: string[]; knownMiss?: string }[] = [
  { query: 'thunk', page: '/recipes/writing-logic-thunks', also: ['/tutorials/essentials/part-5-async-logic'] },
  // Fundamentals Part 8 rewrites its app with createSlice, slice by slice: as good a first answer.
  { query: 'createSlice', page: '/tutorials/essentials/part-2-app-structure', also: ['/tutorials/fundamentals/part-8-modern-redux'] },
  { query: 'typescript', page: '/recipes/usage-with-typescript', also: ['/tutorials/typescript-quick-start'] },
  { query: 'testing', page: '/recipes/writing-tests' },
  { query: 'test', page: '/recipes/writing-tests' },
  { query: 'createAsyncThunk', page: '/recipes/writing-logic-thunks', also: ['/tutorials/essentials/part-5-async-logic'] },
  {
    query: 'reselect',
    page: '/recipes/computing-derived-data',
    // The page names Reselect only in its text; the RTK 2 migration guide has a "Reselect 5" heading,
    // and a heading beats text. A heading naming Reselect on the recipe would fix it.
    knownMiss: '/recipes/migrations/migrating-rtk-2',
  },
  { query: 'configureStore', page: '/recipes/configuring-your-store', also: ['/tutorials/essentials/part-2-app-structure'] },
  { query: 'middleware', page: '/advanced/middleware', also: ['/api/applymiddleware'] },
  { query: 'selector', page: '/recipes/computing-derived-data' },
  { query: 'selectors', page: '/recipes/computing-derived-data' },
  { query: 'immutable', page: '/faq/immutable-data', also: ['/recipes/structuring-reducers/immutable-update-patterns'] },
  { query: 'reducers', page: '/basics/reducers', also: ['/faq/reducers'] },
  { query: 'reducer', page: '/basics/reducers', also: ['/faq/reducers'] },
  { query: 'combineReducers', page: '/api/combinereducers' },
  { query: 'getState', page: '/api/store' },
  // Added with the Docusaurus comparison, the wanted page chosen by topic before either engine was run.
  { query: 'createStore', page: '/api/createstore' },
  { query: 'dispatch', page: '/api/store' },
  { query: 'useSelector', page: '/tutorials/fundamentals/part-5-ui-react', also: ['/tutorials/essentials/part-2-app-structure'] },
  { query: 'normalizing state', page: '/recipes/structuring-reducers/normalizing-state-shape' },
  { query: 'rtk query', page: '/tutorials/essentials/part-7-rtk-query-basics' },
  { query: 'redux toolkit', page: '/redux-toolkit/overview', also: ['/introduction/why-rtk-is-redux-today'] },
  {
    query: 'async',
    page: '/tutorials/essentials/part-5-async-logic',
    also: ['/tutorials/fundamentals/part-6-async-logic'],
    // Both titles name the term, and the shorter title wins: the old Advanced Tutorial's "Async Actions",
    // which itself sends readers on to the tutorials. Nothing in the index says a page is superseded.
    knownMiss: '/advanced/async-actions',
  },
  { query: 'undo', page: '/recipes/implementing-undo-history' },
  { query: 'server rendering', page: '/recipes/server-rendering' },
  { query: 'code splitting', page: '/recipes/code-splitting' },
  { query: 'nextjs', page: '/recipes/nextjs' },
]
