import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vitest/config'
import { resolveDocsOptions } from './plugins/options.ts'
import { siteConfigModule } from './plugins/docs/siteConfigModule.ts'
import { findSitePages, sitePagesModule } from './plugins/docs/sitePages.ts'
import { siteSettings } from './site.config.ts'
import { footer, navbar } from './navigation.config.ts'
import { resolveChrome } from './plugins/chrome/resolveChrome.ts'
import { LongestFirst } from './tests/longestFirst.ts'

// The browser code's build-time modules, as the docs engine writes them for this site (without compiling
// any page: a test that needs the manifest mocks it), so unit tests import src/ as the app does.
function virtualModules(): Plugin {
  const root = import.meta.dirname
  const modules: Record<string, () => string> = {
    'virtual:site-config': () => {
      const options = resolveDocsOptions({ site: siteSettings({}), navbar, footer })
      // This site's navbar names no doc ids, so nothing needs the pages.
      const noDocs = { docById: () => undefined, sidebarDocs: () => undefined }
      return siteConfigModule(options.site, resolveChrome(options, noDocs).chrome)
    },
    'virtual:site-css': () => '',
    'virtual:site-pages': () => sitePagesModule(findSitePages(path.join(root, 'src/pages'), root)),
    'virtual:search-config': () => 'export const indexUrl = ""\nexport const headingsUrl = ""\nexport const algolia = null\n',
  }
  return {
    name: 'test-virtual-modules',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') && id.slice(1) in modules ? modules[id.slice(1)]() : undefined),
  }
}

// Test files that need a module graph of their own. The others share one per worker (isolate: false): each
// would otherwise start a process and import Vite, unified and TypeScript afresh, a third of the unit tests'
// time. Every file not named here shares, so a new test file that needs its own graph must be added.
const sharingContent = ['plan', 'pages', 'pageChecks', 'blockRules', 'createstoreErrors', 'typecheckCheck', 'javascriptTabs', 'runCheck']
const isolated = [
  // The content apps install jsdom on the process by hand and import every state's bundle into it. The
  // content checks' type checks ran slower in a shared worker (two runs under load: the whole-site check
  // went past its 180 s, which it never did alone), so they stay apart too. The few of tests/content that
  // only parse pages and the plan, call redux, or check a few blocks (their types, or run in child
  // processes) share (a new file there is isolated unless named): alone, each imported TypeScript and the
  // markdown pipeline afresh, for a test of a second or two.
  `tests/content/!(${sharingContent.map((name) => `${name}.test`).join('|')}).test.{ts,tsx}`,
  'tests/content/*/**',
  // jsdom: the browser code's modules keep state (listeners, caches) that must start fresh with the page.
  'tests/src/earlyTaps.test.ts',
  'tests/src/router/RouterShell.test.tsx',
  'tests/src/theme/docusaurusHead.test.tsx',
  'tests/src/theme/renderTree.test.tsx',
  'tests/src/theme/tabs/Tabs.test.tsx',
  'tests/src/theme/useDocumentMeta.test.tsx',
  // They mock a module.
  'tests/src/routes.test.ts',
  'tests/src/search/algolia.test.ts',
  'tests/docs/lastUpdate.test.ts',
  // Both use the page store, whose loaded pages and listeners live in its module.
  'tests/src/content/pageStore.test.ts',
  'tests/src/theme/pageMeta.test.ts',
  // It parses with micromark as it is, then patched.
  'tests/markdown/linearEditMap.test.ts',
]

export default defineConfig({
  plugins: [virtualModules()],
  test: {
    // tests/fixtures: sites the tests build (a Docusaurus site's own __tests__ among them), not tests of ours.
    exclude: ['tests/e2e/**', 'tests/budgets/**', 'tests/fixtures/**', 'node_modules/**'],
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: on a 2-core machine one worker, and the unit
    // tests (mostly compiling, type checking and bundling) left a core idle for five minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: isolated, isolate: false },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolated.map((glob) => (glob.endsWith('**') ? `${glob}/*.test.{ts,tsx}` : glob)) },
      },
    ],
  },
})
