// The docs sidebar: the one place its order, categories and nesting are written (content-plan.md
// "Sidebar"), given to docsPlugin() in vite.config.ts. A string is a page's route; its label is the
// page's sidebar_label (or title) from the manifest. Previous/next links follow this order too. The
// build checks every route and doc id here like a content link.

import type { SidebarConfigItem } from './shared/sidebar.ts'

export const sidebarConfig: SidebarConfigItem[] = [
  {
    label: 'Introduction',
    items: [
      '/introduction/getting-started',
      '/introduction/why-rtk-is-redux-today',
      '/introduction/installation',
      '/introduction/core-concepts',
      '/introduction/learning-resources',
      '/introduction/ecosystem',
      '/introduction/examples',
    ],
  },
  {
    label: 'Tutorials',
    items: [
      '/tutorials/index',
      '/tutorials/quick-start',
      '/tutorials/typescript-quick-start',
      {
        label: 'Redux Essentials',
        items: [
          '/tutorials/essentials/part-1-overview-concepts',
          '/tutorials/essentials/part-2-app-structure',
          '/tutorials/essentials/part-3-data-flow',
          '/tutorials/essentials/part-4-using-data',
          '/tutorials/essentials/part-5-async-logic',
          '/tutorials/essentials/part-6-performance-normalization',
          '/tutorials/essentials/part-7-rtk-query-basics',
          '/tutorials/essentials/part-8-rtk-query-advanced',
        ],
      },
      {
        label: 'Redux Fundamentals',
        items: [
          '/tutorials/fundamentals/part-1-overview',
          '/tutorials/fundamentals/part-2-concepts-data-flow',
          '/tutorials/fundamentals/part-3-state-actions-reducers',
          '/tutorials/fundamentals/part-4-store',
        ],
      },
      {
        label: 'Basic Tutorial',
        items: [
          '/basics/basic-tutorial',
          '/basics/actions',
          '/basics/reducers',
          '/basics/store',
          '/basics/data-flow',
          '/basics/usage-with-react',
          '/basics/example',
        ],
      },
      {
        label: 'Advanced Tutorial',
        items: [
          '/advanced/advanced-tutorial',
          '/advanced/async-actions',
          '/advanced/async-flow',
          '/advanced/middleware',
          '/advanced/usage-with-react-router',
          '/advanced/example-reddit-api',
          '/advanced/next-steps',
        ],
      },
    ],
  },
  {
    label: 'Recipes',
    items: [
      '/recipes/recipe-index',
      '/recipes/configuring-your-store',
      '/recipes/usage-with-typescript',
      '/recipes/migrating-to-redux',
      '/recipes/migrating-to-modern-redux',
      '/recipes/migrations/migrating-rtk-2',
      '/recipes/using-object-spread-operator',
      '/recipes/reducing-boilerplate',
      '/recipes/server-rendering',
      '/recipes/nextjs',
      '/recipes/writing-tests',
      '/recipes/computing-derived-data',
      '/recipes/writing-logic-thunks',
      '/recipes/writing-custom-middleware',
      '/recipes/implementing-undo-history',
      '/recipes/isolating-redux-sub-apps',
      '/recipes/using-immutablejs-with-redux',
      '/recipes/code-splitting',
      '/recipes/troubleshooting',
      // The plan puts it after Writing Logic with Thunks, written on another branch: until then, last in Recipes.
      '/recipes/side-effects-approaches',
      {
        label: 'Structuring Reducers',
        items: [
          '/recipes/structuring-reducers/structuring-reducers',
          '/recipes/structuring-reducers/prerequisite-concepts',
          '/recipes/structuring-reducers/basic-reducer-structure',
          '/recipes/structuring-reducers/splitting-reducer-logic',
          '/recipes/structuring-reducers/refactoring-reducer-example',
          '/recipes/structuring-reducers/using-combinereducers',
          '/recipes/structuring-reducers/beyond-combinereducers',
          '/recipes/structuring-reducers/normalizing-state-shape',
          '/recipes/structuring-reducers/updating-normalized-data',
          '/recipes/structuring-reducers/reusing-reducer-logic',
          '/recipes/structuring-reducers/immutable-update-patterns',
          '/recipes/structuring-reducers/initializing-state',
        ],
      },
    ],
  },
  {
    label: 'Understanding Redux',
    items: [
      {
        label: 'Thinking in Redux',
        items: [
          '/understanding/thinking-in-redux/motivation',
          '/understanding/thinking-in-redux/three-principles',
          '/understanding/thinking-in-redux/glossary',
        ],
      },
      { label: 'History and Design', items: ['/understanding/history-and-design/prior-art'] },
    ],
  },
  {
    label: 'FAQ',
    items: [
      '/faq',
      '/faq/general',
      '/faq/reducers',
      '/faq/organizing-state',
      '/faq/store-setup',
      '/faq/actions',
      '/faq/immutable-data',
      '/faq/code-structure',
      '/faq/performance',
      '/faq/design-decisions',
      '/faq/react-redux',
      '/faq/miscellaneous',
    ],
  },
  // A category's own page is its link (Docusaurus `link: { type: 'doc', id }`, the id being folder/front
  // matter id), not a child of the same name; with no items it is shown as a plain link.
  { label: 'Style Guide', link: { type: 'doc', id: 'style-guide/style-guide' }, items: [] },
  {
    label: 'API Reference',
    link: { type: 'doc', id: 'api/api-reference' },
    items: ['/api/createstore', '/api/store', '/api/combinereducers', '/api/applymiddleware', '/api/bindactioncreators', '/api/compose'],
  },
  { label: 'Redux Toolkit', items: ['/redux-toolkit/overview'] },
]
