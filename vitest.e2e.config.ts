import { defineConfig } from 'vitest/config'

// End-to-end tests: real headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core)
// against the production build in dist/ (run `npm run build` first; `npm run test:e2e` does).
//
// Two groups, one after the other. First the tests of what a reader sees and does, two files at a time:
// most of their time is Chromium loading pages and fixture sites building, which a second file overlaps.
// Then, one file at a time on a quiet machine, the tests that measure time: a progress bar due after a
// second, a throttled phone, taps before the app runs, the search index's load, the dev servers' reloads.
const timed = [
  'tests/e2e/router.test.ts',
  'tests/e2e/earlyTaps.test.ts',
  'tests/e2e/searchForm.test.ts',
  'tests/e2e/search.test.ts',
  'tests/e2e/dev.test.ts',
  'tests/e2e/mdxDev.test.ts',
  'tests/e2e/devConfigLinks.test.ts',
]

export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          // tests/budgets: byte budgets of the production build, which is why they run here and not in test:unit.
          include: ['tests/e2e/**/*.test.ts', 'tests/budgets/**/*.test.ts'],
          exclude: timed,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'e2e-timed', include: timed, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
