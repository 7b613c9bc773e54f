import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { LongestE2eFirst } from './tests/e2e/fileOrder.ts'

// End-to-end tests: real headless Chromium (Debian's headless shell, driven by playwright-core; see
// tests/e2e/browser.ts) against the production build in dist/ (run `npm run build` first; `npm run
// test:e2e` does). Every file runs two at a time (a worker, its browser and its pages each; one file at a
// time left a core idle: the same 23 files took 648 s of test time one at a time and 273 s of wall time
// two at a time, on this 2-core machine shared with other work), longest first (tests/e2e/fileOrder.ts).
// The router's deadlines (a progress bar due after a second and not before, a spinner after 200 ms, a click
// 100 ms after another, focus two frames after a navigation) are held on the page's own clock, Playwright's
// fake clock, which the test moves (router.test.ts): another file's rendering beside them cannot make them late.
// The global setup's build with GTAG_ID and ALGOLIA_* set (tests/e2e/variantBuilds.ts) runs beside the
// other files; its files are the page views' and the Algolia tests, which run last (their own project, for
// the global setup to know), when the build is done.
// The tests of a throttled phone, taps before the app runs, a held stylesheet or slow scripts run here too:
// each waits for what it asserts (the app's start is held back by the test itself), and only a deadline of
// its own (20–30 s) would be late beside another file.
const onVariantBuild = ['tests/e2e/searchAlgolia.test.ts', 'tests/e2e/pageViews.test.ts']
const workers = Math.min(4, Math.max(2, availableParallelism() - 1))

export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    // One module graph per worker, shared by the files it runs: each file would otherwise import
    // playwright-core and the build's modules afresh, about a second a file.
    isolate: false,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestE2eFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          // tests/budgets: byte budgets of the production build, which is why they run here and not in test:unit.
          include: ['tests/e2e/**/*.test.ts', 'tests/budgets/**/*.test.ts'],
          exclude: onVariantBuild,
          fileParallelism: true,
          maxWorkers: workers,
          // 1, not 0: Vitest runs a one-at-a-time project of group 0 last, after every numbered group.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // The same workers as the first group's (Vitest asks one count of a group), its file last (fileOrder.ts).
        test: { name: 'e2e-variant', include: onVariantBuild, fileParallelism: true, maxWorkers: workers, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
