import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// End-to-end tests: real headless Chromium (Debian's headless shell, driven by playwright-core; see
// tests/e2e/browser.ts) against the production build in dist/ (run `npm run build` first; `npm run
// test:e2e` does). Two groups, one after the other: first the files that only look at what the site does,
// two at a time (a worker, its browser and its pages each; one file at a time left a core idle: the same
// 23 files took 648 s of test time one at a time and 273 s of wall time two at a time, on this 2-core
// machine shared with other work), then one at a time the files that time something (a progress bar due
// after a second, a throttled phone, taps before the app runs, a stylesheet held back for two seconds) or
// hold the network back on purpose. The global setup's build with GTAG_ID and ALGOLIA_* set
// (tests/e2e/variantBuilds.ts) runs beside the first group, and is done before the second uses it.
const timed = [
  'tests/e2e/earlyTaps.test.ts',
  'tests/e2e/prerender.test.ts',
  'tests/e2e/readers.test.ts',
  'tests/e2e/router.test.ts',
  'tests/e2e/search.test.ts',
  'tests/e2e/searchForm.test.ts',
]

export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    // One module graph per worker, shared by the files it runs: each file would otherwise import
    // playwright-core and the build's modules afresh, about a second a file.
    isolate: false,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          // tests/budgets: byte budgets of the production build, which is why they run here and not in test:unit.
          include: ['tests/e2e/**/*.test.ts', 'tests/budgets/**/*.test.ts'],
          exclude: timed,
          fileParallelism: true,
          maxWorkers: Math.min(4, Math.max(2, availableParallelism() - 1)),
          // 1 and 2, not 0: Vitest runs a one-at-a-time project of group 0 last, after every numbered group.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'e2e-timed', include: timed, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
})
