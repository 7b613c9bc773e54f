import { defineConfig } from 'vitest/config'

// End-to-end tests: real headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core)
// against the production build in dist/ (run `npm run build` first; `npm run test:e2e` does).
// Two groups, one after the other. First the files whose tests only look at what the site does: two at a
// time, so both cores work. Then the files that time something (a progress bar due after a second, a
// throttled phone, taps before the app runs, a stylesheet held back for two seconds) or hold the
// network back on purpose: one at a time, so no other file's rendering takes their main thread.
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
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          // tests/budgets: byte budgets of the production build, which is why they run here and not in test:unit.
          include: ['tests/e2e/**/*.test.ts', 'tests/budgets/**/*.test.ts'],
          exclude: timed,
          maxWorkers: 2,
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
