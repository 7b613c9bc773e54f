import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { docsPlugin } from './plugins/docs/index.ts'
import { prerenderPlugin } from './plugins/prerender/index.ts'
import { searchPlugin } from './plugins/search/vite-plugin-search.ts'
import { PUBLIC_ENV_NAMES } from './site.config.ts'
import { sidebarConfig } from './sidebar.config.ts'
import { navigationLinks } from './navigation.config.ts'
import { reactRouterProduction } from './plugins/reactRouterProduction.ts'
import { exactEnvNames } from './plugins/publicEnv.ts'

export default defineConfig({
  plugins: [
    docsPlugin({
      // DOCS_CONTENT_DIR: `npm run bench` builds generated trees of 200 and 1000 pages with this config.
      contentDir: process.env.DOCS_CONTENT_DIR || 'content',
      // The explicit sidebar (the generated trees of `npm run bench` have their own pages: 'auto').
      sidebar: process.env.DOCS_CONTENT_DIR ? 'auto' : sidebarConfig,
      // Checked like content links: a navbar or footer link to a missing page fails the build.
      configLinks: process.env.DOCS_CONTENT_DIR ? [] : navigationLinks('navigation.config.ts'),
      // remarkPlugins: [remarkSomething], rehypePlugins: [rehypeSomething]
    }),
    // Search records of every page as a lazily fetched file; Algolia settings from ALGOLIA_* (site.config.ts).
    searchPlugin(),
    react(),
    // Builds bundle react-router's production files (its package exports only the development build).
    reactRouterProduction(),
    // Public build-time settings read by site.config.ts in the browser (import.meta.env): these exact
    // names only (Vite's envPrefix alone would let EDIT_URL_TOKEN in too).
    exactEnvNames(PUBLIC_ENV_NAMES),
    // After the client build: every route as its own HTML file, sitemap, llms.txt, _headers (CSP).
    prerenderPlugin(),
  ],
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What the app shell shares with the lazily loaded search UI (React, the router's links, the
            // page-heading attribute…) in one chunk, loaded with every page: without this group the
            // bundler makes one chunk per set of importers, a request each on every first load.
            { name: 'common', tags: ['$initial'], minShareCount: 2 },
          ],
        },
      },
    },
  },
})
