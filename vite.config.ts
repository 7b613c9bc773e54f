import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { docsPlugin } from './plugins/index.ts'
import { searchSettings, siteSettings } from './site.config.ts'
import { sidebarConfig } from './sidebar.config.ts'
import { footer, navbar } from './navigation.config.ts'
import { redirects, redirectsFile } from './redirects.config.ts'
import { reduxErrorCodesPlugin } from './site/reduxErrorCodes.ts'

export default defineConfig(({ mode }) => {
  // The deployment's settings (SITE_URL, EDIT_URL, GTAG_ID, ALGOLIA_*) from the environment or .env files,
  // read by name in site.config.ts; the browser gets the validated values, not the environment.
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env }
  // DOCS_CONTENT_DIR: `npm run bench` builds generated trees of 200 and 1000 pages with this config.
  const generatedTree = env.DOCS_CONTENT_DIR
  return {
    plugins: [
      docsPlugin({
        site: siteSettings(env),
        search: searchSettings(env),
        contentDir: generatedTree || 'content',
        // The explicit sidebar (the generated trees of `npm run bench` have their own pages: 'auto').
        sidebar: generatedTree ? 'auto' : sidebarConfig,
        // The navbar and footer; their links are checked like content links (a missing page fails the build).
        // (The generated trees of `npm run bench` have none of the pages they link to: the title alone.)
        navbar: generatedTree ? { title: navbar.title } : navbar,
        footer: generatedTree ? undefined : footer,
        // The site's own stylesheet, after the theme's (the Redux mark of the navbar).
        customCss: ['site/site.css'],
        // Old addresses of redux.js.org → our pages: a redirect page each, and `_redirects`.
        redirects: generatedTree ? undefined : { file: redirectsFile, table: redirects },
        // TypeScript examples get a JavaScript tab, made from them at build time (CONTRIBUTING.md).
        codeTabs: true,
        // remarkPlugins: [remarkSomething], rehypePlugins: [rehypeSomething]
      }),
      // `virtual:redux-error-codes` for the /errors page: the installed redux's error messages.
      reduxErrorCodesPlugin(),
      react(),
    ],
    build: {
      target: 'es2022',
      // Vite's modulepreload polyfill (0.3 KB on every first load) is for browsers without
      // <link rel="modulepreload">: every browser es2022 targets has it but Safari before 17, where the
      // page's chunks then load on import instead, a moment later; the site works the same.
      modulePreload: { polyfill: false },
      rollupOptions: {
        output: {
          chunkFileNames: 'assets/[name]-[hash].js',
          codeSplitting: {
            groups: [
              // What the app shell shares with the lazily loaded search UI (React, the router's links, the
              // page-heading attribute…) in one chunk, loaded with every page: without this group the
              // bundler makes one chunk per set of importers, a request each on every first load.
              // Not the tabs (src/theme/tabs/): only pages with code tabs import them (their page modules), and
              // the group would otherwise take them into this chunk, which every page loads.
              { name: 'common', tags: ['$initial'], minShareCount: 2, test: (id) => !/[\\/]src[\\/]theme[\\/]tabs[\\/]/.test(id) },
            ],
          },
        },
      },
    },
  }
})
