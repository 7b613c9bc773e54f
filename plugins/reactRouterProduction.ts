import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

// react-router 7 ships a production build (dist/production: without the development build's warnings
// and invariant messages, ~4 KB gzip less on every first load) but its package `exports` send every
// condition to dist/development. In `vite build` (the browser bundle and the prerenderer's) this plugin
// points `react-router` and `react-router/dom` at the production files, both so they share one copy of
// the router's contexts. `npm run dev` keeps the development build and its warnings.

export function reactRouterProductionAliases(): { find: RegExp; replacement: string }[] {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('react-router/package.json'))
  return [
    { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
  ]
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    config: (_config, { command }) => (command === 'build' ? { resolve: { alias: reactRouterProductionAliases() } } : undefined),
  }
}
