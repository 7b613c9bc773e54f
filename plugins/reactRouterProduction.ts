import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

// react-router 7 ships a production build (dist/production: without the development build's warnings
// and invariant messages, ~4 KB gzip less on every first load) but its package `exports` send every
// condition to dist/development. In `vite build` (the browser bundle and the prerenderer's) this plugin
// points `react-router` and `react-router/dom` at the production files, both so they share one copy of
// the router's contexts. `npm run dev` keeps the development build and its warnings.
//
// Its production chunk also defeats tree-shaking: the bundler must keep every top-level
// `React.createContext(…)`, `React.forwardRef(…)` and `React.memo(…)` call (nothing says they are
// pure) and every `X.displayName = "…"` that follows, and with them all they reference (Link, Form,
// the data routers, fetchers, route matching): importing `Router` alone pulled in 40 KB (13 KB gzip).
// `pureTopLevel` marks those calls pure and drops the display names (React reads them only for
// developer tools), so only what the app uses stays: 5 KB gzip for the router, history and hooks.

export function reactRouterProductionAliases(): { find: RegExp; replacement: string }[] {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('react-router/package.json'))
  return [
    { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
  ]
}

const productionFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

/** Marks react-router's component and context factories pure and drops its `displayName` assignments. */
export function pureTopLevel(code: string): string {
  return code
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '') // the line stays: positions keep their lines
    .replace(/(?<!\/\* @__PURE__ \*\/ )\b(React\d*)\.(createContext|forwardRef|memo)\(/g, '/* @__PURE__ */ $1.$2(')
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: reactRouterProductionAliases() } }),
    transform: {
      filter: { id: productionFile },
      handler: (code) => ({ code: pureTopLevel(code), map: null }),
    },
  }
}
