import { defineConfig } from 'vitest/config'

// End-to-end tests: real headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core)
// against the production build in dist/ (run `npm run build` first; `npm run test:e2e` does).
// One file at a time: their time is Chromium's rendering, which uses the cores already (two files at once
// on two cores took longer than one after the other), and some measure time (a progress bar due after a
// second, a throttled phone, taps before the app runs).
export default defineConfig({
  test: {
    // tests/budgets: byte budgets of the production build, which is why they run here and not in test:unit.
    include: ['tests/e2e/**/*.test.ts', 'tests/budgets/**/*.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
